// A redis-server of the fault suite's own on a free port the system picks (never one .ci/run or another suite
// listens on, and checked to be this one's by its process id), so the test can kill it and start it again without
// touching anyone else's Redis. No vitest imports.
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

/**
 * The process id of the redis-server answering on `port` (INFO server), or null when none answers. Suites run in
 * parallel may pick the same free port at the same moment; the one whose redis-server could not bind must not take
 * the other's for its own (stopping it would then stop nothing).
 */
function processIdAt(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    let read = '';
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(500);
    socket.once('connect', () => socket.write('INFO server\r\n'));
    socket.on('data', (data) => {
      read += data.toString();
      const pid = /process_id:(\d+)/.exec(read)?.[1];
      if (!pid) return;
      socket.destroy();
      resolve(Number(pid));
    });
    socket.once('error', () => resolve(null));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(null);
    });
  });
}

export async function startOwnRedis(): Promise<OwnRedis> {
  // A port the system picks: a fixed range (56450 on) let two suites started together take the same one, and one
  // stopped for an outage could be taken over by another starting meanwhile.
  let port = await freePort();
  let child: ChildProcess | null = null;
  /** After the first start, a restart keeps its port (the servers know it). */
  let started = false;
  const start = async () => {
    for (let tries = 0; ; tries += 1) {
      // No persistence: a Redis that comes back empty is the harder case for the servers.
      const spawned = spawn(
        'redis-server',
        ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no'],
        { stdio: 'ignore' },
      );
      child = spawned;
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline && spawned.exitCode === null) {
        if ((await processIdAt(port)) === spawned.pid) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      spawned.kill('SIGKILL');
      // Its port was taken meanwhile (another suite's Redis): the next free one, unless it is a restart.
      if (tries >= 5 || started) throw new Error(`redis-server did not start on port ${port}`);
      port = await freePort();
    }
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
  started = true;
  return { url: `redis://127.0.0.1:${port}`, start, stop, destroy: stop };
}

/**
 * Until every server at `urls` says on /readyz that Redis is down: each has seen it go, so what a test sends next is
 * sent while Redis is away (within 10 s).
 */
export async function seenDown(urls: readonly string[], within = 10_000): Promise<void> {
  const deadline = Date.now() + within;
  for (const url of urls) {
    for (;;) {
      const said = ((await (await fetch(`${url}/readyz`)).json()) as { redis?: string }).redis;
      if (said === 'down') break;
      if (Date.now() > deadline) throw new Error(`${url} still says Redis is ${said} after ${within} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
