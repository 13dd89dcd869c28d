// The database thread's entry from source (pglite-thread.ts starts it): a worker does not take the parent's TypeScript
// loader (nor `--import tsx` in its execArgv on Node 20), so this registers tsx inside the thread, then runs
// pglite-worker.ts. The build runs its own bundle, dist/db-worker.js, instead.
import { register } from 'tsx/esm/api';

register();
await import('./pglite-worker.ts');
