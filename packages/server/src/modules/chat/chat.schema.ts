// The chat feature's tables: matches (each one a room), their messages and read positions. Only this folder's code
// writes them (architecture/table-writes.ts derives a table's owner from its folder); other features may read them;
// drizzle-kit generates the migrations in packages/server/drizzle from every *.schema.ts (drizzle.config.ts).
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { created } from '../../platform/db/columns.ts';
import { users } from '../auth/auth.schema.ts';

/**
 * Matches; the id is also the chat room. The pair is stored in a canonical order (user_a < user_b) so that a
 * unique index allows one match per pair however the accepts race. A deleted account leaves the row (ended,
 * reason `deleted`) with its id nulled, so the other person's history still makes sense.
 */
export const matches = pgTable(
  'matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userA: uuid('user_a').references(() => users.id, { onDelete: 'set null' }),
    userB: uuid('user_b').references(() => users.id, { onDelete: 'set null' }),
    fullMatch: boolean('full_match').notNull().default(false),
    createdAt: created(),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    /** unmatch, report, block or deleted. */
    endedReason: text('ended_reason'),
  },
  (t) => [
    uniqueIndex('matches_pair_key').on(t.userA, t.userB),
    // Read by either side; with both ids in each index the deck reads a viewer's matches from the indexes alone.
    index('matches_user_b_idx').on(t.userB, t.userA),
    check('matches_pair_order', sql`${t.userA} < ${t.userB}`),
    check('matches_ended_reason', sql`${t.endedReason} in ('unmatch', 'report', 'block', 'deleted')`),
  ],
);

/**
 * Chat messages (RULES.md "Realtime"): stored before they are sent. `id` is the room's order and the read position.
 * `client_id` is the sender's own id for a message, so a resend after a reconnect is stored once.
 * Notification-type messages (full-profile and join-call requests) carry a status until answered.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    /** Null once the sender deleted their account ("deleted user"). */
    fromId: uuid('from_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    chattext: text('chattext').notNull(),
    reference: text('reference'),
    clientId: text('client_id'),
    status: text('status'),
    /**
     * An image the explicit-image shield (platform/shield) scored over SHIELD_THRESHOLD when it was uploaded: it
     * arrives blurred for the other member. Set once by the upload; no action changes it.
     */
    flagged: boolean('flagged').notNull().default(false),
    createdAt: created(),
    /** A join-call request: when it was answered and when the answered call ended (its duration). */
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('chat_messages_room_idx').on(t.roomId, t.id),
    uniqueIndex('chat_messages_client_key').on(t.roomId, t.fromId, t.clientId),
    check('chat_messages_type', sql`${t.type} in ('text', 'image', 'date', 'notification')`),
    check(
      'chat_messages_status',
      sql`${t.status} is null or ${t.status} in ('pending', 'accepted', 'declined', 'expired')`,
    ),
  ],
);

/** Each member's read position in a room (RULES.md "Realtime" `read`): drives the unread marks on every device. */
export const chatReads = pgTable(
  'chat_reads',
  {
    roomId: uuid('room_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastRead: bigint('last_read', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.userId] })],
);
