// Backups for real: a server runs as its own process on PGlite in a folder; a person signs up and uploads a photo
// over HTTP; `npm run admin -- backup` copies it while the server runs (through the admin socket); the backup is
// restored into a fresh DATA_DIR with `restore`, a server started there, and the person signs in with the same
// password and downloads the same photo. Restore refuses a DATA_DIR that holds data, and PostgreSQL is sent to
// pg_dump. Media deletions wait while a backup copies the folder (deletion-hold.ts).
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { makeJpeg } from '../../modules/media/testing/media-test-kit.ts';
import { type ServerChild, startServerChild } from '../../security/testing/server-child.ts';
import { openDatabase } from '../db/db-client.ts';
import { createFsStorage } from '../storage/fs-storage.ts';
import { restoreFromCli } from './backup.commands.ts';
import { holdableStorage } from './deletion-hold.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../../..');
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

function tempDir(label: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `rookery-backup-${label}-`));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const ENV = { DATABASE_URL: '', REDIS_URL: '', CAPTCHA_PROVIDER: 'none' } as const;

/** `npm run admin -- …` as an operator runs it, in its own process. */
function admin(dataDir: string, ...argv: string[]): Promise<{ status: number; out: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'packages/server/src/admin/main.ts', ...argv],
      { cwd: repoRoot, env: { ...process.env, NODE_ENV: 'development', ...ENV, DATA_DIR: dataDir } },
      (err, stdout, stderr) => {
        const status = err && typeof err.code === 'number' ? err.code : 0;
        resolve({ status, out: `${stdout}${stderr}` });
      },
    );
  });
}

async function server(dataDir: string): Promise<ServerChild> {
  const child = await startServerChild({ ...ENV, DATA_DIR: dataDir });
  cleanups.push(() => child.stop());
  return child;
}

/** A DATA_DIR with the migrated database of the suite's snapshot (an initdb on disk takes far longer). */
async function seededDataDir(): Promise<string> {
  const dataDir = tempDir('live');
  const config = loadConfig({}, { NODE_ENV: 'test', LOG_LEVEL: 'silent', ...ENV, DATA_DIR: dataDir });
  const snapshot = inject('pgliteSnapshot');
  const database = await openDatabase(config, {
    pgliteSnapshot: snapshot ? new Blob([readFileSync(snapshot)]) : undefined,
  });
  await database.migrate();
  await database.close();
  return dataDir;
}

async function call(url: string, pathAndQuery: string, init: RequestInit = {}) {
  const response = await fetch(`${url}${pathAndQuery}`, init);
  return response;
}

async function postJson(url: string, route: string, body: unknown, cookie?: string) {
  return call(url, route, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

const cookieOf = (response: Response) => {
  const found = response.headers
    .getSetCookie()
    .find((c) => /^[^=]+=[^;]+/.test(c) && !c.startsWith('device'));
  if (!found) throw new Error('no session cookie');
  return found.split(';')[0] ?? '';
};

/** The code of the sign-up mail, which the server sends after its answer: asked for until it is there. */
async function codeMailedTo(url: string, email: string): Promise<string> {
  for (let i = 0; i < 500; i++) {
    const mails = (await (await call(url, `/dev/mail.json?to=${encodeURIComponent(email)}`)).json()) as {
      subject: string;
    }[];
    const code = /^(\d{4}) /.exec(mails[0]?.subject ?? '')?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no code mailed to ${email}`);
}

describe('backup and restore of the embedded database and media', () => {
  it('backs up a running server, restores into a fresh DATA_DIR, and the person signs in and gets their photo', async () => {
    const liveDir = await seededDataDir();
    const live = await server(liveDir);
    const email = `backup-${Date.now()}@example.test`;
    const password = 'correct horse battery';
    const registered = await postJson(live.url, '/signin', {
      data: { platform: 'Register', name: 'Ana', username: email, password, deviceid: 'web' },
    });
    expect(registered.status).toBe(200);
    const cookie = cookieOf(registered);
    const code = await codeMailedTo(live.url, email);
    expect((await postJson(live.url, '/api', { action: 'verifycode', data: { code } }, cookie)).status).toBe(
      200,
    );
    expect((await postJson(live.url, '/api', { action: 'accepttc', data: {} }, cookie)).status).toBe(200);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await makeJpeg())], { type: 'image/jpeg' }), 'me.jpg');
    const uploaded = await call(live.url, '/uploadprofileimage', {
      method: 'POST',
      body: form,
      headers: { cookie },
    });
    expect(uploaded.status).toBe(200);
    const { filename } = (await uploaded.json()) as { filename: string };
    const photoQuery = `/download?type=ProfileImage&file=${filename}`;
    const original = Buffer.from(
      await (await call(live.url, photoQuery, { headers: { cookie } })).arrayBuffer(),
    );
    expect(original.length).toBeGreaterThan(1000);

    // The backup runs inside the running server (its admin socket), while it keeps answering.
    const backupDir = path.join(tempDir('out'), 'nightly');
    const busy = Array.from({ length: 20 }, () => call(live.url, '/healthz').then((r) => r.status));
    const backupStarted = Date.now();
    const backup = await admin(liveDir, 'backup', backupDir);
    console.info(`admin backup took ${Date.now() - backupStarted} ms (with the CLI's own start)`);
    expect(await Promise.all(busy)).toEqual(Array(20).fill(200));
    expect(backup.status, backup.out).toBe(0);
    console.info(backup.out.trim());
    expect(backup.out).toMatch(/Backed up to .* 1 media files, secrets\.json included/);
    // Asked again into the same folder: refused, nothing overwritten.
    expect((await admin(liveDir, 'backup', backupDir)).status).toBe(1);
    // Restore is refused while the server runs on that DATA_DIR.
    const whileRunning = await admin(liveDir, 'restore', backupDir, '--force');
    expect(whileRunning.status).toBe(1);
    expect(whileRunning.out).toContain('A server is running on this DATA_DIR');
    await live.stop();

    const freshDir = tempDir('fresh');
    const restored = await admin(freshDir, 'restore', backupDir);
    expect(restored.status, restored.out).toBe(0);
    expect(restored.out).toContain('1 media files, secrets.json included');
    expect(readFileSync(path.join(freshDir, 'secrets.json'), 'utf8')).toBe(
      readFileSync(path.join(liveDir, 'secrets.json'), 'utf8'),
    );
    // A DATA_DIR that now holds data is refused without --force.
    const again = await admin(freshDir, 'restore', backupDir);
    expect(again.status).toBe(1);
    expect(again.out).toContain('DATA_DIR already holds data');

    const back = await server(freshDir);
    const signedIn = await postJson(back.url, '/signin', {
      data: { platform: 'Email', username: email, password, deviceid: 'web' },
    });
    expect(signedIn.status).toBe(200);
    const newCookie = cookieOf(signedIn);
    const photo = await call(back.url, photoQuery, { headers: { cookie: newCookie } });
    expect(photo.status).toBe(200);
    expect(Buffer.from(await photo.arrayBuffer()).equals(original)).toBe(true);
  }, 300_000);

  it('sends PostgreSQL to pg_dump and pg_restore instead', async () => {
    const config = loadConfig({}, { DATABASE_URL: 'postgres://rookery@127.0.0.1:1/rookery' });
    const answer = await restoreFromCli(config, ['/tmp/some-backup']);
    expect(answer.status).toBe(1);
    expect(answer.lines.join(' ')).toMatch(/PostgreSQL .*pg_restore/);
  });
});

describe('the deletion hold', () => {
  it('keeps files a backup may still copy until it is released, then deletes them', async () => {
    const dir = tempDir('hold');
    const held = holdableStorage(createFsStorage(dir));
    await held.storage.put('photos/u1/a.jpg', Buffer.from('a'), 'image/jpeg');
    await held.storage.put('photos/u2/b.jpg', Buffer.from('b'), 'image/jpeg');
    const release = held.hold();
    await held.storage.delete('photos/u1/a.jpg');
    await held.storage.deletePrefix('photos/u2/');
    expect(existsSync(path.join(dir, 'photos/u1/a.jpg'))).toBe(true);
    expect(existsSync(path.join(dir, 'photos/u2/b.jpg'))).toBe(true);
    await release();
    expect(existsSync(path.join(dir, 'photos/u1/a.jpg'))).toBe(false);
    expect(existsSync(path.join(dir, 'photos/u2'))).toBe(false);
    // Without a hold, deletion is immediate.
    await held.storage.put('photos/u3/c.jpg', Buffer.from('c'), 'image/jpeg');
    await held.storage.delete('photos/u3/c.jpg');
    expect(existsSync(path.join(dir, 'photos/u3/c.jpg'))).toBe(false);
  });
});
