// The safety feature's table: the pairs who never see each other again. Only this folder's code writes it
// (architecture/table-writes.ts derives a table's owner from its folder); other features may read it; drizzle-kit
// generates the migrations in packages/server/drizzle from every *.schema.ts (drizzle.config.ts).
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { created } from '../../platform/db/columns.ts';
import { users } from '../auth/auth.schema.ts';

/**
 * Pairs who never see each other again (RULES.md "Who may see what"): written by unmatch, report and block, read by
 * the deck and by relationOf in both directions through the canonical order (user_a < user_b).
 */
export const hiddenPairs = pgTable(
  'hidden_pairs',
  {
    userA: uuid('user_a')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userB: uuid('user_b')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who unmatched, reported or blocked. */
    hiddenBy: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    /** unmatch, report or block. */
    reason: text('reason').notNull(),
    createdAt: created(),
  },
  (t) => [
    primaryKey({ columns: [t.userA, t.userB] }),
    // The deck reads a viewer's pairs from both sides, from the indexes alone.
    index('hidden_pairs_user_b_idx').on(t.userB, t.userA),
    check('hidden_pairs_order', sql`${t.userA} < ${t.userB}`),
    check('hidden_pairs_reason', sql`${t.reason} in ('unmatch', 'report', 'block')`),
  ],
);
