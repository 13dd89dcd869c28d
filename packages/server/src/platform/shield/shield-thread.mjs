// The shield's worker thread entry (shield.ts starts it): a worker does not take the parent's TypeScript loader
// (nor `--import tsx` in its execArgv on Node 20), so this registers tsx inside the thread, then runs shield-worker.ts.
import { register } from 'tsx/esm/api';

register();
await import('./shield-worker.ts');
