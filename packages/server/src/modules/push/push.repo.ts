// Web push subscriptions: the only SQL of the push module.
import { and, desc, eq, notInArray, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { pushSubscriptions } from './push.schema.ts';

export interface StoredSubscription {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

export function createPushRepo(db: Db) {
  return {
    /**
     * Stores the endpoint for this person and session. An endpoint already stored is renewed when it is this
     * person's, and moves here only with the same keys (the same browser, now signed in to this account): someone
     * who learnt another person's endpoint cannot take it with keys of their own. Nothing else changes then.
     */
    async upsert(row: { endpoint: string; p256dh: string; auth: string; userId: string; sessionId: string }) {
      const moved = {
        p256dh: row.p256dh,
        auth: row.auth,
        userId: row.userId,
        sessionId: row.sessionId,
        createdAt: new Date(),
        lastSuccessAt: null,
      };
      await db
        .insert(pushSubscriptions)
        .values(row)
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: moved,
          setWhere: or(
            eq(pushSubscriptions.userId, row.userId),
            and(eq(pushSubscriptions.p256dh, row.p256dh), eq(pushSubscriptions.auth, row.auth)),
          ),
        });
    },

    /** Keeps the person's newest `keep` subscriptions (each alert is sent to every one) and removes the rest. */
    async keepNewest(userId: string, keep: number): Promise<void> {
      const newest = db
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
        .limit(keep);
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
    },

    /** Removes the endpoint only when it is this person's; answers whether a row went. */
    async deleteOwn(userId: string, endpoint: string): Promise<boolean> {
      const gone = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id });
      return gone.length > 0;
    },

    async listFor(userId: string): Promise<StoredSubscription[]> {
      return db
        .select({
          id: pushSubscriptions.id,
          endpoint: pushSubscriptions.endpoint,
          p256dh: pushSubscriptions.p256dh,
          auth: pushSubscriptions.auth,
        })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId));
    },

    /** The push service said the subscription is gone (404/410), or it no longer passes the endpoint check. */
    async deleteById(id: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },

    async markSuccess(id: string, at: Date): Promise<void> {
      await db.update(pushSubscriptions).set({ lastSuccessAt: at }).where(eq(pushSubscriptions.id, id));
    },
  };
}

export type PushRepo = ReturnType<typeof createPushRepo>;
