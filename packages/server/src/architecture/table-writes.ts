// Which feature writes which table (docs/ARCHITECTURE.md "Between features"): every drizzle insert/update/delete
// and raw `insert into` / `update … set` / `delete from` in modules/<feature>/, checked against the owners below.
// A write into another's table goes through the owner's public face (a function taking the caller's transaction).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The owner of every table of platform/db/schema.ts: the feature (modules/<name>) whose SQL alone may write it,
 * or `platform` for tables platform/ writes (no feature may). A table missing here fails the test, so a new table
 * gets an owner when it is added.
 */
export const TABLE_OWNERS: Readonly<Record<string, string>> = {
  // The person's row: auth creates it (sign-up) and deletes it (for account deletion); its columns are kept by the
  // features they belong to (SHARED_ROW_TABLES), which update them.
  users: 'auth',
  sessions: 'auth',
  user_identities: 'auth',
  signin_guard: 'auth',
  auth_codes: 'auth',
  auth_code_misses: 'auth',
  auth_code_locks: 'auth',
  auth_mailbox_misses: 'auth',
  auth_mailbox_locks: 'auth',
  auth_decoy_codes: 'auth',
  deleted_accounts: 'account',
  pebble_ledger: 'pebbles',
  web_form_submissions: 'webforms',
  user_locations: 'location',
  profiles: 'profile',
  ai_images: 'images',
  private_photos: 'media',
  voice_recordings: 'media',
  deck_positions: 'deck',
  decisions: 'deck',
  deck_cards: 'deck',
  flips: 'deck',
  matches: 'chat',
  hidden_pairs: 'safety',
  notifications: 'notifications',
  user_settings: 'settings',
  presence: 'alerts',
  chat_messages: 'chat',
  chat_reads: 'chat',
  chat_dates: 'dates',
  trusted_contacts: 'date-safety',
  date_checkins: 'date-safety',
  reports: 'moderation',
  moderation_actions: 'moderation',
  banned_identities: 'moderation',
  moderators: 'moderation',
  moderator_sessions: 'moderation',
  moderation_views: 'moderation',
  push_subscriptions: 'push',
  mail_outbox: 'platform',
  captcha_spent: 'platform',
  jobs: 'platform',
  scheduled_runs: 'platform',
};

/**
 * Tables whose one row per person carries columns of several features: any feature may update its own columns
 * there (pebbles' balance, moderation's standing, settings' name, the account's inactivity warning); inserting and
 * deleting rows stays the owner's.
 */
export const SHARED_ROW_TABLES: ReadonlySet<string> = new Set(['users']);

export type WriteKind = 'insert' | 'update' | 'delete';

/** One SQL write found in a feature's file. */
export interface TableWrite {
  file: string;
  line: number;
  feature: string;
  kind: WriteKind;
  table: string;
  owner: string;
}

const SCHEMA = 'packages/server/src/platform/db/schema.ts';
const MODULES = 'packages/server/src/modules';

/** The schema's tables: the TypeScript name drizzle code uses → the SQL name raw SQL uses. */
export function schemaTables(root: string): Map<string, string> {
  const text = readFileSync(path.join(root, SCHEMA), 'utf8');
  const tables = new Map<string, string>();
  for (const match of text.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)) {
    tables.set(match[1] ?? '', match[2] ?? '');
  }
  return tables;
}

function featureFiles(root: string, dir: string, out: string[]): void {
  for (const name of readdirSync(path.join(root, dir))) {
    const rel = `${dir}/${name}`;
    if (statSync(path.join(root, rel)).isDirectory()) {
      if (name !== 'testing') featureFiles(root, rel, out);
    } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(rel);
  }
}

/** Raw SQL: `insert into t`, `delete from t`, and `update t set` (or `update t as a set`, `update t a set`). */
const RAW_WRITE =
  /\b(?:insert\s+into|delete\s+from)\s+"?(\w+)"?|\bupdate\s+"?(\w+)"?\s+(?:(?:as\s+)?\w+\s+)?set\b/gi;

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** Comments are blanked (their newlines kept), so a commented-out statement is not a write. */
const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\/|(^|[^:'"`\w])\/\/[^\n]*/g, (found) => found.replace(/[^\n]/g, ' '));

/** Every write to a schema table by a feature's own code (tests and testing/ folders are fixtures, not features). */
export function tableWrites(
  root: string,
  owners: Readonly<Record<string, string>> = TABLE_OWNERS,
): TableWrite[] {
  const tables = schemaTables(root);
  const sqlNames = new Set(tables.values());
  const files: string[] = [];
  featureFiles(root, MODULES, files);
  const writes: TableWrite[] = [];
  for (const file of files.sort()) {
    const feature = file.slice(MODULES.length + 1).split('/')[0] ?? '';
    const text = withoutComments(readFileSync(path.join(root, file), 'utf8'));
    const found = (index: number, kind: WriteKind, table: string) =>
      writes.push({
        file,
        line: lineOf(text, index),
        feature,
        kind,
        table,
        owner: owners[table] ?? '(no owner)',
      });
    for (const match of text.matchAll(/\.(insert|update|delete)\(\s*(\w+)\s*\)/g)) {
      const table = tables.get(match[2] ?? '');
      if (table) found(match.index, match[1] as WriteKind, table);
    }
    for (const match of text.matchAll(RAW_WRITE)) {
      const table = (match[1] ?? match[2] ?? '').toLowerCase();
      const kind = match[0].slice(0, 6).toLowerCase() as WriteKind;
      if (sqlNames.has(table)) found(match.index, kind, table);
    }
  }
  return writes;
}

/** The writes into a table another feature (or the platform) owns; a shared row's columns may be updated by any. */
export const crossWrites = (writes: readonly TableWrite[]) =>
  writes.filter(
    (write) =>
      write.owner !== write.feature && !(write.kind === 'update' && SHARED_ROW_TABLES.has(write.table)),
  );
