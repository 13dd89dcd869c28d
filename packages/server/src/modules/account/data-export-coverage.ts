// Which tables hold personal data, and whether the data export gives each of them: a table with a column that names
// a person (a foreign key to users) must be in a section of the feature that owns it (a section's `tables`,
// platform/feature/export-section.ts) or be left out here with the reason, so a new table of a person's data cannot
// miss the export unnoticed (data-export-coverage.test.ts).
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { RegisteredSection } from '../../platform/feature/export-section.ts';

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
  hidden_pairs:
    'who never sees whom again after an unmatch, report or block: each ends a match, whose end and its reason the ' +
    "export gives (matches' ended_at and ended_reason; reports_filed for reports); the row names the other person " +
    'by id, which the export never does',
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

/** A section as the coverage sees it: its key, its feature and the SQL names of the tables it gives. */
export interface SectionFacts {
  key: string;
  feature: string;
  tables: string[];
}

export function sectionFacts(sections: readonly RegisteredSection[]): SectionFacts[] {
  return sections.map(({ key, feature, tables }) => ({
    key,
    feature,
    tables: tables.map((table) => getTableConfig(table).name),
  }));
}

/**
 * Sentences for each table of a person's data that no section gives and no reason leaves out, for each section that
 * gives a table of another feature (`owners`: each table's feature, the folder of its schema file), and for each
 * reason that no longer fits (the table is gone, holds no personal data, or a section gives it after all).
 */
export function coverageFindings(
  tables: readonly TableFacts[],
  sections: readonly SectionFacts[],
  leftOut: Readonly<Record<string, string>>,
  owners: ReadonlyMap<string, string>,
): string[] {
  const findings: string[] = [];
  const byName = new Map(tables.map((table) => [table.name, table]));
  const givenBy = new Map(sections.flatMap((section) => section.tables.map((table) => [table, section.key])));
  for (const table of tables) {
    if (table.personColumns.length === 0 || givenBy.has(table.name) || leftOut[table.name]) continue;
    const owner = owners.get(table.name) ?? 'its feature';
    findings.push(
      `${table.name} holds personal data (${table.personColumns.join(', ')}) and is in no section of the data ` +
        `export: give it one in modules/${owner}/${owner}.export.ts (the Feature's exportSections), or add it to ` +
        'LEFT_OUT_OF_EXPORT with why',
    );
  }
  for (const section of sections)
    for (const table of section.tables) {
      const owner = owners.get(table);
      if (owner !== section.feature)
        findings.push(
          `section ${section.key} of ${section.feature} gives ${table}, a table of ${owner ?? 'nobody'}: a ` +
            "section gives its own feature's tables",
        );
    }
  for (const name of Object.keys(leftOut)) {
    const table = byName.get(name);
    const section = givenBy.get(name);
    if (!table) findings.push(`LEFT_OUT_OF_EXPORT names ${name}, which is not a table`);
    else if (table.personColumns.length === 0)
      findings.push(`LEFT_OUT_OF_EXPORT names ${name}, which names no person`);
    else if (section) findings.push(`LEFT_OUT_OF_EXPORT names ${name}, which section ${section} gives`);
  }
  return findings;
}
