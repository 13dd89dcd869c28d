// DATA_DIR and everything in it belong to the server's user alone: the database files, media, the kept
// secrets and the admin socket. Every entry point (main.ts, `npm run admin`, `npm run seed`) calls this before it
// loads the configuration, so files that libraries make (PGlite's, sharp's) are private from their first byte.
import { chmodSync, type Dirent, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** New files 0600 and folders 0700, whoever in this process makes them. */
export const PRIVATE_UMASK = 0o077;

/** Folders whose whole tree is put right at start; media may hold millions of files, so only its first level is. */
const WALKED = new Set(['db']);
const FIRST_LEVEL = new Set(['media']);

function fix(file: string, entry: Dirent): void {
  if (entry.isSymbolicLink()) return;
  try {
    chmodSync(file, entry.isDirectory() ? 0o700 : 0o600);
  } catch (err) {
    // Gone meanwhile (a lock file, a temporary file): nothing to put right.
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
}

/** Puts right every entry under `dir`; `depth` levels below it, or all when null. */
function walk(dir: string, depth: number | null): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    // The admin socket is a socket: chmod works on it like on a file.
    fix(file, entry);
    if (!entry.isDirectory() || depth === 0) continue;
    walk(file, depth === null ? null : depth - 1);
  }
}

/**
 * Everything under `dir` 0600/0700. PGlite needs it after it opens a folder: emscripten writes the initial database
 * with an explicit chmod to 0666, which no umask can stop (files PostgreSQL makes later follow the umask).
 */
export function privateTree(dir: string): void {
  chmodSync(dir, 0o700);
  walk(dir, null);
}

/** Sets this process's umask; call first thing in an entry point. */
export function privateUmask(): void {
  process.umask(PRIVATE_UMASK);
}

/**
 * Makes the folder (0700) or puts an existing one right: the folder itself, each entry at its top (db/, media/,
 * secrets.json), everything under db/ and the first level of media/. Media files deeper down were made 0644 by older
 * versions; a 0700 DATA_DIR already keeps others out of them, and walking millions of files at every start is not
 * worth it.
 */
export function privateDataDir(dataDir: string): void {
  privateUmask();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
  for (const entry of readdirSync(dataDir, { withFileTypes: true })) {
    const file = path.join(dataDir, entry.name);
    fix(file, entry);
    if (!entry.isDirectory()) continue;
    if (WALKED.has(entry.name)) walk(file, null);
    else if (FIRST_LEVEL.has(entry.name)) walk(file, 0);
  }
}
