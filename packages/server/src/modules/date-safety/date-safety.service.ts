// Date check-in rules. Sharing needs the person's own accepted date, in the day before it, and a
// contact who accepted; it copies the date, both display names, the picture's key, the contact and the date's time
// zone into the date's safety record. From then on the record alone decides: unmatching, cancelling, blocking,
// reporting, a ban or a deleted account cannot switch off check-ins, "I need help" or the missed check-in alert;
// the contact is told how the date ended. Every mail is queued in the transaction that records it (an alert is
// never marked sent and then lost) and sent by the urgent lane, never inside a request.
import {
  type DateSafety,
  emergencyNumberFor,
  SAFETY,
  SAFETY_TEXT,
  type SafetyAlert,
  type SharedDate,
} from '@rookery/shared/api/date-safety.actions.ts';
import type { Db } from '../../platform/db/db-client.ts';
import { faultPoint } from '../../platform/faults/fault-point.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RateLimiter } from '../../platform/http/rate-limiter.ts';
import { knownZone, zoneAt } from '../../platform/mail/zoned-time.ts';
import { type DateFacts, missedCheckInMail, needHelpMail, sharedDateMail } from './date-safety.mail.ts';
import type { AcceptedDate, AlertRow, CheckinRow, DateSafetyRepo, NewRecord } from './date-safety.repo.ts';
import type { SafetyMailQueue } from './safety-mail.ts';
import { hashToken, isToken, newToken } from './safety-token.ts';
import { inboxKey, type TrustedContactService } from './trusted-contact.service.ts';

/** Mails to a contact a person may set off an hour (requests, shares and help): enough for a date, not for spam. */
export const SAFETY_MAIL_LIMIT = { max: 10, windowMs: 60 * 60_000 } as const;
export const SAFETY_MAIL_LIMIT_TEXT =
  'You have sent your contact many mails this hour. Please call them instead.';
/** Shares one inbox may get a day, from all senders together. */
export const SHARE_INBOX_LIMIT = { max: 10, windowMs: 24 * 3_600_000 } as const;
const HOUR = 3_600_000;

export { hashToken } from './safety-token.ts';

export interface DateSafetyDeps {
  repo: DateSafetyRepo;
  db: Db;
  contacts: TrustedContactService;
  mails: SafetyMailQueue;
  publicUrl: string;
  product: string;
  mailLimit: RateLimiter;
  shareInboxLimit: RateLimiter;
  assertNotMuted: (userId: string) => Promise<void>;
  clock?: () => Date;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The date as the record keeps it, or as it stands when never shared. */
interface SafetyDate {
  id: string;
  location: string;
  dateAt: Date;
  matchName: string;
  record: CheckinRow | null;
}

export function createDateSafetyService(deps: DateSafetyDeps) {
  const { repo, contacts } = deps;
  const now = deps.clock ?? (() => new Date());

  /**
   * The caller's date: their safety record once shared (whatever became of the date), else their accepted date with
   * the match standing. Someone else's date and an unknown one read the same, so ids cannot be probed.
   */
  async function safetyDate(userId: string, dateId: string): Promise<SafetyDate> {
    const record = await repo.record(dateId, userId);
    if (record?.sharedAt) {
      return {
        id: dateId,
        location: record.location,
        dateAt: record.dateAt,
        matchName: record.matchName,
        record,
      };
    }
    const date = await repo.acceptedDate(dateId, userId);
    if (!date) throw new AppError('NOT_FOUND', SAFETY_TEXT.dateUnknown);
    const face = await repo.publicFace(date.otherId);
    return { id: date.id, location: date.location, dateAt: date.dateAt, matchName: face.name, record: null };
  }

  const inWindow = (dateAt: Date, at: Date) =>
    at.getTime() >= dateAt.getTime() - SAFETY.windowBeforeMs &&
    at.getTime() < dateAt.getTime() + SAFETY.linkLifetimeAfterDateMs;

  function alertView(alert: AlertRow | null): SafetyAlert | null {
    if (!alert) return null;
    const late = now().getTime() - alert.createdAt.getTime() > SAFETY.helpSlowMs;
    return {
      kind: alert.kind,
      at: alert.createdAt.toISOString(),
      sent_at: iso(alert.sentAt),
      trying: !alert.sentAt && (alert.failed || alert.attempts > 1 || late),
    };
  }

  async function view(userId: string, date: SafetyDate): Promise<DateSafety> {
    const checkin = date.record;
    const [contact, whereabouts, ending, alert] = await Promise.all([
      contacts.contact(userId),
      repo.whereabouts(userId),
      checkin ? repo.endingOf(date.id) : Promise.resolve(null),
      repo.latestAlert(date.id, userId),
    ]);
    return {
      date: {
        id: date.id,
        location: date.location,
        date_at: date.dateAt.toISOString(),
        match_name: date.matchName,
      },
      contact,
      shared_at: iso(checkin?.sharedAt ?? null),
      safe_by: iso(checkin?.safeBy ?? null),
      arrived_at: iso(checkin?.arrivedAt ?? null),
      safe_at: iso(checkin?.safeAt ?? null),
      alerted_at: iso(checkin?.alertedAt ?? null),
      in_window: inWindow(date.dateAt, now()),
      emergency_number: emergencyNumberFor(whereabouts.country),
      ended: ending ? { how: ending.how, at: iso(ending.at) } : null,
      alert: alertView(alert),
    };
  }

  /** The date's zone: where the person last was, else the zone their device reported, else UTC. */
  async function zoneOf(userId: string, deviceZone: string | undefined): Promise<string> {
    const { latitude, longitude } = await repo.whereabouts(userId);
    const atPosition = latitude !== null && longitude !== null ? zoneAt(latitude, longitude) : null;
    return atPosition ?? knownZone(deviceZone) ?? 'UTC';
  }

  /**
   * What a share copies of the date as it stands (no token, not shared, "I'm safe" due at the start until a share
   * sets it): the place and time, both display names, the picture's key, the contact and the date's zone.
   */
  async function snapshotOf(
    userId: string,
    date: AcceptedDate,
    contact: { name: string; email: string },
    deviceZone: string | undefined,
  ): Promise<NewRecord> {
    const [me, other, zone] = await Promise.all([
      repo.publicFace(userId),
      repo.publicFace(date.otherId),
      zoneOf(userId, deviceZone),
    ]);
    return {
      dateId: date.id,
      userId,
      tokenHash: null,
      expiresAt: new Date(date.dateAt.getTime() + SAFETY.linkLifetimeAfterDateMs),
      sharedAt: null,
      safeBy: date.dateAt,
      location: date.location,
      dateAt: date.dateAt,
      otherId: date.otherId,
      personName: me.name,
      matchName: other.name,
      matchImageKey: other.imageKey,
      timeZone: zone,
      contactName: contact.name,
      contactEmail: contact.email,
    };
  }

  /** What the contact's mails say, all from the record; the image and page links carry the page's token. */
  async function factsOf(record: CheckinRow, token: string | null, exec?: Db): Promise<DateFacts> {
    const pageUrl = token ? `${deps.publicUrl}/safe/${token}` : null;
    return {
      person: record.personName,
      match: record.matchName,
      location: record.location,
      dateAt: record.dateAt,
      zone: record.timeZone,
      pageUrl,
      imageUrl: token && record.matchImageKey ? `${pageUrl}/image` : null,
      ending: await repo.endingOf(record.dateId, exec),
      stopUrl: contacts.stopUrl(record.contactEmail),
      product: deps.product,
    };
  }

  /** Queues one mail to the contact with its alert row, in the caller's transaction. */
  async function queueAlert(
    tx: Db,
    record: CheckinRow,
    kind: AlertRow['kind'],
    mail: { subject: string; text: string; html: string },
  ): Promise<string> {
    const jobId = await deps.mails.queueIn(tx, record.contactEmail, mail);
    await repo.addAlert(tx, { dateId: record.dateId, userId: record.userId, kind, jobId });
    return jobId;
  }

  return {
    /** The person's shared dates still open, each with whether it ended early. */
    async sharedDates(userId: string): Promise<SharedDate[]> {
      const records = await repo.openRecords(userId, now());
      return Promise.all(
        records.map(async (r) => ({
          id: r.dateId,
          location: r.location,
          date_at: r.dateAt.toISOString(),
          match_name: r.matchName,
          ended: (await repo.endingOf(r.dateId)) !== null,
        })),
      );
    },

    async safety(userId: string, dateId: string): Promise<DateSafety> {
      return view(userId, await safetyDate(userId, dateId));
    },

    async share(
      userId: string,
      dateId: string,
      safeAfterHours: number,
      deviceZone?: string,
    ): Promise<DateSafety> {
      await deps.assertNotMuted(userId);
      // A new share needs the date as it stands: accepted, the match open.
      const date = await repo.acceptedDate(dateId, userId);
      if (!date) throw new AppError('NOT_FOUND', SAFETY_TEXT.dateUnknown);
      const contact = await contacts.confirmedContact(userId);
      const at = now();
      const expiresAt = new Date(date.dateAt.getTime() + SAFETY.linkLifetimeAfterDateMs);
      if (at.getTime() >= expiresAt.getTime()) throw new AppError('BAD_INPUT', SAFETY_TEXT.outsideWindow);
      if (at.getTime() < date.dateAt.getTime() - SAFETY.shareBeforeMs) {
        throw new AppError('BAD_INPUT', SAFETY_TEXT.shareTooEarly);
      }
      await deps.mailLimit.consume(`safety:${userId}`, SAFETY_MAIL_LIMIT_TEXT);
      await deps.shareInboxLimit.consume(inboxKey(contact.email), SAFETY_TEXT.inboxLimit);
      // Only the hash is stored, so the table does not open the page.
      const token = newToken();
      const safeBy = new Date(date.dateAt.getTime() + safeAfterHours * HOUR);
      const shared: NewRecord = {
        ...(await snapshotOf(userId, date, contact, deviceZone)),
        tokenHash: hashToken(token),
        sharedAt: at,
        safeBy,
      };
      const facts = await factsOf({ ...shared, arrivedAt: null, safeAt: null, alertedAt: null }, token);
      const record = await deps.db.transaction(async (t) => {
        const tx = t as Db;
        const stored = await repo.share(tx, shared);
        await queueAlert(tx, stored, 'shared', sharedDateMail(facts, safeBy));
        return stored;
      });
      deps.mails.wake();
      return view(userId, { ...date, matchName: record.matchName, record });
    },

    async checkIn(userId: string, dateId: string, kind: 'arrived' | 'safe'): Promise<DateSafety> {
      const date = await safetyDate(userId, dateId);
      if (!inWindow(date.dateAt, now())) throw new AppError('BAD_INPUT', SAFETY_TEXT.outsideWindow);
      if (!date.record) throw new AppError('BAD_INPUT', SAFETY_TEXT.notShared);
      const record = await repo.checkIn(date.id, userId, kind, now());
      return view(userId, { ...date, record });
    },

    /**
     * Queues the alert and answers at once (the mail server may be down: the urgent lane keeps trying). A shared
     * date alerts the contact it was shared with; an unshared one the person's confirmed contact.
     */
    async needHelp(
      userId: string,
      dateId: string,
      position: { latitude: number; longitude: number } | null,
    ): Promise<{ sent: true; with_position: boolean; alert: SafetyAlert }> {
      const date = await safetyDate(userId, dateId);
      const at = now();
      if (!inWindow(date.dateAt, at)) throw new AppError('BAD_INPUT', SAFETY_TEXT.outsideWindow);
      const record: CheckinRow = date.record ?? (await this.unsharedRecord(userId, dateId));
      await deps.mailLimit.consume(`safety:${userId}`, SAFETY_MAIL_LIMIT_TEXT);
      // The position goes into this one mail and is not stored.
      const mail = needHelpMail(await factsOf(record, null), position, at);
      await deps.db.transaction(async (tx) => {
        await queueAlert(tx as Db, record, 'help', mail);
      });
      deps.mails.wake();
      return {
        sent: true,
        with_position: position !== null,
        alert: { kind: 'help', at: at.toISOString(), sent_at: null, trying: false },
      };
    },

    /** The facts of a date never shared, for "I need help": its live state and the confirmed contact. */
    async unsharedRecord(userId: string, dateId: string): Promise<CheckinRow> {
      const date = await repo.acceptedDate(dateId, userId);
      if (!date) throw new AppError('NOT_FOUND', SAFETY_TEXT.dateUnknown);
      const contact = await contacts.confirmedContact(userId);
      return {
        ...(await snapshotOf(userId, date, contact, undefined)),
        arrivedAt: null,
        safeAt: null,
        alertedAt: null,
      };
    },

    /**
     * The scheduled task: alerts every missed "I'm safe" once. Each alert is marked and its mail queued in one
     * transaction, one date at a time, so a crash anywhere loses none and sends none twice (the job is durable and
     * its mail carries the job's id). Records a day past their date are deleted.
     */
    async alertMissed(limit = 100): Promise<{ alerted: number; purged: number }> {
      const at = now();
      const dueBefore = new Date(at.getTime() - SAFETY.checkInGraceMs);
      let alerted = 0;
      while (alerted < limit) {
        const claimed = await deps.db.transaction(async (t) => {
          const tx = t as Db;
          const row = await repo.claimOneMissed(tx, dueBefore, at);
          if (!row) return false;
          // No token here: the contact already has the page's link from the share mail.
          await queueAlert(tx, row, 'missed', missedCheckInMail(await factsOf(row, null, tx), row.safeBy));
          faultPoint('safety-alert:queued');
          return true;
        });
        if (!claimed) break;
        faultPoint('safety-alert:committed');
        deps.mails.wake();
        alerted += 1;
      }
      return { alerted, purged: await repo.purgeExpired(at) };
    },

    /** Marks an alert's mail out (the safety mail job's commit). */
    alertSent: (jobId: string, tx: Db) => repo.alertSent(jobId, tx, now()),

    /** The public page's data for a token, or null (unknown, replaced or expired), with how the date ended. */
    async byToken(token: string) {
      if (!isToken(token)) return null;
      const row = await repo.byToken(hashToken(token), now());
      if (!row) return null;
      return { row, ending: await repo.endingOf(row.dateId) };
    },
  };
}

export type DateSafetyService = ReturnType<typeof createDateSafetyService>;
