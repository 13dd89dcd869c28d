// Password hashing: argon2id with the OWASP parameters of RULES.md "Stack" (19 MiB, 2 passes, 1 lane), a few at a
// time on libuv's thread pool, the rest waiting here, where a process that exits can drop them (see `hashing` below).
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { type Algorithm, hash, parseOptions, verify } from '@node-rs/argon2';

const ARGON2ID = 2 as Algorithm; // a const enum in the typings, which isolated modules cannot read

export const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * Hashes on the thread pool at once; the others wait in this process's memory. Work handed to libuv's pool cannot be
 * taken back: at exit, Node joins the pool's threads, so a burst of sign-ins queued there kept an exiting server in a
 * futex wait until every hash was done (security/fault-sigterm.test.ts). A short pool queue also leaves
 * threads for file and DNS work.
 */
const HASH_SLOTS = Math.max(2, Math.min(4, availableParallelism()));
let hashing = 0;
const waiting: (() => void)[] = [];

/** Runs `work` in a slot; a finished one hands its slot straight to the longest waiting, so none is ever over. */
async function inSlot<T>(work: () => Promise<T>): Promise<T> {
  if (hashing < HASH_SLOTS) hashing += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else hashing -= 1;
  }
}

export function hashPassword(password: string): Promise<string> {
  return inSlot(() => hash(password, ARGON2_OPTIONS));
}

let dummy: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (no such account, or one that signs in through
 * Google or Facebook) it checks against a throwaway hash instead, so that every answer costs the same time
 * and nobody can tell from the clock whether an address has an account.
 */
export async function checkPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummy ??= hashPassword(randomBytes(16).toString('base64url'));
    const throwaway = await dummy;
    await inSlot(() => verify(throwaway, password)).catch(() => false);
    return false;
  }
  return inSlot(() => verify(stored, password)).catch(() => false);
}

/** True when a stored hash was made with other parameters than today's, so it is redone at the next sign-in. */
export function needsRehash(stored: string): boolean {
  try {
    const used = parseOptions(stored);
    return (
      used.algorithm !== ARGON2_OPTIONS.algorithm ||
      used.memoryCost !== ARGON2_OPTIONS.memoryCost ||
      used.timeCost !== ARGON2_OPTIONS.timeCost ||
      used.parallelism !== ARGON2_OPTIONS.parallelism
    );
  } catch {
    return true;
  }
}
