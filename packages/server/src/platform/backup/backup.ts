// Backups of the embedded setup (PGlite in DATA_DIR/db, media in DATA_DIR/media, keys in DATA_DIR/secrets.json):
// `npm run admin -- backup <folder>` and `restore <folder>`. The snapshot is consistent while the server runs:
// media deletions are held (deletion-hold.ts), then the database is dumped in one piece (PGlite's dumpDataDir runs
// while no query can, after a CHECKPOINT), then the media folder is copied, then the deletions are let through.
// So every file the dump names is in the copy (files are written once under new names); files newer than the
// dump may be in it too, unnamed and harmless. secrets.json goes with it: codes, link tokens, location offsets and
// ban hashes are keyed by it, and a restored database under other keys would not match them.
import { cp, mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { privateTree } from '../data-dir/private-data-dir.ts';
import type { Database } from '../db/db-client.ts';
import { SECRETS_FILE } from '../secrets/persisted-secrets.ts';

export const BACKUP_MANIFEST = 'rookery-backup.json';
const DB_FILE = 'db.tar';

export interface BackupSource {
  dataDir: string;
  database: Database;
  /** The media folder, or null when media live in an S3 bucket (not part of this backup). */
  mediaDir: string | null;
  /** Holds media deletions until the returned function runs. */
  holdDeletions(): () => Promise<void>;
}

export interface BackupSummary {
  folder: string;
  dbBytes: number;
  mediaFiles: number;
  secrets: boolean;
  ms: number;
}

/** A folder that does not exist or is empty (no backup is ever written over something). */
async function emptyOrMissing(folder: string): Promise<boolean> {
  try {
    return (await readdir(folder)).length === 0;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw err;
  }
}

/** Media files in a folder tree, the writer's temporary dot-files left out. */
async function countFiles(folder: string): Promise<number> {
  let n = 0;
  let entries: import('node:fs').Dirent[];
  try {
    entries = await readdir(folder, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    if (entry.isDirectory()) n += await countFiles(path.join(folder, entry.name));
    else if (entry.isFile()) n += 1;
  }
  return n;
}

const notTemporary = (source: string) => !path.basename(source).startsWith('.');

export class BackupRefused extends Error {}

export async function takeBackup(source: BackupSource, folder: string): Promise<BackupSummary> {
  const began = Date.now();
  if (source.database.kind !== 'pglite') {
    throw new BackupRefused(
      'This server keeps its data in PostgreSQL (DATABASE_URL): back it up with pg_dump, or the provider’s ' +
        'snapshots and point-in-time recovery; see docs/OPERATIONS.md "Backups".',
    );
  }
  if (!(await emptyOrMissing(folder))) {
    throw new BackupRefused(`${folder} is not empty: give a new folder for the backup.`);
  }
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const release = source.holdDeletions();
  let dbBytes = 0;
  let mediaFiles = 0;
  try {
    // The pages on disk brought up to date first, so the copy needs no recovery when it is opened.
    await source.database.db.execute(sql`checkpoint`);
    const dump = await source.database.dumpPglite();
    const bytes = Buffer.from(await dump.arrayBuffer());
    dbBytes = bytes.length;
    await writeFile(path.join(folder, DB_FILE), bytes, { mode: 0o600 });
    if (source.mediaDir) {
      await cp(source.mediaDir, path.join(folder, 'media'), { recursive: true, filter: notTemporary }).catch(
        (err: NodeJS.ErrnoException) => {
          if (err.code !== 'ENOENT') throw err;
        },
      );
      mediaFiles = await countFiles(path.join(folder, 'media'));
    }
  } finally {
    await release();
  }
  const secretsFile = path.join(source.dataDir, SECRETS_FILE);
  const secrets = await stat(secretsFile).then(
    () => true,
    () => false,
  );
  if (secrets) await cp(secretsFile, path.join(folder, SECRETS_FILE));
  const manifest = {
    kind: 'rookery-embedded-backup',
    version: 1,
    created: new Date().toISOString(),
    database: DB_FILE,
    media: source.mediaDir ? 'media' : null,
    mediaFiles,
    secrets,
  };
  await writeFile(path.join(folder, BACKUP_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, {
    mode: 0o600,
  });
  privateTree(folder);
  return { folder, dbBytes, mediaFiles, secrets, ms: Date.now() - began };
}

export interface RestoreTarget {
  dataDir: string;
  /** Where PGlite keeps the database (DATA_DIR/db). */
  dbDir: string;
  /** The media folder, or null with S3 (the backup's media are then not restored). */
  mediaDir: string | null;
}

export interface RestoreSummary {
  mediaFiles: number;
  secrets: boolean;
  /** Where --force moved what was in DATA_DIR before, if anything. */
  setAside: string | null;
}

/** What a restore would replace in DATA_DIR (an empty folder, or one with only the admin socket, has nothing). */
async function occupied(target: RestoreTarget): Promise<string[]> {
  const candidates = [target.dbDir, target.mediaDir, path.join(target.dataDir, SECRETS_FILE)];
  const found: string[] = [];
  for (const item of candidates) {
    if (!item) continue;
    const info = await stat(item).catch(() => null);
    if (!info) continue;
    if (info.isDirectory() && (await emptyOrMissing(item))) continue;
    found.push(item);
  }
  return found;
}

export async function restoreBackup(
  folder: string,
  target: RestoreTarget,
  force: boolean,
): Promise<RestoreSummary> {
  const manifestText = await readFile(path.join(folder, BACKUP_MANIFEST), 'utf8').catch(() => null);
  if (!manifestText) throw new BackupRefused(`${folder} is not a Rookery backup (no ${BACKUP_MANIFEST}).`);
  const manifest = JSON.parse(manifestText) as { kind?: string; media?: string | null; secrets?: boolean };
  if (manifest.kind !== 'rookery-embedded-backup') {
    throw new BackupRefused(`${folder} is not a Rookery backup of the embedded database.`);
  }
  const existing = await occupied(target);
  let setAside: string | null = null;
  if (existing.length > 0) {
    if (!force) {
      throw new BackupRefused(
        `DATA_DIR already holds data (${existing.map((e) => path.basename(e)).join(', ')}): restore into an empty ` +
          'DATA_DIR, or add --force to move it aside first.',
      );
    }
    setAside = path.join(target.dataDir, `before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`);
    await mkdir(setAside, { recursive: true, mode: 0o700 });
    for (const item of existing) await rename(item, path.join(setAside, path.basename(item)));
  }
  await mkdir(target.dataDir, { recursive: true, mode: 0o700 });
  // PGlite unpacks the dump into the empty folder and opens it once, as a server would.
  const dump = new Blob([await readFile(path.join(folder, DB_FILE))]);
  const db = new PGlite(target.dbDir, { loadDataDir: dump });
  await db.waitReady;
  await db.query('select 1');
  await db.close();
  let mediaFiles = 0;
  if (manifest.media && target.mediaDir) {
    await cp(path.join(folder, manifest.media), target.mediaDir, { recursive: true, filter: notTemporary });
    mediaFiles = await countFiles(target.mediaDir);
  }
  const secrets = manifest.secrets === true;
  if (secrets) await cp(path.join(folder, SECRETS_FILE), path.join(target.dataDir, SECRETS_FILE));
  privateTree(target.dataDir);
  return { mediaFiles, secrets, setAside };
}
