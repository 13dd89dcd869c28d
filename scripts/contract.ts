// `npm run contract`: writes contract/current.json from the shared zod contract. With --baseline it also
// makes that the new baseline (only for a release that deliberately breaks old clients; see docs/CHANGELOG.md).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contractText } from '../packages/shared/src/contract/contract.ts';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../contract');
const text = contractText();
writeFileSync(path.join(dir, 'current.json'), text);
if (process.argv.includes('--baseline')) writeFileSync(path.join(dir, 'baseline.json'), text);
console.log(
  `contract/current.json written${process.argv.includes('--baseline') ? ' (and baseline.json)' : ''}`,
);
