// The dates feature's table: dates requested in a room. Only this folder's code writes it
// (architecture/table-writes.ts derives a table's owner from its folder); other features may read it; drizzle-kit
// generates the migrations in packages/server/drizzle from every *.schema.ts (drizzle.config.ts).
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { created } from '../../platform/db/columns.ts';
import { users } from '../auth/auth.schema.ts';
import { matches } from '../chat/chat.schema.ts';

/** Dates (RULES.md "Entities", "Realtime"): requested in a room, answered by the other member, cancellable. */
export const chatDates = pgTable(
  'chat_dates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    requestor: uuid('requestor').references(() => users.id, { onDelete: 'set null' }),
    requestee: uuid('requestee').references(() => users.id, { onDelete: 'set null' }),
    location: text('location').notNull(),
    dateAt: timestamp('date_at', { withTimezone: true, mode: 'date' }).notNull(),
    status: text('status').notNull().default('requested'),
    createdAt: created(),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('chat_dates_room_idx').on(t.roomId, t.dateAt),
    check('chat_dates_status', sql`${t.status} in ('requested', 'accepted', 'declined', 'cancelled')`),
  ],
);
