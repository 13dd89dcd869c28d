// The fault suite (docs/OPERATIONS.md "The fault suite"): the experiments of an operator's bad night as tests that
// perform each fault against real servers on PostgreSQL and Redis. `npm run test:faults` runs them alone;
// scripts/test.mjs runs them as a step of their own in npm test's PostgreSQL pass. Without DATABASE_URL and
// REDIS_URL they skip with a sentence.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const FAULT_FILES = [
  'packages/server/src/platform/realtime/fanout-gap.processes.test.ts',
  'packages/server/src/security/fault-mail-kill.two-servers.test.ts',
  'packages/server/src/security/fault-drain.two-servers.test.ts',
  'packages/server/src/security/fault-table-lock.test.ts',
  'packages/server/src/security/fault-room-lock.test.ts',
  'packages/server/src/modules/calls/peer-routing.two-servers.test.ts',
];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const run = spawnSync(
    'npx',
    ['vitest', 'run', '--project', 'unit and server', ...FAULT_FILES, ...process.argv.slice(2)],
    {
      stdio: 'inherit',
    },
  );
  process.exit(run.status ?? 1);
}
