// A redis-server of the fault suite's own on its own port (56450+, never the ones .ci/run and the other suites
// use), so the test can kill it and start it again without touching anyone else's Redis. No vitest imports.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { connect } from 'node:net';
import { freePort } from './server-child.ts';

/** True when `redis-server` is on the PATH (the suite is skipped otherwise). */
export function hasRedisServer(): boolean {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'pipe' });
    return true;
  } catch {
    return false;
  }
}

export interface OwnRedis {
  url: string;
  /** SIGKILL: the connections drop at once, as when Redis's machine goes away. */
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(500);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort(56450);
  let child: ChildProcess | null = null;
  const start = async () => {
    // No persistence: a Redis that comes back empty is the harder case for the servers.
    child = spawn(
      'redis-server',
      ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      if (await answersPing(port)) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`redis-server did not answer on port ${port} within 10 s`);
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop, destroy: stop };
}
