// Seeds a population into an open, migrated database: people in batches (seed-people, seed-relations,
// seed-writer), the shared placeholder pictures, statistics at the end, and a summary. Used by `npm run seed`
// (main.ts) and by tests.
import { sql } from 'drizzle-orm';
import { hashPassword } from '../modules/auth/auth.public.ts';
import type { Db } from '../platform/db/db-client.ts';
import type { Storage } from '../platform/storage/storage.ts';
import { setDeckTriggers } from './seed-deck-copy.ts';
import { SeedError } from './seed-error.ts';
import { writePlaceholders } from './seed-media.ts';
import { SEED_EMAIL_DOMAIN, SEED_PASSWORD, type SeedPerson, seedPerson } from './seed-people.ts';
import { createRandom } from './seed-random.ts';
import { createRelations, emptyRelations } from './seed-relations.ts';
import { loadTowns } from './seed-towns.ts';
import { AI_IMAGE_PROMPTS } from './seed-words.ts';
import { type TriggerMode, triggerModeOf, writeBatch } from './seed-writer.ts';

export interface SeedOptions {
  users: number;
  seed: number;
  /** Remove earlier seeded people first (only them: other accounts stay). */
  fresh: boolean;
  /** ISO country codes whose towns people live in; empty for the whole world. */
  countries: string[];
  batchSize?: number;
  /** How batches turn the deck's triggers off; by default `replica` when the role may (seed-writer.ts). */
  triggerMode?: TriggerMode;
}

export interface SeedProgress {
  done: number;
  total: number;
  phase: 'people' | 'statistics';
}

export interface SeedSummary {
  people: number;
  seconds: number;
  /** This process's CPU time: with PGlite (in this process) the database's too, whatever else the machine runs. */
  cpuSeconds: number;
  removed: number;
  /** Rows per table after the run. */
  counts: Record<string, number>;
  exampleEmail: string;
  password: string;
}

export const SEED_TABLES = [
  'users',
  'profiles',
  'user_settings',
  'user_locations',
  'deck_positions',
  'ai_images',
  'private_photos',
  'pebble_ledger',
  'decisions',
  'matches',
  'notifications',
  'chat_messages',
  'chat_reads',
] as const;

/** People made between two looks at the event loop while a batch is written. */
const YIELD_EVERY = 250;

const seededEmail = `%@${SEED_EMAIL_DOMAIN}`;

function firstRow<T>(result: unknown): T {
  return (result as { rows: T[] }).rows[0] as T;
}

async function countSeeded(db: Db): Promise<number> {
  const row = firstRow<{ n: number | string }>(
    await db.execute(sql`select count(*) as n from users where email like ${seededEmail}`),
  );
  return Number(row.n);
}

/** Deletes earlier seeded people and everything of theirs; the deck triggers stay off meanwhile (cascades). */
async function removeSeeded(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const statement of setDeckTriggers(false)) await tx.execute(statement);
    const seeded = sql`(select id from users where email like ${seededEmail})`;
    // Matches first: their chats go with them by room, rather than by sender one person at a time.
    await tx.execute(sql`delete from matches where user_a in ${seeded} or user_b in ${seeded}`);
    await tx.execute(sql`delete from users where email like ${seededEmail}`);
    for (const statement of setDeckTriggers(true)) await tx.execute(statement);
  });
}

export async function countRows(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of SEED_TABLES) {
    const row = firstRow<{ n: number | string }>(
      await db.execute(sql.raw(`select count(*) as n from ${table}`)),
    );
    counts[table] = Number(row.n);
  }
  return counts;
}

export async function seedPopulation(
  db: Db,
  storage: Storage,
  options: SeedOptions,
  onProgress: (progress: SeedProgress) => void = () => {},
): Promise<SeedSummary> {
  const started = performance.now();
  const cpuAtStart = process.cpuUsage();
  // First what can refuse (unknown countries), so that a mistake leaves the database and storage untouched.
  const towns = await loadTowns(options.countries);
  const existing = await countSeeded(db);
  if (existing > 0 && !options.fresh) {
    throw new SeedError(
      `The database already holds ${existing.toLocaleString('en')} seeded people; add --fresh to replace them.`,
    );
  }
  if (existing > 0) await removeSeeded(db);

  const [passwordHash, placeholders, mode] = await Promise.all([
    hashPassword(SEED_PASSWORD),
    writePlaceholders(storage),
    options.triggerMode ?? triggerModeOf(db),
  ]);
  const shared = { passwordHash, ...placeholders, aiDescriptions: AI_IMAGE_PROMPTS };
  const r = createRandom(options.seed);
  const now = new Date();
  const relations = createRelations(r, now);
  const batchSize = options.batchSize ?? 10_000;
  let exampleEmail = '';
  onProgress({ done: 0, total: options.users, phase: 'people' });
  // The next batch is made while the database writes the last one: on PostgreSQL the two run on different cores.
  let writing: Promise<void> = Promise.resolve();
  for (let start = 0; start < options.users; start += batchSize) {
    const people: SeedPerson[] = [];
    const batchRelations = emptyRelations();
    for (let n = start + 1; n <= Math.min(options.users, start + batchSize); n++) {
      const person = await seedPerson(r, n, towns, now);
      relations.of(person, batchRelations);
      people.push(person);
      // Lets the driver send the write's next statement as soon as the previous one returns.
      if (n % YIELD_EVERY === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    exampleEmail ||= people[0]?.email ?? '';
    await writing;
    writing = writeBatch(db, mode, people, batchRelations, shared).then(() =>
      onProgress({ done: start + people.length, total: options.users, phase: 'people' }),
    );
    // Awaited above or below; this only keeps a failure from counting as unhandled while the next batch is made.
    writing.catch(() => {});
  }
  await writing;
  // What autovacuum would do after a bulk load: statistics for the planner and the visibility map for
  // index-only scans (the deck reads only its index), before anyone measures a query.
  onProgress({ done: options.users, total: options.users, phase: 'statistics' });
  await db.execute(sql.raw(`vacuum analyze ${SEED_TABLES.join(', ')}`));
  return {
    people: options.users,
    seconds: (performance.now() - started) / 1000,
    cpuSeconds: ((cpu) => (cpu.user + cpu.system) / 1e6)(process.cpuUsage(cpuAtStart)),
    removed: existing,
    counts: await countRows(db),
    exampleEmail,
    password: SEED_PASSWORD,
  };
}
