// Keys that must outlive a restart and be the same in every process on one data folder (the server, `npm run seed`,
// the admin CLI), for secrets the environment does not set: DATA_DIR/secrets.json, one random key per name, readable
// by its owner only. A key made at every start would, for LOCATION_SECRET, give everyone a new secret offset after
// each restart, and an attacker probing across restarts could average the offsets away (docs/SECURITY.md).
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

export const SECRETS_FILE = 'secrets.json';

/** The file exists but holds something other than keys; it is never overwritten, so the operator decides. */
export class SecretsFileError extends Error {}

/** A lock older than this was left by a process that died while adding a key; adding one takes microseconds. */
const STALE_LOCK_MS = 10_000;
const LOCK_WAIT_MS = 5_000;

type Keys = Record<string, string>;

/**
 * Keys made at start for a folder that cannot keep them (read-only, or not ours), one set per folder for the life
 * of the process, so every configuration this process loads agrees with the others.
 */
const madeAtStart = new Map<string, Keys>();

function newKey(): string {
  return randomBytes(32).toString('hex');
}

function errorCode(err: unknown): string | undefined {
  return (err as NodeJS.ErrnoException | undefined)?.code;
}

/** The keys in the file, or null when there is no file; other read errors are thrown. */
function readKeys(file: string): Keys | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    if (errorCode(err) === 'ENOENT') return null;
    throw err;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new SecretsFileError(
      `Rookery cannot start: ${file} is not valid JSON. Restore it, or delete it to make new keys (a new LOCATION_SECRET gives everyone a new location offset).`,
    );
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new SecretsFileError(`Rookery cannot start: ${file} must hold a JSON object of keys by name.`);
  }
  for (const [name, value] of Object.entries(parsed)) {
    if (typeof value !== 'string' || value.length < 32) {
      throw new SecretsFileError(
        `Rookery cannot start: ${name} in ${file} must be a string of at least 32 characters.`,
      );
    }
  }
  return parsed as Keys;
}

/** Writes a new file readable by its owner only, flushed to disk, under a name no other process uses. */
function writeTemp(file: string, keys: Keys): string {
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  const fd = openSync(temp, 'wx', 0o600);
  try {
    writeSync(fd, `${JSON.stringify(keys, null, 2)}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return temp;
}

/**
 * Creates the file with a key for every name. The complete temporary file is linked to the final name, which fails
 * if it exists: a process that loses the race reads the winner's keys, and nobody ever reads a half-written file.
 */
function createFile(file: string, names: readonly string[]): Keys {
  mkdirSync(path.dirname(file), { recursive: true });
  const keys = Object.fromEntries(names.map((name) => [name, newKey()]));
  const temp = writeTemp(file, keys);
  try {
    linkSync(temp, file);
    return keys;
  } catch (err) {
    if (errorCode(err) !== 'EEXIST') throw err;
    const theirs = readKeys(file);
    if (theirs === null) throw err;
    return theirs;
  } finally {
    rmSync(temp, { force: true });
  }
}

const sleeper = new Int32Array(new SharedArrayBuffer(4));

/** Runs `work` holding `<file>.lock`, created exclusively; waits a little while another process holds it. */
function withLock<T>(file: string, work: () => T): T {
  const lock = `${file}.lock`;
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      closeSync(openSync(lock, 'wx', 0o600));
      break;
    } catch (err) {
      if (errorCode(err) !== 'EEXIST') throw err;
    }
    try {
      if (Date.now() - statSync(lock).mtimeMs > STALE_LOCK_MS) rmSync(lock, { force: true });
    } catch (err) {
      if (errorCode(err) !== 'ENOENT') throw err;
    }
    if (Date.now() > deadline) throw new Error(`${lock} is held by another process`);
    Atomics.wait(sleeper, 0, 0, 20);
  }
  try {
    return work();
  } finally {
    rmSync(lock, { force: true });
  }
}

/**
 * Adds keys for names the file lacks (a file from a version with fewer secrets). Under the lock, the file is read
 * again and replaced whole by rename, so two processes adding the same name end with one key.
 */
function addMissing(file: string, names: readonly string[]): Keys {
  return withLock(file, () => {
    const current = readKeys(file) ?? {};
    const missing = names.filter((name) => current[name] === undefined);
    if (missing.length === 0) return current;
    const merged = { ...current, ...Object.fromEntries(missing.map((name) => [name, newKey()])) };
    const temp = writeTemp(file, merged);
    try {
      renameSync(temp, file);
    } catch (err) {
      rmSync(temp, { force: true });
      throw err;
    }
    return merged;
  });
}

/**
 * One key per name, kept in `<dataDir>/secrets.json` (created on first need, the folder too). When the folder
 * cannot keep them, keys made at start stand in (as before this file existed): fine for one development server,
 * and never a reason not to start. A file that holds something other than keys stops the start
 * (SecretsFileError) rather than being replaced, as replacing it would change every key.
 */
export function persistedSecrets<N extends string>(dataDir: string, names: readonly N[]): Record<N, string> {
  const file = path.join(path.resolve(dataDir), SECRETS_FILE);
  let kept: Keys = {};
  try {
    kept = readKeys(file) ?? createFile(file, names);
    if (names.some((name) => kept[name] === undefined)) kept = addMissing(file, names);
  } catch (err) {
    if (err instanceof SecretsFileError) throw err;
  }
  const fallback = madeAtStart.get(file) ?? {};
  const keys = {} as Record<N, string>;
  for (const name of names) {
    const key = kept[name] ?? fallback[name] ?? newKey();
    if (kept[name] === undefined) fallback[name] = key;
    keys[name] = key;
  }
  if (Object.keys(fallback).length > 0) madeAtStart.set(file, fallback);
  return keys;
}
