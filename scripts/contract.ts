// `npm run contract`: writes contract/current.json from the shared zod contract. With --baseline it also makes
// that the new baseline (only for a release that deliberately breaks old clients; see docs/ARCHITECTURE.md).
// With --check it writes nothing and fails when current.json is stale or the contract breaks a field an existing
// client reads (contract/baseline.json): `npm test` and .ci/run run it as a step of its own.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { breakingChanges } from '../packages/shared/src/contract/compat.ts';
import { buildContract, type Contract, contractText } from '../packages/shared/src/contract/contract.ts';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../contract');
const contract = buildContract();
const text = contractText(contract);

if (process.argv.includes('--check')) {
  const problems: string[] = [];
  if (readFileSync(path.join(dir, 'current.json'), 'utf8') !== text)
    problems.push('contract/current.json is stale: run `npm run contract` and commit it');
  const baseline = JSON.parse(readFileSync(path.join(dir, 'baseline.json'), 'utf8')) as Contract;
  for (const change of breakingChanges(baseline, contract))
    problems.push(`breaks existing clients: ${change}`);
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    console.error(
      'An intended break: see docs/ARCHITECTURE.md "The published contract" (npm run contract -- --baseline).',
    );
    process.exit(1);
  }
  console.log('contract: current, and no existing client broken');
} else {
  writeFileSync(path.join(dir, 'current.json'), text);
  if (process.argv.includes('--baseline')) writeFileSync(path.join(dir, 'baseline.json'), text);
  console.log(
    `contract/current.json written${process.argv.includes('--baseline') ? ' (and baseline.json)' : ''}`,
  );
}
