// Child processes of the topology: started with their output in a log file, waited for (a port, a URL or a line),
// and stopped by their own pid with SIGTERM, then SIGKILL after a grace period.
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';

export interface Child {
  name: string;
  process: ChildProcess;
  log: string;
  stop(): Promise<void>;
}

export function start(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; logDir: string },
): Child {
  const log = path.join(options.logDir, `${name}.log`);
  const out = createWriteStream(log);
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: `npm run serve` starts node as a child that a signal to npm alone would leave running.
    detached: true,
  });
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    name,
    process: child,
    log,
    async stop() {
      const group = (signal: NodeJS.Signals) => {
        try {
          if (child.pid) process.kill(-child.pid, signal);
        } catch {
          // The group is gone already.
        }
      };
      if (child.exitCode !== null || child.signalCode !== null) {
        group('SIGTERM');
        return;
      }
      group('SIGTERM');
      const killer = setTimeout(() => group('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
      // npm may exit before the node it started: end whatever is left of the group.
      group('SIGTERM');
    },
  };
}

/** Resolves once `check` answers true, polling every 200 ms; fails when the child exits or after `ms`. */
export async function waitFor(child: Child, what: string, check: () => Promise<boolean>, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.process.exitCode !== null) {
      throw new Error(
        `${child.name} stopped (exit ${child.process.exitCode}) before ${what}; see ${child.log}`,
      );
    }
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${child.name}: no ${what} within ${ms / 1000} s; see ${child.log}`);
}

export function tcpOpen(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function httpOk(url: string): Promise<boolean> {
  const answer = await fetch(url, { signal: AbortSignal.timeout(2000) });
  return answer.ok;
}

export function printed(child: Child, text: string): () => Promise<boolean> {
  let seen = false;
  child.process.stdout?.on('data', (chunk: Buffer) => {
    if (chunk.toString('utf8').includes(text)) seen = true;
  });
  return async () => seen;
}
