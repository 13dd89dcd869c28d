// The notifications feature's table: a person's notifications. Only this folder's code writes it
// (architecture/table-writes.ts derives a table's owner from its folder); other features may read it; drizzle-kit
// generates the migrations in packages/server/drizzle from every *.schema.ts (drizzle.config.ts).
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { created } from '../../platform/db/columns.ts';
import { users } from '../auth/auth.schema.ts';
import { matches } from '../chat/chat.schema.ts';

/** Notifications (RULES.md "Entities"): read and deleted by their owner only; deleted ones are kept out of every list. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    notification: text('notification').notNull(),
    createdAt: created(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    /**
     * The person the text names, and where (in characters of `notification`): when their account is deleted, the
     * trigger of drizzle/0012 writes "deleted user" in place of the name (modules/notifications/mention.ts).
     */
    aboutUserId: uuid('about_user_id').references(() => users.id, { onDelete: 'set null' }),
    aboutAt: integer('about_at'),
    aboutLength: integer('about_length'),
    /**
     * Where a tap leads: 'chat', 'match' or 'date', in the chat of `target_match_id`. The match going
     * (unmatch, a deleted account) clears it, so an old notification never opens a chat that is gone.
     */
    targetKind: text('target_kind'),
    targetMatchId: uuid('target_match_id').references(() => matches.id, { onDelete: 'set null' }),
    /**
     * A date notification's time: the text then ends with the place, and each client writes the time
     * in its own zone and locale. Null on every other notification and on rows older than the column.
     */
    dateAt: timestamp('date_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_about_idx').on(t.aboutUserId),
  ],
);
