// The fault-injection suites' real server: `packages/server/src/main.ts` in a process of its own (as `npm start`
// runs it), so a test can SIGKILL it and start it again on the same data. Also free ports for the suites' own
// PostgreSQL and Redis.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../../../..');

/** True when something on loopback already listens on `port`. */
function taken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(true));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(false)));
  });
}

/**
 * The first free port from `from` on (the suites' own databases use 55450+ and 56450+, away from the ports
 * .ci/run and the other suites use), or any free port when `from` is 0.
 */
export async function freePort(from = 0): Promise<number> {
  if (from === 0) {
    return new Promise((resolve, reject) => {
      const probe = createServer();
      probe.once('error', reject);
      probe.listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
  }
  for (let port = from; port < from + 200; port += 1) {
    if (!(await taken(port))) return port;
  }
  throw new Error(`no free port from ${from} to ${from + 199}`);
}

export interface ServerChild {
  url: string;
  child: ChildProcess;
  /** Everything the process printed, for the failure message. */
  output: string[];
  /** Milliseconds from spawn until /healthz answered. */
  startMs: number;
  /** SIGKILL: no shutdown hook runs, nothing is flushed. Resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM, the graceful stop; SIGKILL after 10 s. */
  stop(): Promise<void>;
}

/** Starts the server with `env` on top of this process's environment and waits until /healthz answers. */
export async function startServerChild(env: Record<string, string>): Promise<ServerChild> {
  const port = await freePort();
  const output: string[] = [];
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      LOG_LEVEL: process.env.FAULT_LOG_LEVEL ?? 'warn',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const gone = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve();
      else child.once('exit', () => resolve());
    });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${output.join('')}`);
    const ok = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) {
      return {
        url,
        child,
        output,
        startMs: performance.now() - started,
        async kill() {
          child.kill('SIGKILL');
          await gone();
        },
        async stop() {
          if (child.exitCode !== null || child.signalCode !== null) return;
          child.kill('SIGTERM');
          const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
          await gone();
          clearTimeout(timer);
        },
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not answer /healthz within 90 s: ${output.join('')}`);
}
