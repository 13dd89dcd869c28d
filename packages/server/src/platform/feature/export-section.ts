// A feature's part of "Download my data" (RULES.md "Safety and moderation"): each feature declares the sections of
// data.json its own tables fill (its `exportSections`, in modules/<f>/<f>.export.ts), register-features.ts collects
// them here, and modules/account's data export reads them all in one snapshot and writes the document.
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/db-client.ts';

/** The person whose data is read, and where the zip's files are listed. */
export interface ExportPerson {
  userId: string;
  /** The session asking: sessions and push subscriptions mark theirs as the current one. */
  sessionId: string;
  /** Lists a stored file for the zip download and answers its path there (`media/…`). */
  file(path: string, storageKey: string, modified: Date): string;
}

export interface ExportSection {
  /** Its key in data.json (snake_case, as the wire's). */
  key: string;
  /** What data.json's `about.sections` tells the person about it. */
  about: string;
  /**
   * The feature's own tables whose rows about the person it gives: the data export's coverage test holds every
   * table that names a person to a section (or to a reason it is left out), and each section to reading these.
   */
  tables: readonly PgTable[];
  /**
   * Its part of the document, read from allow-listed columns only: no secret (hash, token, session id) and nothing
   * private of another person. `db` is the export's one read-only, repeatable-read transaction.
   */
  read(db: Db, person: ExportPerson): Promise<unknown>;
}

/** An export section with the feature that declared it. */
export type RegisteredSection = ExportSection & { feature: string };

/** The sections of every feature, in the order the features are registered. */
export interface ExportSections {
  add(feature: string, sections: readonly ExportSection[]): void;
  list(): readonly RegisteredSection[];
}

export function createExportSections(): ExportSections {
  const sections: RegisteredSection[] = [];
  return {
    add(feature, added) {
      for (const section of added) {
        const other = sections.find((known) => known.key === section.key);
        if (other) {
          throw new Error(
            `data export section "${section.key}" is declared by both ${other.feature} and ${feature}`,
          );
        }
        sections.push({ ...section, feature });
      }
    },
    list: () => sections,
  };
}
