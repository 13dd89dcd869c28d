// The reports others file and forget (table reports, moderation's queue): the one write into it from outside this
// folder, each in the caller's transaction, offered through moderation.public.ts.
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { reports } from './moderation.schema.ts';

export interface NewReport {
  reporterId: string;
  reportedId: string;
  roomId: string;
  reason: string;
  details: string;
}

/** One report per reporter and reported person (safety's report): a second adds nothing. True when this one was filed. */
export async function fileReportWithin(tx: Db, report: NewReport): Promise<boolean> {
  const rows = await tx
    .insert(reports)
    .values(report)
    .onConflictDoNothing({ target: [reports.reporterId, reports.reportedId] })
    .returning({ id: reports.id });
  return rows.length > 0;
}

/** Reports a deleted person filed stay (they are about someone else) without saying who filed them. */
export async function forgetReporterWithin(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`update reports set reporter_id = null where reporter_id = ${userId}`);
}
