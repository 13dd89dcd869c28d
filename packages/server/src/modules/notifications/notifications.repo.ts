// Notifications: the only SQL of the notifications module, and of every notification row another feature stores
// (storeNotesWithin, inside that feature's transaction). Every query is scoped to its owner.
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import type { NoteTarget, NoteText } from './mention.ts';
import { notifications } from './notifications.schema.ts';

const shown = {
  id: notifications.id,
  title: notifications.title,
  notification: notifications.notification,
  createdAt: notifications.createdAt,
  dateAt: notifications.dateAt,
  aboutUserId: notifications.aboutUserId,
};

export interface StoredNotification {
  id: string;
  title: string;
  notification: string;
  createdAt: Date;
  dateAt: Date | null;
  /** The person the text names (and quotes, such as a date's place); null for the product's own texts. */
  aboutUserId: string | null;
}

/** A notification another feature stores inside its own transaction: whose, its title and text, what a tap opens. */
export interface NewNote {
  userId: string;
  title: string;
  note: NoteText;
  target?: NoteTarget;
}

const valuesOf = ({ userId, title, note, target }: NewNote, now: Date) => ({
  userId,
  title,
  ...note,
  ...(target ? { targetKind: target.kind, targetMatchId: target.matchId } : {}),
  createdAt: now,
});

/**
 * Stores notifications with the caller's transaction (`tx`), so they commit or roll back with what they tell of
 * (deck's match); the caller announces them after the commit (NotificationsService.announceNewest).
 */
export async function storeNotesWithin(tx: Db, notes: readonly NewNote[], now: Date): Promise<void> {
  if (notes.length === 0) return;
  await tx.insert(notifications).values(notes.map((note) => valuesOf(note, now)));
}

const own = (userId: string) => and(eq(notifications.userId, userId), isNull(notifications.deletedAt));

export function createNotificationsRepo(db: Db) {
  return {
    list(userId: string) {
      return db
        .select({
          id: notifications.id,
          title: notifications.title,
          notification: notifications.notification,
          createdAt: notifications.createdAt,
          dateAt: notifications.dateAt,
          aboutUserId: notifications.aboutUserId,
          readAt: notifications.readAt,
          targetKind: notifications.targetKind,
          targetMatchId: notifications.targetMatchId,
        })
        .from(notifications)
        .where(own(userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(200);
    },

    async unread(userId: string): Promise<number> {
      const rows = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(own(userId), isNull(notifications.readAt)));
      return rows[0]?.n ?? 0;
    },

    async add(
      userId: string,
      title: string,
      note: NoteText,
      now: Date,
      target?: NoteTarget,
    ): Promise<StoredNotification> {
      const rows = await db
        .insert(notifications)
        .values(valuesOf({ userId, title, note, ...(target ? { target } : {}) }, now))
        .returning(shown);
      const row = rows[0];
      if (!row) throw new Error('notification not stored');
      return row;
    },

    /** The person's newest notification (one another module stored in its own transaction). */
    async newest(userId: string): Promise<StoredNotification | null> {
      const rows = await db
        .select(shown)
        .from(notifications)
        .where(own(userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(1);
      return rows[0] ?? null;
    },

    async markAllRead(userId: string, now: Date): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: now })
        .where(and(own(userId), isNull(notifications.readAt)));
    },

    async deleteAll(userId: string, now: Date): Promise<void> {
      await db.update(notifications).set({ deletedAt: now }).where(own(userId));
    },
  };
}

export type NotificationsRepo = ReturnType<typeof createNotificationsRepo>;
