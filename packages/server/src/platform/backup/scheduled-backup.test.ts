// The scheduled PostgreSQL backup of the production topology (deploy/backup.sh, compose's `backup` service, issue
// 32), run for real against DATABASE_URL's PostgreSQL: a server's database with a person in it is dumped, the dump
// restores into an empty database with the person there, only the newest BACKUP_KEEP dumps stay, and a failed run
// (the database away) leaves no half-written file and keeps every older dump. Runs only with DATABASE_URL and
// pg_dump (.ci/run has both).
import { execFile, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { make } from '../../testing/factories.ts';
import { freshPostgres } from '../../testing/fresh-postgres.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../../..');
const script = path.join(repoRoot, 'deploy/backup.sh');
const { DATABASE_URL } = process.env;
const hasTools = spawnSync('sh', ['-c', 'command -v pg_dump && command -v pg_restore']).status === 0;

function backup(env: Record<string, string>): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile('sh', [script], { env: { ...process.env, BACKUP_ONCE: '1', ...env } }, (err, stdout, stderr) => {
      resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, output: stdout + stderr });
    });
  });
}

const dumps = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.dump'))
    .sort();

describe.skipIf(!DATABASE_URL || !hasTools)('the scheduled PostgreSQL backup (deploy/backup.sh)', () => {
  let server: TestServer;
  let databaseUrl = '';
  let dir = '';
  const drops: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    if (server.config.db.kind !== 'pg') throw new Error('expected PostgreSQL');
    databaseUrl = server.config.db.url;
    dir = mkdtempSync(path.join(tmpdir(), 'rookery-scheduled-backup-'));
  }, 120_000);

  afterAll(async () => {
    for (const drop of drops) await drop().catch(() => {});
    await server?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('dumps the live database, and the dump restores with the person in it', async () => {
    const person = await make.person(server, { displayName: 'Backed Up' });
    const run = await backup({ DATABASE_URL: databaseUrl, BACKUP_DIR: dir });
    expect(run.code, run.output).toBe(0);
    const [dump] = dumps(dir);
    expect(dump).toMatch(/^rookery-\d{8}T\d{6}Z\.dump$/);
    expect(readdirSync(dir).filter((name) => name.endsWith('.partial'))).toEqual([]);
    expect(readFileSync(path.join(dir, 'last-success'), 'utf8')).toMatch(/^\d{4}-\d\d-\d\dT/);

    const target = await freshPostgres(DATABASE_URL as string, 'rookery_restore');
    drops.push(target.drop);
    const restore = spawnSync(
      'pg_restore',
      ['--no-owner', `--dbname=${target.url}`, path.join(dir, dump ?? '')],
      {
        encoding: 'utf8',
      },
    );
    expect(restore.status, restore.stderr).toBe(0);
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    const found = await client
      .query('select display_name from profiles where user_id = $1', [person.id])
      .finally(() => client.end());
    expect(found.rows).toEqual([{ display_name: 'Backed Up' }]);
  }, 120_000);

  it('keeps the newest BACKUP_KEEP dumps', async () => {
    const kept = path.join(dir, 'kept');
    mkdirSync(kept);
    for (const old of ['rookery-20260101T000000Z.dump', 'rookery-20260102T000000Z.dump']) {
      writeFileSync(path.join(kept, old), 'an older dump');
    }
    const run = await backup({ DATABASE_URL: databaseUrl, BACKUP_DIR: kept, BACKUP_KEEP: '2' });
    expect(run.code, run.output).toBe(0);
    const left = dumps(kept);
    expect(left).toHaveLength(2);
    expect(left[0]).toBe('rookery-20260102T000000Z.dump');
    expect(left[1]).not.toMatch(/^rookery-2026010/);
  }, 120_000);

  it('a failed run (the database away) leaves no half-written file and every older dump', async () => {
    const failing = path.join(dir, 'failing');
    mkdirSync(failing);
    writeFileSync(path.join(failing, 'rookery-20260101T000000Z.dump'), 'an older dump');
    const away = new URL(databaseUrl);
    away.port = '1';
    const run = await backup({ DATABASE_URL: away.toString(), BACKUP_DIR: failing, BACKUP_KEEP: '1' });
    expect(run.code).not.toBe(0);
    expect(run.output).toMatch(/pg_dump failed; the older dumps are kept/);
    expect(readdirSync(failing).sort()).toEqual(['rookery-20260101T000000Z.dump']);
    expect(existsSync(path.join(failing, 'last-success'))).toBe(false);
  }, 120_000);
});
