// The push feature's table: browsers' web push subscriptions. Only this folder's code writes it
// (architecture/table-writes.ts derives a table's owner from its folder); other features may read it; drizzle-kit
// generates the migrations in packages/server/drizzle from every *.schema.ts (drizzle.config.ts).
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { created } from '../../platform/db/columns.ts';
import { sessions, users } from '../auth/auth.schema.ts';

/**
 * Web push subscriptions (modules/push): one row per browser's endpoint, held by the latest account that
 * subscribed it, in the session it was made in, so that signing out (or any end of that session: a ban, a password
 * reset elsewhere, expiry) forgets it, and deleting the account too.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The push service's https address (checked by push-endpoint.ts), normalised. */
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and 16-byte auth secret (base64url), to encrypt for it (RFC 8291). */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: created(),
    /** When the push service last accepted a push for it. */
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
    index('push_subscriptions_session_idx').on(t.sessionId),
  ],
);
