// The pebbles feature's table: the ledger whose sum is a person's balance. Only this folder's code writes it
// (architecture/table-writes.ts derives a table's owner from its folder); other features may read it; drizzle-kit
// generates the migrations in packages/server/drizzle from every *.schema.ts (drizzle.config.ts).
import { bigserial, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { created } from '../../platform/db/columns.ts';
import { users } from '../auth/auth.schema.ts';

export const pebbleLedger = pgTable(
  'pebble_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    createdAt: created(),
  },
  (t) => [index('pebble_ledger_user_idx').on(t.userId)],
);
