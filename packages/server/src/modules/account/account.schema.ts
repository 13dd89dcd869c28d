// The account feature's table: what is kept of a deleted account. Only this folder's code writes it
// (architecture/table-writes.ts derives a table's owner from its folder); other features may read it; drizzle-kit
// generates the migrations in packages/server/drizzle from every *.schema.ts (drizzle.config.ts).
import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * What is kept of a deleted account (the privacy policy's retention): no id, no email, no name; when, why, and the
 * totals of its pebble ledger by reason (payments are kept as the law requires).
 */
export const deletedAccounts = pgTable('deleted_accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** self (deleteaccount), inactive (the 6-month job) or request (the /delete form, confirmed). */
  reason: text('reason').notNull(),
  /** {reason: sum of deltas} of the ledger at deletion. */
  ledgerTotals: jsonb('ledger_totals').notNull().default({}),
  deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
