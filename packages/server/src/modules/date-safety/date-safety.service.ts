// Date check-in rules (issue 23.1): a person's own trusted contact; sharing, check-ins and "I need help" only on
// the person's own accepted date; the private page's token (random, stored as its SHA-256, a day past the date);
// the missed check-in alert, taken by one conditional update so it is sent at most once per date.
import { createHash, randomBytes } from 'node:crypto';
import {
  type DateSafety,
  emergencyNumberFor,
  SAFETY,
  SAFETY_TEXT,
  type TrustedContact,
} from '@rookery/shared/api/date-safety.actions.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RateLimiter } from '../../platform/http/rate-limiter.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { type DateFacts, missedCheckInMail, needHelpMail, sharedDateMail } from './date-safety.mail.ts';
import type { AcceptedDate, CheckinRow, DateSafetyRepo } from './date-safety.repo.ts';

/** Mails to a contact a person may set off an hour (shares and help): enough for a date, not for spam. */
export const SAFETY_MAIL_LIMIT = { max: 10, windowMs: 60 * 60_000 } as const;
export const SAFETY_MAIL_LIMIT_TEXT =
  'You have sent your contact many mails this hour. Please call them instead.';
const HOUR = 3_600_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface DateSafetyDeps {
  repo: DateSafetyRepo;
  mailer: Mailer;
  publicUrl: string;
  product: string;
  mailLimit: RateLimiter;
  clock?: () => Date;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function createDateSafetyService(deps: DateSafetyDeps) {
  const { repo, mailer } = deps;
  const now = deps.clock ?? (() => new Date());

  async function ownDate(userId: string, dateId: string): Promise<AcceptedDate> {
    const date = await repo.acceptedDate(dateId, userId);
    // Someone else's date and an unknown one read the same, so ids cannot be probed.
    if (!date) throw new AppError('NOT_FOUND', SAFETY_TEXT.dateUnknown);
    return date;
  }

  const inWindow = (date: AcceptedDate, at: Date) =>
    at.getTime() >= date.dateAt.getTime() - SAFETY.windowBeforeMs &&
    at.getTime() < date.dateAt.getTime() + SAFETY.linkLifetimeAfterDateMs;

  async function view(userId: string, date: AcceptedDate, row?: CheckinRow | null): Promise<DateSafety> {
    const checkin = row === undefined ? await repo.checkin(date.id, userId) : row;
    const [contact, face, country] = await Promise.all([
      repo.contactOf(userId),
      repo.publicFace(date.otherId),
      repo.countryOf(userId),
    ]);
    return {
      date: {
        id: date.id,
        location: date.location,
        date_at: date.dateAt.toISOString(),
        match_name: face.name,
      },
      contact,
      shared_at: iso(checkin?.sharedAt ?? null),
      safe_by: iso(checkin?.safeBy ?? null),
      arrived_at: iso(checkin?.arrivedAt ?? null),
      safe_at: iso(checkin?.safeAt ?? null),
      alerted_at: iso(checkin?.alertedAt ?? null),
      in_window: inWindow(date, now()),
      emergency_number: emergencyNumberFor(country),
    };
  }

  /** What the contact's mails say; the image and page links carry the page's token. */
  async function factsOf(
    userId: string,
    date: { location: string; dateAt: Date; otherId: string },
    token: string | null,
  ): Promise<DateFacts> {
    const [me, other] = await Promise.all([repo.publicFace(userId), repo.publicFace(date.otherId)]);
    const pageUrl = token ? `${deps.publicUrl}/safe/${token}` : null;
    return {
      person: me.name,
      match: other.name,
      location: date.location,
      dateAt: date.dateAt,
      pageUrl,
      imageUrl: token && other.imageKey ? `${pageUrl}/image` : null,
      product: deps.product,
    };
  }

  async function contactOrRefuse(userId: string): Promise<TrustedContact> {
    const contact = await repo.contactOf(userId);
    if (!contact) throw new AppError('BAD_INPUT', SAFETY_TEXT.noContact);
    return contact;
  }

  return {
    contact: (userId: string) => repo.contactOf(userId),

    async setContact(userId: string, contact: TrustedContact): Promise<TrustedContact> {
      await repo.saveContact(userId, contact, now());
      return contact;
    },

    async safety(userId: string, dateId: string): Promise<DateSafety> {
      return view(userId, await ownDate(userId, dateId));
    },

    async share(userId: string, dateId: string, safeAfterHours: number): Promise<DateSafety> {
      const date = await ownDate(userId, dateId);
      const contact = await contactOrRefuse(userId);
      const at = now();
      const expiresAt = new Date(date.dateAt.getTime() + SAFETY.linkLifetimeAfterDateMs);
      if (at.getTime() >= expiresAt.getTime()) throw new AppError('BAD_INPUT', SAFETY_TEXT.outsideWindow);
      await deps.mailLimit.consume(`safety:${userId}`, SAFETY_MAIL_LIMIT_TEXT);
      // 32 random bytes (256 bits); only the hash is stored, so the table does not open the page.
      const token = randomBytes(32).toString('base64url');
      const safeBy = new Date(date.dateAt.getTime() + safeAfterHours * HOUR);
      const row = await repo.share({
        dateId: date.id,
        userId,
        tokenHash: hashToken(token),
        expiresAt,
        sharedAt: at,
        safeBy,
      });
      await mailer.send({ to: contact.email, ...sharedDateMail(await factsOf(userId, date, token), safeBy) });
      return view(userId, date, row);
    },

    async checkIn(userId: string, dateId: string, kind: 'arrived' | 'safe'): Promise<DateSafety> {
      const date = await ownDate(userId, dateId);
      if (!inWindow(date, now())) throw new AppError('BAD_INPUT', SAFETY_TEXT.outsideWindow);
      if (!(await repo.checkin(date.id, userId))?.sharedAt)
        throw new AppError('BAD_INPUT', SAFETY_TEXT.notShared);
      const row = await repo.checkIn(date.id, userId, kind, now());
      return view(userId, date, row);
    },

    async needHelp(
      userId: string,
      dateId: string,
      position: { latitude: number; longitude: number } | null,
    ): Promise<{ sent: true; with_position: boolean }> {
      const date = await ownDate(userId, dateId);
      if (!inWindow(date, now())) throw new AppError('BAD_INPUT', SAFETY_TEXT.outsideWindow);
      const contact = await contactOrRefuse(userId);
      await deps.mailLimit.consume(`safety:${userId}`, SAFETY_MAIL_LIMIT_TEXT);
      // The position goes into this one mail and is not stored.
      const facts = await factsOf(userId, date, null);
      await mailer.send({ to: contact.email, ...needHelpMail(facts, position) });
      return { sent: true, with_position: position !== null };
    },

    /** The scheduled task: alerts every missed "I'm safe" once; rows a day past their date are deleted. */
    async alertMissed(limit = 100): Promise<{ alerted: number; purged: number }> {
      const at = now();
      const claimed = await repo.claimMissed(new Date(at.getTime() - SAFETY.checkInGraceMs), at, limit);
      let alerted = 0;
      for (const row of claimed) {
        const date = await repo.acceptedDate(row.dateId, row.userId);
        const contact = await repo.contactOf(row.userId);
        if (!date || !contact) continue;
        // No token here: the contact already has the page's link from the share mail.
        await mailer.send({
          to: contact.email,
          ...missedCheckInMail(await factsOf(row.userId, date, null), row.safeBy),
        });
        alerted += 1;
      }
      return { alerted, purged: await repo.purgeExpired(at) };
    },

    /** The public page's data for a token, or null (unknown, replaced or expired). */
    async byToken(token: string) {
      if (!/^[A-Za-z0-9_-]{40,60}$/.test(token)) return null;
      const row = await repo.byToken(hashToken(token), now());
      if (!row) return null;
      const otherId = row.requestor === row.userId ? row.requestee : row.requestor;
      const [me, other] = await Promise.all([
        repo.publicFace(row.userId),
        otherId ? repo.publicFace(otherId) : Promise.resolve({ name: 'Their match', imageKey: null }),
      ]);
      return { row, person: me.name, match: other.name, imageKey: other.imageKey };
    },
  };
}

export type DateSafetyService = ReturnType<typeof createDateSafetyService>;
