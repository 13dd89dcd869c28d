// Which feature writes which table (docs/ARCHITECTURE.md "Between features"): every drizzle insert/update/delete
// and raw `insert into` / `update … set` / `delete from` in modules/<feature>/, checked against the table's owner,
// the folder of the schema file that declares it (an update of users column by column). A write into another's
// table goes through the owner's public face.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isTestFile, lineAt, listSources, serverFeatureOf } from './import-graph.ts';

/**
 * The columns of the users row (SQL names, as in auth.schema.ts) that a feature other than auth updates; every column
 * not listed is auth's. Another feature's column is set through its owner's face.
 */
export const USERS_COLUMN_OWNERS: Readonly<Record<string, string>> = {
  name: 'settings',
  status: 'moderation',
  suspended_until: 'moderation',
  muted_until: 'moderation',
  inactivity_warned_at: 'account',
  pebbles: 'pebbles',
};

/** The column of an update whose set is not an object literal (a variable, a spread): no feature owns it. */
export const UNREAD_COLUMNS = '…';

export type WriteKind = 'insert' | 'update' | 'delete';

/** One SQL write found in a feature's file. */
export interface TableWrite {
  file: string;
  line: number;
  feature: string;
  kind: WriteKind;
  table: string;
  /** The column an update of users sets (one write per column), SQL name; UNREAD_COLUMNS when not readable. */
  column?: string;
  owner: string;
}

const SERVER = 'packages/server/src';
const MODULES = `${SERVER}/modules`;
/** The platform's own tables (mail outbox, jobs…): no feature may write them. */
const PLATFORM_SCHEMA = `${SERVER}/platform/db/platform.schema.ts`;
const SCHEMA_FILE = /\.schema\.ts$/;

/** One table as a schema file declares it. */
export interface SchemaTable {
  /** The TypeScript name drizzle code uses. */
  name: string;
  /** The SQL name raw SQL uses. */
  table: string;
  /** The file that declares it. */
  file: string;
  /** The feature whose folder holds that file, or `platform`. */
  owner: string;
}

/** The schema files: the platform's, and each feature's `modules/<f>/*.schema.ts`. */
export function schemaFiles(root: string): string[] {
  const files = [PLATFORM_SCHEMA];
  for (const feature of readdirSync(path.join(root, MODULES)).sort()) {
    const dir = `${MODULES}/${feature}`;
    let names: string[] = [];
    try {
      names = readdirSync(path.join(root, dir));
    } catch {
      continue;
    }
    files.push(...names.filter((name) => SCHEMA_FILE.test(name)).map((name) => `${dir}/${name}`));
  }
  return files;
}

const TABLE = /export const (\w+) = pgTable\(\s*'(\w+)'/g;

/** Every table of every schema file, with its owner: the folder it is declared in (or the platform). */
export function schemaTableList(root: string): SchemaTable[] {
  return schemaFiles(root).flatMap((file) =>
    [...readFileSync(path.join(root, file), 'utf8').matchAll(TABLE)].map((match) => ({
      name: match[1] ?? '',
      table: match[2] ?? '',
      file,
      owner: file === PLATFORM_SCHEMA ? 'platform' : (serverFeatureOf(file) ?? ''),
    })),
  );
}

/** The tables: the TypeScript name drizzle code uses → the SQL name raw SQL uses. */
export function schemaTables(root: string): Map<string, string> {
  return new Map(schemaTableList(root).map(({ name, table }) => [name, table]));
}

/** The owner of every table (SQL name → feature folder or `platform`), from where the table is declared. */
export function tableOwners(root: string): Record<string, string> {
  return Object.fromEntries(schemaTableList(root).map(({ table, owner }) => [table, owner]));
}

/** `pgTable(` outside a schema file: a table that would have no owner (tests and testing/ folders aside). */
export function tablesOutsideSchemaFiles(root: string): string[] {
  const sources: string[] = [];
  listSources(root, SERVER, sources);
  return sources.filter(
    (file) =>
      !SCHEMA_FILE.test(file) &&
      !isTestFile(file) &&
      /\bpgTable\(/.test(withoutComments(readFileSync(path.join(root, file), 'utf8'))),
  );
}

/** The columns of a schema table: the TypeScript key drizzle's `.set({ … })` uses → the SQL name. */
export function schemaColumns(root: string, table: string): Map<string, string> {
  const file = schemaTableList(root).find((found) => found.table === table)?.file;
  const text = file === undefined ? '' : readFileSync(path.join(root, file), 'utf8');
  const start = text.search(new RegExp(`pgTable\\(\\s*'${table}'\\s*,\\s*\\{`));
  const open = text.indexOf('{', start);
  const body = start < 0 ? '' : text.slice(open, pastBrackets(text, open));
  return new Map([...body.matchAll(/(\w+):\s*\w+\(\s*'(\w+)'/g)].map((m) => [m[1] ?? '', m[2] ?? '']));
}

/** Raw SQL: `insert into t`, `delete from t`, and `update t set` (or `update t as a set`, `update t a set`). */
const RAW_WRITE =
  /\b(?:insert\s+into|delete\s+from)\s+"?(\w+)"?|\bupdate\s+"?(\w+)"?\s+(?:(?:as\s+)?\w+\s+)?set\b/gi;

/** Comments are blanked (their newlines kept), so a commented-out statement is not a write. */
const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\/|(^|[^:'"`\w])\/\/[^\n]*/g, (found) => found.replace(/[^\n]/g, ' '));

const CLOSE: Readonly<Record<string, string>> = { '(': ')', '[': ']', '{': '}' };
const isQuote = (c: string) => c === "'" || c === '"' || c === '`';

/** The index just past the string or template literal opening at `at` (a template's `${…}` parts skipped whole). */
function pastLiteral(text: string, at: number): number {
  const quote = text[at];
  let i = at + 1;
  while (i < text.length && text[i] !== quote) {
    if (text[i] === '\\') i += 2;
    else if (quote === '`' && text.startsWith('${', i)) i = pastBrackets(text, i + 1);
    else i += 1;
  }
  return i + 1;
}

/** The index just past the bracket that closes the one at `at` (literals inside skipped). */
function pastBrackets(text: string, at: number): number {
  let depth = 0;
  for (let i = at; i < text.length; i++) {
    const c = text[i] ?? '';
    if (isQuote(c)) i = pastLiteral(text, i) - 1;
    else if (c in CLOSE) depth += 1;
    else if (Object.values(CLOSE).includes(c) && --depth === 0) return i + 1;
  }
  return text.length;
}

/**
 * Walks `text` from `start` (literals skipped) until `stop` matches outside brackets or a bracket opened before
 * `start` closes; calls `item` at the start, after each opening bracket and after each comma, with the brackets
 * open there ('' at the top, '({' inside an object in parentheses).
 */
function walkItems(
  text: string,
  start: number,
  stop: RegExp,
  item: (open: string, at: number) => void,
): void {
  let open = '';
  item(open, start);
  for (let i = start; i < text.length; i++) {
    const c = text[i] ?? '';
    stop.lastIndex = i;
    if (open === '' && stop.test(text)) return;
    if (isQuote(c)) i = pastLiteral(text, i) - 1;
    else if (c in CLOSE) {
      open += c;
      item(open, i + 1);
    } else if (Object.values(CLOSE).includes(c)) {
      if (open === '') return;
      open = open.slice(0, -1);
    } else if (c === ',') item(open, i + 1);
  }
}

/** The keys drizzle's `.set(…)` gives at `at` (just past its parenthesis), UNREAD_COLUMNS for a variable or spread. */
function drizzleSetKeys(text: string, at: number): string[] {
  const keys: string[] = [];
  let objects = 0;
  walkItems(text, at, /(?!)/y, (open, i) => {
    if (!/^\(*\{$/.test(open)) return;
    if (text[i - 1] === '{') objects += 1;
    const key = /\s*(\.{3})?\s*(\w+)/y;
    key.lastIndex = i;
    const found = key.exec(text);
    if (found) keys.push(found[1] ? UNREAD_COLUMNS : (found[2] ?? ''));
  });
  return objects === 0 ? [UNREAD_COLUMNS] : keys;
}

/** The columns a raw `update … set a = …, (b, c) = …` assigns, from `at` (just past `set`). */
function rawSetColumns(text: string, at: number): string[] {
  const columns: string[] = [];
  walkItems(text, at, /[`;]|(?<!\w)(?:from|where|returning)\b/iy, (open, i) => {
    const target = /\s*(?:"?(\w+)"?|\(([^)]*)\))\s*=/y;
    target.lastIndex = i;
    const found = open === '' ? target.exec(text) : null;
    if (found)
      columns.push(...(found[1] ?? found[2] ?? '').split(',').map((c) => c.trim().replace(/"/g, '')));
  });
  return columns.length === 0 ? [UNREAD_COLUMNS] : columns;
}

/**
 * Every write to a schema table by a feature's own code (tests and testing/ folders are fixtures, not features);
 * an update of users is one write per column it sets, owned by that column's owner.
 */
export function tableWrites(
  root: string,
  owners: Readonly<Record<string, string>> = tableOwners(root),
  usersColumnOwners: Readonly<Record<string, string>> = USERS_COLUMN_OWNERS,
): TableWrite[] {
  const tables = schemaTables(root);
  const sqlNames = new Set(tables.values());
  const userColumns = schemaColumns(root, 'users');
  const sources: string[] = [];
  listSources(root, MODULES, sources);
  // Tests and testing/ folders are fixtures, not features.
  const files = sources.filter((file) => !isTestFile(file));
  const writes: TableWrite[] = [];
  for (const file of files.sort()) {
    const feature = serverFeatureOf(file) ?? '';
    const text = withoutComments(readFileSync(path.join(root, file), 'utf8'));
    const found = (index: number, kind: WriteKind, table: string, columns: () => string[]) => {
      const line = lineAt(text, index);
      const owner = owners[table] ?? '(no owner)';
      if (table !== 'users' || kind !== 'update') writes.push({ file, line, feature, kind, table, owner });
      else {
        for (const column of new Set(columns())) {
          const columnOwner = column === UNREAD_COLUMNS ? '(nobody)' : (usersColumnOwners[column] ?? owner);
          writes.push({ file, line, feature, kind, table, column, owner: columnOwner });
        }
      }
    };
    for (const match of text.matchAll(/\.(insert|update|delete)\(\s*(\w+)\s*\)/g)) {
      const table = tables.get(match[2] ?? '');
      const after = match.index + match[0].length;
      const set = /\s*\.set\(/y;
      set.lastIndex = after;
      const keys = () =>
        set.test(text)
          ? drizzleSetKeys(text, set.lastIndex).map((key) => userColumns.get(key) ?? key)
          : [UNREAD_COLUMNS];
      if (table) found(match.index, match[1] as WriteKind, table, keys);
    }
    for (const match of text.matchAll(RAW_WRITE)) {
      const table = (match[1] ?? match[2] ?? '').toLowerCase();
      const kind = match[0].slice(0, 6).toLowerCase() as WriteKind;
      const columns = () => rawSetColumns(text, match.index + match[0].length).map((c) => c.toLowerCase());
      if (sqlNames.has(table)) found(match.index, kind, table, columns);
    }
  }
  return writes;
}

/** The writes into a table (or a users column) another feature, or the platform, owns. */
export const crossWrites = (writes: readonly TableWrite[]) =>
  writes.filter((write) => write.owner !== write.feature);
