// Data folder modes: database files were 0666, photos 0644, folders 0755, so any local user could copy
// the database or the photos. A real server (main.ts in its own process) starts on a data folder an older version
// left open to everyone, takes a photo upload, and then every folder under DATA_DIR is 0700 and every file 0600,
// the admin socket included. Also: the admin socket records the server's own user, a sent name only beside it.
import { randomUUID } from 'node:crypto';
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { adminSocketPath, registerAdminSocket } from '../admin/admin-socket.ts';
import { buildServer } from '../build-server.ts';
import { loadConfig } from '../config.ts';
import { users } from '../modules/auth/auth.schema.ts';
import { makeJpeg, multipart } from '../modules/media/testing/media-test-kit.ts';
import { openDatabase } from '../platform/db/db-client.ts';
import { SESSION_COOKIE } from '../platform/http/viewer.ts';
import { startServerChild } from './testing/server-child.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Every entry under `dir` with its permission bits, e.g. ['db/base/1: 600']. */
function modes(dir: string): { file: string; mode: number; folder: boolean }[] {
  const found: { file: string; mode: number; folder: boolean }[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    const stat = lstatSync(file);
    if (stat.isSymbolicLink()) continue;
    found.push({ file, mode: stat.mode & 0o777, folder: stat.isDirectory() });
    if (stat.isDirectory()) found.push(...modes(file));
  }
  return found;
}

/** A data folder as an older version left it: database written under umask 000, a folder and a photo open to all. */
async function openDataFolder(): Promise<{ dataDir: string; cookie: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rookery-modes-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const before = process.umask(0o000);
  try {
    const config = loadConfig(
      {},
      { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, DATABASE_URL: '' },
    );
    const snapshotFile = inject('pgliteSnapshot');
    const pgliteSnapshot = snapshotFile ? new Blob([readFileSync(snapshotFile)]) : undefined;
    const database = await openDatabase(config, { pgliteSnapshot });
    await database.migrate();
    const app = await buildServer(config, { database, migrated: true });
    await app.ready();
    const id = randomUUID();
    await database.db.insert(users).values({
      id,
      email: `modes-${id.slice(0, 8)}@example.test`,
      name: 'Ana',
      verified: true,
      acceptTc: true,
    });
    const token = await app.services.sessions.start(id, 'vitest');
    await app.close();
    await database.close();
    mkdirSync(path.join(dataDir, 'media', 'old'), { recursive: true, mode: 0o777 });
    // As PGlite left its files before (0666), whatever this version's own start did to them.
    for (const entry of modes(dataDir)) chmodSync(entry.file, entry.folder ? 0o777 : 0o666);
    chmodSync(dataDir, 0o755);
    return { dataDir, cookie: `${SESSION_COOKIE}=${token}` };
  } finally {
    process.umask(before);
  }
}

describe('the data folder of a running server', () => {
  it('is private to the server user: folders 0700, files 0600, after start and a photo upload', {
    timeout: 180_000,
  }, async () => {
    const { dataDir, cookie } = await openDataFolder();
    const loose = modes(dataDir).filter((e) => e.mode & 0o077).length;
    const server = await startServerChild({ DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' });
    cleanups.push(() => server.stop());
    const { payload, contentType } = multipart([
      { name: 'file', filename: 'me.jpg', contentType: 'image/jpeg', data: await makeJpeg() },
    ]);
    const upload = await fetch(`${server.url}/uploadprofileimage`, {
      method: 'POST',
      headers: { 'content-type': contentType, cookie },
      body: new Uint8Array(payload),
    });
    expect(upload.status, await upload.text()).toBe(200);

    const entries = [
      { file: dataDir, mode: lstatSync(dataDir).mode & 0o777, folder: true },
      ...modes(dataDir),
    ];
    const media = entries.filter((e) => e.file.includes(`${path.sep}media${path.sep}`) && !e.folder);
    const open = entries.filter((e) => e.mode !== (e.folder ? 0o700 : 0o600));
    console.log(
      `data-dir-modes: before start ${loose} entries open to group or others; after start and an upload ` +
        `${open.length} of ${entries.length} (${media.length} media files, admin socket ${(lstatSync(adminSocketPath(dataDir)).mode & 0o777).toString(8)})`,
    );
    expect(media.length).toBeGreaterThan(0);
    expect(open.map((e) => `${path.relative(dataDir, e.file) || '.'}: ${e.mode.toString(8)}`)).toEqual([]);
  });
});

describe('the admin socket', () => {
  it('records the server’s own user as the operator, and a name the client sent only beside it', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rookery-admin-sock-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const app = Fastify();
    registerAdminSocket(app, dataDir, [
      { name: 'whoami', usage: '', summary: 'The operator', run: async (ctx) => ctx.out(ctx.operator) },
    ]);
    await app.listen({ host: '127.0.0.1', port: 0 });
    cleanups.push(() => app.close());
    expect(lstatSync(adminSocketPath(dataDir)).mode & 0o777).toBe(0o600);
    const ask = (request: object) =>
      new Promise<{ lines: string[] }>((resolve, reject) => {
        const conn = connect(adminSocketPath(dataDir));
        let reply = '';
        conn.on('data', (chunk) => {
          reply += chunk.toString();
        });
        conn.on('end', () => resolve(JSON.parse(reply)));
        conn.on('error', reject);
        conn.write(`${JSON.stringify(request)}\n`);
      });
    const claimed = await ask({ argv: ['whoami'], operator: 'Head of Trust' });
    const [serverUser] = (await ask({ argv: ['whoami'] })).lines;
    expect(serverUser).toBeTruthy();
    expect(claimed.lines).toEqual([`${serverUser} (says Head of Trust)`]);
    const typed = await ask({ argv: ['whoami', '--by', 'Someone Else'], operator: serverUser });
    expect(typed.lines).toEqual([`${serverUser} (says Someone Else)`]);
  });
});
