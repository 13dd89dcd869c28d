// The HTTP benches' server child (http-server.ts) and what they say to it over the IPC channel. The server runs in a
// process of its own so that the load generator (autocannon, in the bench's process) never shares its event loop;
// both still share the machine's cores, as a client and a server on one machine do.
import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';

export type HttpServerKind = 'bare' | 'bare-pglite' | 'rookery';

/** A signed-in bench user: the session cookie, their id, and the people whose profiles this user may open. */
export interface ApiViewer {
  cookie: string;
  userId: string;
  profileIds: string[];
}

export interface SigninAccount {
  email: string;
  password: string;
}

export type ToHttpServer =
  | { type: 'seed-api'; people: number; viewers: number; matchesEach: number }
  | { type: 'seed-signin'; accounts: number }
  | { type: 'usage' }
  /** The rookery server's PGlite data folder written to `file` (a tarball), for bare-pglite to open the same data. */
  | { type: 'dump'; file: string }
  | { type: 'stop' };

export type FromHttpServer =
  | { type: 'ready'; url: string; engine: string }
  | { type: 'seeded-api'; viewers: ApiViewer[]; ms: number }
  | { type: 'seeded-signin'; accounts: SigninAccount[]; ms: number }
  /** The server process's CPU time since the previous `usage` (or since it was ready). */
  | { type: 'usage'; cpuMs: number }
  | { type: 'dumped' };

export interface HttpServerChild {
  url: string;
  engine: string;
  ask<T extends FromHttpServer['type']>(
    message: ToHttpServer,
    answer: T,
  ): Promise<Extract<FromHttpServer, { type: T }>>;
  stop(): Promise<void>;
}

/**
 * Waits until the server has worked off what an earlier run left queued (autocannon closes its connections when
 * its time is up, but the server still answers what it had read): until it uses under a fifth of a core over a
 * quarter of a second, or 60 s have passed.
 */
export async function settled(server: HttpServerChild): Promise<void> {
  const until = performance.now() + 60_000;
  await server.ask({ type: 'usage' }, 'usage');
  while (performance.now() < until) {
    const started = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 250));
    const { cpuMs } = await server.ask({ type: 'usage' }, 'usage');
    if (cpuMs < (performance.now() - started) / 5) return;
  }
}

/**
 * Forks http-server.ts and waits for it to listen. `env` adds to (or, with '', clears) the bench's environment.
 * `tree`: the root of another copy of the repository (BENCH_BASELINE), whose own http-server.ts and server code run
 * instead of this tree's: the code before a change, measured in the same run.
 */
export async function startHttpServer(
  kind: HttpServerKind,
  env: Record<string, string> = {},
  tree?: string,
): Promise<HttpServerChild> {
  const entry = tree
    ? path.join(tree, 'bench', 'http-server.ts')
    : path.join(import.meta.dirname, 'http-server.ts');
  const child: ChildProcess = fork(entry, [kind], {
    // BENCH_SERVER_PROFILE=dir writes a CPU profile of the server (node --cpu-prof) into dir when it stops.
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_SERVER_PROFILE
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_SERVER_PROFILE}`]
        : []),
    ],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = <T extends FromHttpServer['type']>(type: T) =>
    new Promise<Extract<FromHttpServer, { type: T }>>((resolve, reject) => {
      const onMessage = (message: FromHttpServer) => {
        if (message.type !== type) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(message as Extract<FromHttpServer, { type: T }>);
      };
      const onExit = (code: number | null) => reject(new Error(`the ${kind} server exited (${code})`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  const ready = await next('ready');
  return {
    url: ready.url,
    engine: ready.engine,
    ask(message, answer) {
      const waiting = next(answer);
      child.send(message);
      return waiting;
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ type: 'stop' } satisfies ToHttpServer);
      await exited;
    },
  };
}
