// Real server processes on one PostgreSQL database and one Redis, for the scale-out tests and benches
// (RULES.md "Defaults and scale-out"): each a child `main.ts` on a free port, answered /healthz and settled before a
// test uses it. No vitest imports.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../security/testing/server-child.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export interface Node {
  url: string;
  child: ChildProcess;
  dataDir: string;
  output: string[];
}

export async function startNode(databaseUrl: string, redisUrl: string | undefined): Promise<Node> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rookery-scale-'));
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      LOG_LEVEL: process.env.SCALE_LOG_LEVEL ?? 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output.join('')}`);
    const ok = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { url, child, dataDir, output };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not answer /healthz within 90 s: ${output.join('')}`);
}

/**
 * Waits until the server's event loop is free: right after it listens it loads the gazetteer, and a server that
 * cannot answer its peers in time is (rightly) left out of the roster.
 */
export async function settled(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  let quick = 0;
  while (quick < 3 && Date.now() < deadline) {
    const started = Date.now();
    await fetch(`${url}/healthz`);
    quick = Date.now() - started < 300 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function stopNode(node: Node): Promise<void> {
  if (node.child.exitCode === null) {
    const exited = new Promise((resolve) => node.child.once('exit', resolve));
    node.child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 12_000))]);
    if (node.child.exitCode === null) node.child.kill('SIGKILL');
  }
  rmSync(node.dataDir, { recursive: true, force: true });
}
