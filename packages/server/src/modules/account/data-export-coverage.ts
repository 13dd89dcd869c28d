// Which tables hold personal data, and whether the data export reads each of them: a table with a column that names
// a person (a foreign key to users) must be read by data-export.repo.ts or be left out here with the reason, so a new
// table of a person's data cannot miss the export unnoticed (data-export-coverage.test.ts).
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';

/**
 * Tables holding personal data that the export leaves out, and why. The person asked for everything held about them:
 * each reason says where the same facts are in the export, or why the table cannot or must not be in it.
 */
export const LEFT_OUT_OF_EXPORT: Readonly<Record<string, string>> = {
  auth_code_locks:
    'a lock on sign-in codes after wrong guesses: its end and a count, no content; kept until it ends',
  auth_code_misses: 'wrong sign-in code guesses, counted for the lock: times only, deleted after 30 days',
  banned_identities:
    'only for a banned account, which cannot sign in to ask for an export; HMACs of the mailbox and sign-in ids',
  deck_cards:
    "the deck's copy of the profile and location fields, which the export has from profiles and locations",
  deck_positions: "the deck's copy of the last position, which the export has from user_locations",
  face_challenges:
    "a face check's random steps, kept two days; the consent given is in the export with the check (face_checks)",
  jobs: 'work queued for the person (pictures, mail): what it made is in the export (AI images); mails are not kept',
  presence:
    'when the person counts as offline again: a few minutes of state, renewed by the export request itself',
};

export interface TableFacts {
  /** The table's name in SQL. */
  name: string;
  /** The name of the table's object in its schema file. */
  exportName: string;
  /** Columns naming a person (foreign keys to users), or `id` for users itself; empty: not personal. */
  personColumns: string[];
}

/** The facts of every table of `schema` (the schema files' exports), people's tables found by `users`. */
export function tableFacts(schema: Record<string, unknown>, users: PgTable): TableFacts[] {
  return Object.entries(schema)
    .filter((entry): entry is [string, PgTable] => entry[1] instanceof PgTable)
    .map(([exportName, table]) => {
      const config = getTableConfig(table);
      const personColumns =
        table === users
          ? ['id']
          : config.foreignKeys
              .map((key) => key.reference())
              .filter((reference) => reference.foreignTable === users)
              .flatMap((reference) => reference.columns.map((column) => column.name));
      return { name: config.name, exportName, personColumns };
    });
}

/** Whether `source` (the export's SQL module) reads the table: by its schema object or by its SQL name. */
export function readsTable(source: string, table: TableFacts): boolean {
  return new RegExp(`\\b(${table.exportName}|${table.name})\\b`).test(source);
}

/**
 * Sentences for each table of a person's data that the export neither reads nor leaves out with a reason, and for
 * each reason that no longer fits (the table is gone, holds no personal data, or is read after all).
 */
export function coverageFindings(
  tables: readonly TableFacts[],
  source: string,
  leftOut: Readonly<Record<string, string>>,
): string[] {
  const findings: string[] = [];
  const byName = new Map(tables.map((table) => [table.name, table]));
  for (const table of tables) {
    if (table.personColumns.length === 0 || readsTable(source, table) || leftOut[table.name]) continue;
    findings.push(
      `${table.name} holds personal data (${table.personColumns.join(', ')}) and is in no section of the data ` +
        'export: read it in data-export.repo.ts, or add it to LEFT_OUT_OF_EXPORT with why',
    );
  }
  for (const name of Object.keys(leftOut)) {
    const table = byName.get(name);
    if (!table) findings.push(`LEFT_OUT_OF_EXPORT names ${name}, which is not a table`);
    else if (table.personColumns.length === 0)
      findings.push(`LEFT_OUT_OF_EXPORT names ${name}, which names no person`);
    else if (readsTable(source, table))
      findings.push(`LEFT_OUT_OF_EXPORT names ${name}, which the export reads`);
  }
  return findings;
}
