// Date check-ins (issue 23.1): the only SQL of tables trusted_contacts and date_checkins, and the few reads of the
// date, the match and the match's public profile (display name, AI image) that the shared page needs.
import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import {
  aiImages,
  chatDates,
  dateCheckins,
  matches,
  profiles,
  trustedContacts,
  userLocations,
} from '../../platform/db/schema.ts';

export interface ContactRow {
  name: string;
  email: string;
  phone: string;
}

export interface AcceptedDate {
  id: string;
  location: string;
  dateAt: Date;
  /** The other person on the date. */
  otherId: string;
}

export type CheckinRow = typeof dateCheckins.$inferSelect;

export function createDateSafetyRepo(db: Db) {
  return {
    async contactOf(userId: string): Promise<ContactRow | null> {
      const rows = await db
        .select({ name: trustedContacts.name, email: trustedContacts.email, phone: trustedContacts.phone })
        .from(trustedContacts)
        .where(eq(trustedContacts.userId, userId));
      return rows[0] ?? null;
    },

    async saveContact(userId: string, contact: ContactRow, now: Date): Promise<void> {
      await db
        .insert(trustedContacts)
        .values({ userId, ...contact, updatedAt: now })
        .onConflictDoUpdate({ target: trustedContacts.userId, set: { ...contact, updatedAt: now } });
    },

    /** The date when `userId` asked or was asked, it is accepted and the match still stands; else null. */
    async acceptedDate(dateId: string, userId: string): Promise<AcceptedDate | null> {
      const rows = await db
        .select({
          id: chatDates.id,
          location: chatDates.location,
          dateAt: chatDates.dateAt,
          requestor: chatDates.requestor,
          requestee: chatDates.requestee,
        })
        .from(chatDates)
        .innerJoin(matches, eq(matches.id, chatDates.roomId))
        .where(
          and(
            eq(chatDates.id, dateId),
            eq(chatDates.status, 'accepted'),
            sql`${matches.endedAt} is null`,
            or(eq(chatDates.requestor, userId), eq(chatDates.requestee, userId)),
          ),
        );
      const row = rows[0];
      if (!row) return null;
      const otherId = row.requestor === userId ? row.requestee : row.requestor;
      if (!otherId) return null;
      return { id: row.id, location: row.location, dateAt: row.dateAt, otherId };
    },

    /** What anyone may see of a person (API.md 6): display name and the selected AI image's key. */
    async publicFace(userId: string): Promise<{ name: string; imageKey: string | null }> {
      const rows = await db
        .select({ name: profiles.displayName, imageKey: aiImages.storageKey })
        .from(profiles)
        .leftJoin(aiImages, and(eq(aiImages.userId, profiles.userId), eq(aiImages.isProfile, true)))
        .where(eq(profiles.userId, userId));
      return { name: rows[0]?.name ?? 'Your match', imageKey: rows[0]?.imageKey ?? null };
    },

    async countryOf(userId: string): Promise<string | null> {
      const rows = await db
        .select({ country: userLocations.country, device: userLocations.deviceCountry })
        .from(userLocations)
        .where(eq(userLocations.userId, userId));
      return rows[0]?.country ?? rows[0]?.device ?? null;
    },

    async checkin(dateId: string, userId: string): Promise<CheckinRow | null> {
      const rows = await db
        .select()
        .from(dateCheckins)
        .where(and(eq(dateCheckins.dateId, dateId), eq(dateCheckins.userId, userId)));
      return rows[0] ?? null;
    },

    /** A new share: a new token (the old one stops working), the chosen "I'm safe" time; check-ins are kept. */
    async share(row: {
      dateId: string;
      userId: string;
      tokenHash: string;
      expiresAt: Date;
      sharedAt: Date;
      safeBy: Date;
    }): Promise<CheckinRow> {
      const { dateId, userId, ...set } = row;
      const rows = await db
        .insert(dateCheckins)
        .values(row)
        .onConflictDoUpdate({ target: [dateCheckins.dateId, dateCheckins.userId], set })
        .returning();
      const stored = rows[0];
      if (!stored) throw new Error('check-in not stored');
      return stored;
    },

    /** Records a check-in once (a repeat keeps the first time); null when there is no shared row. */
    async checkIn(
      dateId: string,
      userId: string,
      kind: 'arrived' | 'safe',
      at: Date,
    ): Promise<CheckinRow | null> {
      const column = kind === 'arrived' ? dateCheckins.arrivedAt : dateCheckins.safeAt;
      const set = kind === 'arrived' ? { arrivedAt: at } : { safeAt: at };
      await db
        .update(dateCheckins)
        .set(set)
        .where(and(eq(dateCheckins.dateId, dateId), eq(dateCheckins.userId, userId), isNull(column)));
      return this.checkin(dateId, userId);
    },

    /** The row of an unexpired token hash, with its date. */
    async byToken(
      tokenHash: string,
      now: Date,
    ): Promise<
      | (CheckinRow & { location: string; dateAt: Date; requestor: string | null; requestee: string | null })
      | null
    > {
      const rows = await db
        .select({
          row: dateCheckins,
          location: chatDates.location,
          dateAt: chatDates.dateAt,
          requestor: chatDates.requestor,
          requestee: chatDates.requestee,
        })
        .from(dateCheckins)
        .innerJoin(chatDates, eq(chatDates.id, dateCheckins.dateId))
        .where(and(eq(dateCheckins.tokenHash, tokenHash), sql`${dateCheckins.expiresAt} > ${now}`));
      const found = rows[0];
      return found
        ? {
            ...found.row,
            location: found.location,
            dateAt: found.dateAt,
            requestor: found.requestor,
            requestee: found.requestee,
          }
        : null;
    },

    /**
     * Takes the missed check-ins due before `dueBefore`: one conditional update sets alerted_at, so of two servers
     * (or two runs) exactly one gets each row, and a date is alerted at most once.
     */
    async claimMissed(dueBefore: Date, now: Date, limit: number): Promise<CheckinRow[]> {
      const due = db
        .select({ dateId: dateCheckins.dateId, userId: dateCheckins.userId })
        .from(dateCheckins)
        .where(
          and(
            isNull(dateCheckins.safeAt),
            isNull(dateCheckins.alertedAt),
            isNotNull(dateCheckins.sharedAt),
            lt(dateCheckins.safeBy, dueBefore),
            sql`${dateCheckins.expiresAt} > ${now}`,
          ),
        )
        .limit(limit);
      return db
        .update(dateCheckins)
        .set({ alertedAt: now })
        .where(
          and(
            sql`(${dateCheckins.dateId}, ${dateCheckins.userId}) in (${due})`,
            isNull(dateCheckins.alertedAt),
            isNull(dateCheckins.safeAt),
          ),
        )
        .returning();
    },

    /** Rows a day past their date are gone, token and check-ins with them. */
    async purgeExpired(now: Date): Promise<number> {
      const rows = await db
        .delete(dateCheckins)
        .where(lt(dateCheckins.expiresAt, now))
        .returning({ dateId: dateCheckins.dateId });
      return rows.length;
    },
  };
}

export type DateSafetyRepo = ReturnType<typeof createDateSafetyRepo>;
