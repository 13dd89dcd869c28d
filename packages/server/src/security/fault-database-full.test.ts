// Fault injection: PostgreSQL's disk fills up under a running server. The table of Contact Us messages (`web_form_submissions`) is moved to
// a tablespace on a 1 MB tmpfs, then filled; a write into it must answer "Rookery is out of space" (507 with
// Retry-After) while reads go on answering 200 and /readyz says the disk is full. Needs DATABASE_URL pointing at a
// PostgreSQL on this machine, root (mount) and the `postgres` OS user; skips with a sentence otherwise.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ERROR_TEXT } from '@rookery/shared/api/envelope.ts';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { apiGet, apiPost } from '../modules/auth/testing/auth-test-kit.ts';
import { make } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

const url = process.env.DATABASE_URL;
const local = url ? ['127.0.0.1', 'localhost', '::1'].includes(new URL(url).hostname) : false;
const folder = mkdtempSync(path.join(tmpdir(), 'rookery-fault-dbfull-'));

/** A 1 MB tmpfs owned by postgres, or the reason there is none. */
function smallDisk(): string | null {
  if (!url) return 'needs DATABASE_URL';
  if (!local) return 'needs a PostgreSQL on this machine (its tablespace goes on a tmpfs here)';
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m,mode=0700', 'tmpfs', folder], { stdio: 'pipe' });
    execFileSync('chown', ['postgres:postgres', folder], { stdio: 'pipe' });
    return null;
  } catch (err) {
    return `a tmpfs for the tablespace cannot be made here (${String(err).split('\n')[0]})`;
  }
}
const skipReason = smallDisk();
const tablespace = `rookery_full_${path.basename(folder).replace(/\W/g, '_').toLowerCase()}`;

let server: TestServer | null = null;
afterAll(async () => {
  await server?.close();
  if (skipReason === null && url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop tablespace if exists ${tablespace}`).catch(() => {});
    await admin.end();
    execFileSync('umount', [folder]);
  }
  rmSync(folder, { recursive: true, force: true });
});

describe.skipIf(skipReason !== null)(`a full database disk (${skipReason ?? 'PostgreSQL'})`, () => {
  it('answers a write "out of space" while reads go on', { timeout: 180_000 }, async () => {
    server = await startTestServer();
    if (server.config.db.kind !== 'pg') throw new Error('expected PostgreSQL');
    const admin = new pg.Client({ connectionString: server.config.db.url });
    await admin.connect();
    await admin.query(`create tablespace ${tablespace} location '${folder}'`);
    await admin.query(`alter table web_form_submissions set tablespace ${tablespace}`);
    // Fill the rest from beside the server (the person's own writes are limited to a few a day): rows under 2 kB, which
    // PostgreSQL stores uncompressed, until the disk refuses one.
    await admin.query(`create table disk_filler (b text) tablespace ${tablespace}`);
    let full = false;
    for (let n = 0; n < 200 && !full; n += 1) {
      await admin
        .query(`insert into disk_filler select repeat(md5(g::text), 30) from generate_series(1, 100) g`)
        .catch((err: { code?: string }) => {
          if (err.code !== '53100') throw err;
          full = true;
        });
    }
    await admin.end();
    expect(full).toBe(true);

    const me = await make.account(server);
    const note = (n: number) => ({
      source: 'App',
      type: 'Technical issue',
      details: `${'x'.repeat(900)} ${n}`,
    });
    const refused = await apiPost(server, 'feedback', note(1), { cookie: me.cookie });
    const read = await apiGet(server, 'menudata', { cookie: me.cookie });
    const ready = await server.app.inject('/readyz');
    console.log(
      `fault-database-full: feedback ${refused.statusCode} ${refused.body}; ` +
        `menudata ${read.statusCode}; /readyz ${ready.statusCode} ${ready.body}`,
    );
    expect(refused.statusCode).toBe(507);
    expect(refused.json()).toMatchObject({ success: false, error: ERROR_TEXT.outOfSpace });
    expect(refused.headers['retry-after']).toBe('60');
    expect(read.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ database: 'up', disk: 'full' });
  });
});
