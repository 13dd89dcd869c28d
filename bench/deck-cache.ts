// Seeded deck populations kept between bench runs (`--reuse` or DECK_BENCH_REUSE=1): seeding 100k people takes
// minutes, the query runs take seconds. A population is found by its size and a hash of the population script, and
// it records the hash of every migration it was built with. It is reused when those migrations are unchanged and
// still the first ones: the bench then applies only the newer migrations to it (so a new migration's backfill runs
// on a full population too); a changed migration or seed script seeds afresh.
// PGlite: the data folder as a tarball with a JSON note beside it, under the system's temporary folder.
// PostgreSQL: the database itself, named by the key, with the note as its comment, kept instead of dropped.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const migrationsFolder = path.resolve(import.meta.dirname, '../packages/server/drizzle');
export const CACHE_DIR = path.join(tmpdir(), 'rookery-deck-bench');

const sha = (data: string | Buffer) => createHash('sha256').update(data).digest('hex').slice(0, 12);

/** Migration file → hash of its text, in the order they apply. */
export type MigrationHashes = Record<string, string>;

export async function migrationHashes(): Promise<MigrationHashes> {
  const files = (await readdir(migrationsFolder)).filter((f) => f.endsWith('.sql')).sort();
  const hashes: MigrationHashes = {};
  for (const file of files) hashes[file] = sha(await readFile(path.join(migrationsFolder, file)));
  return hashes;
}

export async function populationKey(users: number): Promise<string> {
  return `${users}_${sha(await readFile(path.join(import.meta.dirname, 'deck-population.ts')))}`;
}

/** True when a population built with `recorded` can be brought up to `current` by applying the newer migrations. */
export function upgradable(recorded: MigrationHashes, current: MigrationHashes): boolean {
  const had = Object.keys(recorded);
  const now = Object.keys(current);
  return (
    had.length <= now.length && had.every((file, i) => now[i] === file && current[file] === recorded[file])
  );
}

function snapshotPath(key: string): string {
  return path.join(CACHE_DIR, `pglite-${key}.tar`);
}

export async function readPgliteSnapshot(
  key: string,
): Promise<{ snapshot: Blob; migrations: MigrationHashes } | undefined> {
  try {
    const migrations = JSON.parse(await readFile(`${snapshotPath(key)}.json`, 'utf8')) as MigrationHashes;
    return { snapshot: new Blob([await readFile(snapshotPath(key))]), migrations };
  } catch {
    return undefined;
  }
}

export async function writePgliteSnapshot(
  key: string,
  snapshot: Blob,
  migrations: MigrationHashes,
): Promise<void> {
  await mkdir(CACHE_DIR, { recursive: true });
  // Written aside and renamed, so an interrupted run never leaves half a snapshot under the real name.
  const partial = `${snapshotPath(key)}.partial`;
  await writeFile(partial, new Uint8Array(await snapshot.arrayBuffer()));
  await rename(partial, snapshotPath(key));
  await writeFile(`${snapshotPath(key)}.json`, JSON.stringify(migrations));
}

export function postgresName(key: string): string {
  return `rookery_deck_bench_${key}`;
}
