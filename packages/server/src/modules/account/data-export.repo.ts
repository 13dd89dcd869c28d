// The data export's SQL: every row held about one person, read column by column from an allow-list, so that no
// secret (password hash, code hash, session id, confirmation token) and no other person's private field is ever
// selected. The other side of a match appears only as the display name the app already shows.
import { and, asc, eq, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/db-client.ts';
import { authCodes, sessions, userIdentities, users } from '../auth/auth.schema.ts';
import { chatMessages, chatReads, matches } from '../chat/chat.schema.ts';
import { dateAlerts, dateCheckins, trustedContacts } from '../date-safety/date-safety.schema.ts';
import { chatDates } from '../dates/dates.schema.ts';
import { decisions, flips } from '../deck/deck.schema.ts';
import { faceChecks, facePrints } from '../face-check/face-check.schema.ts';
import { aiImages } from '../images/images.schema.ts';
import { userLocations } from '../location/location.schema.ts';
import { privatePhotos, voiceRecordings } from '../media/media.schema.ts';
import { moderationActions, reports } from '../moderation/moderation.schema.ts';
import { notifications } from '../notifications/notifications.schema.ts';
import { pebbleLedger } from '../pebbles/pebbles.schema.ts';
import { profiles } from '../profile/profile.schema.ts';
import { pushSubscriptions } from '../push/push.schema.ts';
import { userSettings } from '../settings/settings.schema.ts';
import { webFormSubmissions } from '../webforms/webforms.schema.ts';

const partner = alias(profiles, 'partner');

/**
 * The other person's profile, joined only while the exporter may still see them (RULES.md "Who may see what": someone
 * who blocked, reported or unmatched is never shown again, and an export must not show their current name either).
 */
const visiblePartner = (userId: string, otherId: SQL) =>
  and(
    eq(partner.userId, otherId),
    sql`not exists (select 1 from hidden_pairs h
                    where h.user_a = least(${userId}::uuid, ${otherId}) and h.user_b = greatest(${userId}::uuid, ${otherId}))`,
  );

/** The reads of one export, all inside one snapshot. */
function readerOf(db: Db) {
  return {
    async account(userId: string) {
      const rows = await db
        .select({
          id: users.id,
          email: users.email,
          name: users.name,
          source: users.source,
          hasPassword: isNotNull(users.passwordHash),
          verified: users.verified,
          acceptTc: users.acceptTc,
          status: users.status,
          suspendedUntil: users.suspendedUntil,
          mutedUntil: users.mutedUntil,
          inactivityWarnedAt: users.inactivityWarnedAt,
          pebbles: users.pebbles,
          createdAt: users.createdAt,
          lastActiveAt: users.lastActiveAt,
        })
        .from(users)
        .where(eq(users.id, userId));
      return rows[0] ?? null;
    },

    identities: (userId: string) =>
      db
        .select({
          provider: userIdentities.provider,
          subject: userIdentities.subject,
          email: userIdentities.email,
          createdAt: userIdentities.createdAt,
        })
        .from(userIdentities)
        .where(eq(userIdentities.userId, userId))
        .orderBy(asc(userIdentities.createdAt)),

    /** `current` marks the session asking; the ids (token hashes) themselves are never read. */
    sessions: (userId: string, currentSessionId: string) =>
      db
        .select({
          current: sql<boolean>`${sessions.id} = ${currentSessionId}`,
          createdAt: sessions.createdAt,
          expiresAt: sessions.expiresAt,
          lastUsedAt: sessions.lastSeenAt,
          userAgent: sessions.userAgent,
          deviceLabel: sessions.deviceLabel,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(asc(sessions.createdAt)),

    /** Web push: which push service, from which session, when; not the endpoint or its keys. */
    pushSubscriptions: (userId: string, currentSessionId: string) =>
      db
        .select({
          endpoint: pushSubscriptions.endpoint,
          currentSession: sql<boolean>`${pushSubscriptions.sessionId} = ${currentSessionId}`,
          createdAt: pushSubscriptions.createdAt,
          lastSuccessAt: pushSubscriptions.lastSuccessAt,
        })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(asc(pushSubscriptions.createdAt)),

    codes: (userId: string) =>
      db
        .select({
          purpose: authCodes.purpose,
          sentTo: authCodes.sentTo,
          attempts: authCodes.attempts,
          createdAt: authCodes.createdAt,
          expiresAt: authCodes.expiresAt,
          usedAt: authCodes.usedAt,
        })
        .from(authCodes)
        .where(eq(authCodes.userId, userId))
        .orderBy(asc(authCodes.createdAt)),

    async location(userId: string) {
      const rows = await db
        .select({
          latitude: userLocations.latitude,
          longitude: userLocations.longitude,
          accuracy: userLocations.accuracy,
          locatedAt: userLocations.locatedAt,
          suburb: userLocations.suburb,
          town: userLocations.town,
          city: userLocations.city,
          state: userLocations.state,
          country: userLocations.country,
          deviceCountry: userLocations.deviceCountry,
          updatedAt: userLocations.updatedAt,
        })
        .from(userLocations)
        .where(eq(userLocations.userId, userId));
      return rows[0] ?? null;
    },

    async profile(userId: string) {
      const rows = await db
        .select({
          displayName: profiles.displayName,
          realName: profiles.realName,
          dob: profiles.dob,
          gender: profiles.gender,
          preference: profiles.preference,
          tagline: profiles.tagline,
          description: profiles.description,
          idealPartner: profiles.idealPartner,
          younger: profiles.younger,
          older: profiles.older,
          hasKids: profiles.hasKids,
          wantKids: profiles.wantKids,
          introvert: profiles.introvert,
          planner: profiles.planner,
          explorer: profiles.explorer,
          earlybird: profiles.earlybird,
          sweet: profiles.sweet,
          createdAt: profiles.createdAt,
          updatedAt: profiles.updatedAt,
        })
        .from(profiles)
        .where(eq(profiles.userId, userId));
      return rows[0] ?? null;
    },

    async settings(userId: string) {
      const rows = await db
        .select({
          gpsDistance: userSettings.gpsDistance,
          gpsInMiles: userSettings.gpsInMiles,
          listed: userSettings.listed,
          pushnotifs: userSettings.pushnotifs,
          showOnline: userSettings.showOnline,
          messageSound: userSettings.messageSound,
          pushMessages: userSettings.pushMessages,
          pushMatches: userSettings.pushMatches,
          pushCalls: userSettings.pushCalls,
          pushDates: userSettings.pushDates,
          pushGifts: userSettings.pushGifts,
          updatedAt: userSettings.updatedAt,
        })
        .from(userSettings)
        .where(eq(userSettings.userId, userId));
      return rows[0] ?? null;
    },

    async flips(userId: string) {
      const rows = await db
        .select({ used: flips.used, bought: flips.bought, periodStartedAt: flips.periodStartedAt })
        .from(flips)
        .where(eq(flips.userId, userId));
      return rows[0] ?? null;
    },

    aiImages: (userId: string) =>
      db
        .select({
          id: aiImages.id,
          style: aiImages.style,
          description: aiImages.description,
          provider: aiImages.provider,
          isProfile: aiImages.isProfile,
          storageKey: aiImages.storageKey,
          createdAt: aiImages.createdAt,
        })
        .from(aiImages)
        .where(eq(aiImages.userId, userId))
        .orderBy(asc(aiImages.createdAt), asc(aiImages.id)),

    privatePhotos: (userId: string) =>
      db
        .select({
          id: privatePhotos.id,
          filename: privatePhotos.filename,
          isProfile: privatePhotos.isProfile,
          storageKey: privatePhotos.storageKey,
          createdAt: privatePhotos.createdAt,
        })
        .from(privatePhotos)
        .where(eq(privatePhotos.userId, userId))
        .orderBy(asc(privatePhotos.createdAt), asc(privatePhotos.id)),

    voiceRecordings: (userId: string) =>
      db
        .select({
          id: voiceRecordings.id,
          filename: voiceRecordings.filename,
          prompt: voiceRecordings.prompt,
          uploadedAt: voiceRecordings.uploadedAt,
          durationMs: voiceRecordings.durationMs,
          createdAt: voiceRecordings.createdAt,
        })
        .from(voiceRecordings)
        .where(eq(voiceRecordings.userId, userId))
        .orderBy(asc(voiceRecordings.createdAt), asc(voiceRecordings.id)),

    ledger: (userId: string) =>
      db
        .select({ delta: pebbleLedger.delta, reason: pebbleLedger.reason, createdAt: pebbleLedger.createdAt })
        .from(pebbleLedger)
        .where(eq(pebbleLedger.userId, userId))
        .orderBy(asc(pebbleLedger.id)),

    /** The person decided on is named by display name (never by id) while they may still be shown to this one. */
    decisions: (userId: string) =>
      db
        .select({ kind: decisions.kind, decidedAt: decisions.decidedAt, about: partner.displayName })
        .from(decisions)
        .leftJoin(partner, visiblePartner(userId, sql`${decisions.targetId}`))
        .where(eq(decisions.userId, userId))
        .orderBy(asc(decisions.decidedAt)),

    /** Matches with the other member's display name; their id is only tested for null (a deleted account). */
    matches: (userId: string) =>
      db
        .select({
          roomId: matches.id,
          otherDeleted: sql<boolean>`(case when ${matches.userA} = ${userId} then ${matches.userB} else ${matches.userA} end) is null`,
          partnerName: partner.displayName,
          fullMatch: matches.fullMatch,
          createdAt: matches.createdAt,
          endedAt: matches.endedAt,
          endedReason: matches.endedReason,
        })
        .from(matches)
        .leftJoin(
          partner,
          // Named only while the match is open: a former match is not shown to them again
          // (RULES.md "Who may see what").
          and(
            visiblePartner(
              userId,
              sql`case when ${matches.userA} = ${userId} then ${matches.userB} else ${matches.userA} end`,
            ),
            sql`${matches.endedAt} is null`,
          ),
        )
        .where(or(eq(matches.userA, userId), eq(matches.userB, userId)))
        .orderBy(asc(matches.createdAt)),

    /** Only what this person sent: the other member's messages are theirs. */
    sentMessages: (userId: string) =>
      db
        .select({
          id: chatMessages.id,
          roomId: chatMessages.roomId,
          type: chatMessages.type,
          chattext: chatMessages.chattext,
          reference: chatMessages.reference,
          status: chatMessages.status,
          createdAt: chatMessages.createdAt,
        })
        .from(chatMessages)
        .where(eq(chatMessages.fromId, userId))
        .orderBy(asc(chatMessages.roomId), asc(chatMessages.id)),

    dates: (userId: string) =>
      db
        .select({
          id: chatDates.id,
          roomId: chatDates.roomId,
          requestedByMe: sql<boolean>`${chatDates.requestor} is not distinct from ${userId}`,
          location: chatDates.location,
          dateAt: chatDates.dateAt,
          status: chatDates.status,
          createdAt: chatDates.createdAt,
          answeredAt: chatDates.answeredAt,
        })
        .from(chatDates)
        .where(or(eq(chatDates.requestor, userId), eq(chatDates.requestee, userId)))
        .orderBy(asc(chatDates.createdAt)),

    /** The person's trusted contact and their check-ins (not the shared page's token hash). */
    trustedContact: (userId: string) =>
      db
        .select({
          name: trustedContacts.name,
          email: trustedContacts.email,
          phone: trustedContacts.phone,
          updatedAt: trustedContacts.updatedAt,
        })
        .from(trustedContacts)
        .where(eq(trustedContacts.userId, userId)),

    /**
     * The face check's state, the consent given with its time and text, and whether a face descriptor is
     * kept (the descriptor itself is numbers that only our model reads; it is not exported, and no picture is kept).
     */
    faceCheck: (userId: string) =>
      db
        .select({
          state: faceChecks.state,
          reason: faceChecks.reason,
          verifiedAt: faceChecks.verifiedAt,
          consentVersion: faceChecks.consentVersion,
          consentText: faceChecks.consentText,
          consentAt: faceChecks.consentAt,
          helpMessage: faceChecks.helpMessage,
          descriptorKept: sql<boolean>`exists (select 1 from face_prints fp where fp.user_id = ${userId})`,
          // Read as the column's own type, so it is written as every other time (ISO 8601, UTC).
          descriptorLastUsed:
            sql<Date | null>`(select fp.used_at from face_prints fp where fp.user_id = ${userId})`.mapWith(
              facePrints.usedAt,
            ),
        })
        .from(faceChecks)
        .where(eq(faceChecks.userId, userId)),

    dateCheckins: (userId: string) =>
      db
        .select({
          dateId: dateCheckins.dateId,
          sharedAt: dateCheckins.sharedAt,
          safeBy: dateCheckins.safeBy,
          arrivedAt: dateCheckins.arrivedAt,
          safeAt: dateCheckins.safeAt,
          alertedAt: dateCheckins.alertedAt,
          linkExpiresAt: dateCheckins.expiresAt,
        })
        .from(dateCheckins)
        .where(eq(dateCheckins.userId, userId))
        .orderBy(asc(dateCheckins.safeBy)),

    /** How far the person has read in each room: the newest message read, and when. */
    readPositions: (userId: string) =>
      db
        .select({
          roomId: chatReads.roomId,
          lastReadMessageId: chatReads.lastRead,
          updatedAt: chatReads.updatedAt,
        })
        .from(chatReads)
        .where(eq(chatReads.userId, userId))
        .orderBy(asc(chatReads.updatedAt)),

    /** The mails about the person's shared dates to their trusted contact: which, for which date, when. */
    dateAlerts: (userId: string) =>
      db
        .select({
          dateId: dateAlerts.dateId,
          kind: dateAlerts.kind,
          createdAt: dateAlerts.createdAt,
          sentAt: dateAlerts.sentAt,
        })
        .from(dateAlerts)
        .where(eq(dateAlerts.userId, userId))
        .orderBy(asc(dateAlerts.createdAt)),

    notifications: (userId: string) =>
      db
        .select({
          title: notifications.title,
          notification: notifications.notification,
          createdAt: notifications.createdAt,
          readAt: notifications.readAt,
          deletedAt: notifications.deletedAt,
        })
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(asc(notifications.createdAt)),

    /** Reports this person filed; reports about them are not read here at all. */
    reportsFiled: (userId: string) =>
      db
        .select({
          roomId: reports.roomId,
          about: partner.displayName,
          reason: reports.reason,
          details: reports.details,
          status: reports.status,
          createdAt: reports.createdAt,
          resolvedAt: reports.resolvedAt,
        })
        .from(reports)
        .leftJoin(partner, visiblePartner(userId, sql`${reports.reportedId}`))
        .where(eq(reports.reporterId, userId))
        .orderBy(asc(reports.createdAt)),

    moderation: (userId: string) =>
      db
        .select({
          action: moderationActions.action,
          until: moderationActions.until,
          reason: moderationActions.reason,
          createdAt: moderationActions.createdAt,
        })
        .from(moderationActions)
        .where(eq(moderationActions.userId, userId))
        .orderBy(asc(moderationActions.createdAt)),

    /**
     * Feedback and web-form submissions this account sent while signed in and verified (sender_id). An address is
     * not enough: anyone may type it into a form, and a new account may hold a deleted one's address.
     */
    submissions: (userId: string) =>
      db
        .select({
          form: webFormSubmissions.form,
          payload: webFormSubmissions.payload,
          status: webFormSubmissions.status,
          createdAt: webFormSubmissions.createdAt,
          resolvedAt: webFormSubmissions.resolvedAt,
          resolution: webFormSubmissions.resolution,
        })
        .from(webFormSubmissions)
        .where(eq(webFormSubmissions.senderId, userId))
        .orderBy(asc(webFormSubmissions.createdAt)),
  };
}

export type DataExportReader = ReturnType<typeof readerOf>;

export function createDataExportRepo(db: Db) {
  return {
    /**
     * Runs the export's reads in one read-only, repeatable-read transaction: every section is as of one moment (a
     * message sent meanwhile is in both its room's list and the counts, or in neither) and one connection is used.
     */
    snapshot: <T>(work: (reader: DataExportReader) => Promise<T>): Promise<T> =>
      db.transaction((tx) => work(readerOf(tx)), {
        isolationLevel: 'repeatable read',
        accessMode: 'read only',
      }),
  };
}

export type DataExportRepo = ReturnType<typeof createDataExportRepo>;
