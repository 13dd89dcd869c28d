// The data export's one transaction: every section (each feature's reads, platform/feature/export-section.ts) is read
// inside it, so the document is as of one moment.
import type { Db } from '../../platform/db/db-client.ts';

export function createDataExportRepo(db: Db) {
  return {
    /**
     * Runs the export's reads in one read-only, repeatable-read transaction: every section is as of one moment (a
     * message sent meanwhile is in both its room's list and the counts, or in neither) and one connection is used.
     */
    snapshot: <T>(work: (tx: Db) => Promise<T>): Promise<T> =>
      db.transaction((tx) => work(tx), { isolationLevel: 'repeatable read', accessMode: 'read only' }),
  };
}

export type DataExportRepo = ReturnType<typeof createDataExportRepo>;
