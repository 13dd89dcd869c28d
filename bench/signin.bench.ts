// Sign-in keeps ≥ 85% of bare argon2id hashing's rate. Both run with the same parallelism (default 4, the
// size of libuv's thread pool, where @node-rs/argon2 hashes): the baseline is `checkPassword` of
// modules/auth/password.ts (argon2id verify with the app's parameters, m=19 MiB t=2 p=1) called by 4 loops at once
// in a child-free process; sign-in is POST /signin {platform: Email} from 4 autocannon connections to the real
// server (http-server.ts: buildServer in a child process, PGlite in a fresh data folder, or a fresh PostgreSQL
// database when DATABASE_URL is set). Each connection signs in its own account (seeded with a password hash made
// with the app's parameters), so the per-address failure limit never applies: every sign-in succeeds, which the
// body check confirms (a 429 or 401 counts as refused). A sign-in also looks up the account, starts a session
// (one insert) and notes the visit (one update); those are what the ratio measures. The servers of both engines
// start and seed side by side before anything is measured, and wait idle for their turn.
// Env: SIGNIN_BENCH_SECONDS (default 10; 4 with BENCH_QUICK=1), SIGNIN_BENCH_PARALLEL (default 4), DATABASE_URL;
// BENCH_BASELINE=dir adds the server of another copy of the repository (`git archive <commit> | tar -x -C dir`, its
// node_modules linked to this tree's) for each engine, measured the same way right after this tree's: the code before
// a change. SIGNIN_BENCH_ROUNDS (default 1) repeats the whole measurement on the same servers.
import { availableParallelism, cpus, loadavg } from 'node:os';
import { checkPassword, hashPassword } from '../packages/server/src/modules/auth/password.ts';
import { type HttpServerChild, type SigninAccount, settled, startHttpServer } from './http-child.ts';
import { measure, warmUp } from './load.ts';
import { printTable, summarise } from './table.ts';

const quick = process.env.BENCH_QUICK === '1';
const SECONDS = Number(process.env.SIGNIN_BENCH_SECONDS ?? (quick ? 4 : 10));
const WARM_SECONDS = quick ? 1 : 2;
const PARALLEL = Number(process.env.SIGNIN_BENCH_PARALLEL ?? 4);
const BUDGET = 0.85;

type Row = Record<string, string | number>;

/** `PARALLEL` loops verifying a password against a stored hash for `seconds`; each verify timed. */
async function bareHashing(seconds: number): Promise<{ perSecond: number; times: number[] }> {
  const password = 'bench-signin-password-1';
  const stored = await hashPassword(password);
  const times: number[] = [];
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (performance.now() < until) {
        const t = performance.now();
        if (!(await checkPassword(stored, password))) throw new Error('the password did not verify');
        times.push(performance.now() - t);
      }
    }),
  );
  return { perSecond: times.length / ((performance.now() - started) / 1000), times };
}

interface SignInRun {
  engine: string;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  cpuPerOp: number;
  refused: number;
}

interface Prepared {
  server: HttpServerChild;
  accounts: SigninAccount[];
  /** From the BENCH_BASELINE tree. */
  baseline: boolean;
}

async function prepare(databaseUrl: string, tree?: string): Promise<Prepared> {
  const server = await startHttpServer('rookery', { DATABASE_URL: databaseUrl }, tree);
  try {
    const { accounts } = await server.ask({ type: 'seed-signin', accounts: PARALLEL }, 'seeded-signin');
    return { server, accounts, baseline: tree !== undefined };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

async function signIn({ server, accounts }: Prepared): Promise<SignInRun> {
  const plan = {
    url: server.url,
    connections: PARALLEL,
    seconds: SECONDS,
    warmSeconds: WARM_SECONDS,
    method: 'POST' as const,
    connection: (i: number) => {
      const account = accounts[i % accounts.length];
      if (!account) throw new Error('no account seeded');
      const data = {
        platform: 'Email',
        username: account.email,
        password: account.password,
        deviceid: 'web',
      };
      return { headers: {}, body: JSON.stringify({ data }) };
    },
    path: () => '/signin',
  };
  await settled(server);
  await warmUp(plan);
  await settled(server);
  const result = await measure(plan);
  const { cpuMs } = await server.ask({ type: 'usage' }, 'usage');
  if (result.firstRefusal) console.log(`${server.engine}: refused, e.g. ${result.firstRefusal}`);
  return {
    engine: server.engine,
    perSecond: result.perSecond,
    p50: result.p50,
    p95: result.p95,
    p99: result.p99,
    cpuPerOp: cpuMs / Math.max(1, result.responses),
    refused: result.refused + result.errors + result.timeouts,
  };
}

const started = performance.now();
const urls = ['', ...(process.env.DATABASE_URL ? [process.env.DATABASE_URL] : [])];
const BASELINE = process.env.BENCH_BASELINE || undefined;
const ROUNDS = Number(process.env.SIGNIN_BENCH_ROUNDS ?? 1);
const prepared = await Promise.allSettled(
  urls.flatMap((url) => [prepare(url), ...(BASELINE ? [prepare(url, BASELINE)] : [])]),
);
const failed = prepared.find((p) => p.status === 'rejected');
if (failed) {
  for (const p of prepared) if (p.status === 'fulfilled') await p.value.server.stop();
  throw failed.reason;
}
const engines = prepared.map((p) => (p as PromiseFulfilledResult<Prepared>).value);
console.log(`servers started and seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
await bareHashing(WARM_SECONDS); // the thread pool's threads start and argon2's memory is first touched
const rows: Row[] = [];
for (let round = 1; round <= ROUNDS; round++)
  for (const engine of engines) {
    // The baseline right before each sign-in run, so that the machine's load at the time hits both alike.
    const cpuBefore = process.cpuUsage();
    const bare = await bareHashing(SECONDS);
    const cpu = process.cpuUsage(cpuBefore);
    const b = summarise('bare', bare.times);
    const row = await signIn(engine);
    const ratio = row.perSecond / bare.perSecond;
    const name = `${row.engine}${engine.baseline ? ', baseline tree' : ''}${ROUNDS > 1 ? `, round ${round}` : ''}`;
    rows.push({
      case: `bare argon2id verify (${name} run's baseline)`,
      'op/s': Number(bare.perSecond.toFixed(1)),
      p50: b.p50,
      p95: b.p95,
      p99: b.p99,
      'server cpu ms/op': Number(((cpu.user + cpu.system) / 1000 / bare.times.length).toFixed(1)),
      refused: 0,
      '× bare op/s': '100%',
      budget: '-',
    });
    rows.push({
      case: `POST /signin, ${name}`,
      'op/s': Number(row.perSecond.toFixed(1)),
      p50: row.p50,
      p95: row.p95,
      p99: row.p99,
      'server cpu ms/op': Number(row.cpuPerOp.toFixed(1)),
      refused: row.refused,
      '× bare op/s': `${(ratio * 100).toFixed(1)}%`,
      budget: `${ratio >= BUDGET ? 'met' : 'OVER'} (≥ ${BUDGET * 100}%)`,
    });
  }

console.log(
  `\n${availableParallelism()} cores (${cpus()[0]?.model ?? 'cpu'}), load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}; ${PARALLEL} at a time, ${SECONDS} s each after ${WARM_SECONDS} s of warm-up; ` +
    `${((performance.now() - started) / 1000).toFixed(0)} s in all`,
);
printTable(
  `Sign-in against bare argon2id hashing (latency ms; budget: sign-in ≥ ${BUDGET * 100}% of bare op/s)`,
  rows,
);
for (const engine of engines) await engine.server.stop();
if (!process.env.DATABASE_URL) console.log('\n(PostgreSQL skipped: set DATABASE_URL to measure it too.)');
