// The alerts feature's table: who is online now. Only this folder's code writes it (architecture/table-writes.ts
// derives a table's owner from its folder); other features may read it; drizzle-kit generates the migrations in
// packages/server/drizzle from every *.schema.ts (drizzle.config.ts).
import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema.ts';

/**
 * "Online now" (modules/alerts/presence.service.ts): a row while the person has a socket open on some
 * server, `online_until` pushed forward while it stays open, so a server that crashed stops counting within a
 * minute or two; deleted when the person's last socket closes.
 */
export const presence = pgTable('presence', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  onlineUntil: timestamp('online_until', { withTimezone: true, mode: 'date' }).notNull(),
});
