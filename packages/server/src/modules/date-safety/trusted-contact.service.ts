// Trusted contacts: a contact accepts before the first share, so "Share my date" cannot mail a stranger.
// Setting a new address mails it a request (accept, or "this isn't me"); such requests are capped per receiving
// inbox across every sender, and an address that said no, or used the stop link of any contact mail, is never
// mailed again by anyone. A muted person can set no contact.
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  SAFETY_TEXT,
  type TrustedContact,
  type TrustedContactState,
} from '@rookery/shared/api/date-safety.actions.ts';
import type { Db } from '../../platform/db/db-client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RateLimiter } from '../../platform/http/rate-limiter.ts';
import { contactRequestMail } from './date-safety.mail.ts';
import type { SafetyMailQueue } from './safety-mail.ts';
import { hashToken, isToken, newToken } from './safety-token.ts';
import type { ContactRow, TrustedContactRepo } from './trusted-contact.repo.ts';

/** Requests to be someone's contact one inbox may get a day, from all senders together. */
export const CONTACT_REQUEST_INBOX_LIMIT = { max: 3, windowMs: 24 * 3_600_000 } as const;

/** The key every per-inbox limit and opt-out uses: one per address, whatever its case. */
export const inboxKey = (email: string) => hashToken(email.trim().toLowerCase());

export interface TrustedContactDeps {
  repo: TrustedContactRepo;
  db: Db;
  mails: SafetyMailQueue;
  /** Per sender: the hourly safety mail limit the date mails share. */
  senderLimit: RateLimiter;
  senderLimitText: string;
  requestInboxLimit: RateLimiter;
  assertNotMuted: (userId: string) => Promise<void>;
  displayName: (userId: string) => Promise<string>;
  publicUrl: string;
  product: string;
  /** Signs the stop links (CODE_SECRET's key). */
  secret: string;
  clock: () => Date;
}

const stateOf = (row: ContactRow): TrustedContactState => ({
  name: row.name,
  email: row.email,
  phone: row.phone,
  confirmed: row.confirmedAt !== null,
});

export function createTrustedContactService(deps: TrustedContactDeps) {
  const { repo } = deps;
  const sign = (email: string) =>
    createHmac('sha256', deps.secret).update(`safety-stop|${email.trim().toLowerCase()}`).digest('base64url');

  return {
    async contact(userId: string): Promise<TrustedContactState | null> {
      const row = await repo.contactOf(userId);
      return row ? stateOf(row) : null;
    },

    /** The contact a share or an alert may go to, or a refusal that says why not. */
    async confirmedContact(userId: string): Promise<ContactRow> {
      const row = await repo.contactOf(userId);
      if (!row) throw new AppError('BAD_INPUT', SAFETY_TEXT.noContact);
      if (!row.confirmedAt) throw new AppError('BAD_INPUT', SAFETY_TEXT.contactUnconfirmed);
      return row;
    },

    /**
     * Saves the contact. A confirmed address keeps its confirmation (name and phone change); a new or unconfirmed
     * one is mailed a request to accept, counted per sender and per receiving inbox.
     */
    async setContact(userId: string, input: TrustedContact): Promise<TrustedContactState> {
      await deps.assertNotMuted(userId);
      const before = await repo.contactOf(userId);
      const now = deps.clock();
      const same = before && before.email.toLowerCase() === input.email.toLowerCase();
      if (same && before.confirmedAt) {
        await repo.saveContact(userId, input, now, null);
        return stateOf({ ...before, ...input });
      }
      const inbox = inboxKey(input.email);
      if (await repo.optedOut(inbox)) throw new AppError('BAD_INPUT', SAFETY_TEXT.contactOptedOut);
      await deps.senderLimit.consume(`safety:${userId}`, deps.senderLimitText);
      await deps.requestInboxLimit.consume(inbox, SAFETY_TEXT.inboxLimit);
      const token = newToken();
      const mail = contactRequestMail({
        person: await deps.displayName(userId),
        acceptUrl: `${deps.publicUrl}/safe/contact/${token}`,
        stopUrl: this.stopUrl(input.email),
        product: deps.product,
      });
      await deps.db.transaction(async (tx) => {
        await repo.saveContact(userId, input, now, hashToken(token), tx as Db);
        await deps.mails.queueIn(tx as Db, input.email, mail);
      });
      deps.mails.wake();
      return { ...input, confirmed: false };
    },

    /** The request behind a link from the mail: waiting, already accepted, or unknown (null). */
    async request(token: string): Promise<{ person: string; accepted: boolean } | null> {
      if (!isToken(token)) return null;
      const row = await repo.byConfirmToken(hashToken(token));
      if (!row) return null;
      return { person: await deps.displayName(row.userId), accepted: row.confirmedAt !== null };
    },

    async accept(token: string): Promise<boolean> {
      if (!isToken(token)) return false;
      return repo.confirm(hashToken(token), deps.clock());
    },

    /** "This isn't me": the address is never mailed again, by this person or anyone. */
    async decline(token: string): Promise<boolean> {
      if (!isToken(token)) return false;
      const row = await repo.byConfirmToken(hashToken(token));
      if (!row) return false;
      await repo.optOut(row.email, inboxKey(row.email));
      return true;
    },

    /** The stop link of every contact mail: the address, signed, so nobody can stop another's mail. */
    stopUrl(email: string): string {
      const e = Buffer.from(email.trim().toLowerCase()).toString('base64url');
      return `${deps.publicUrl}/safe/stop/${e}.${sign(email)}`;
    },

    /** The stop link's address when its signature holds, else null. */
    stopAddress(value: string): string | null {
      const [e, signature] = value.split('.');
      if (!e || !signature) return null;
      const email = Buffer.from(e, 'base64url').toString('utf8');
      const expected = Buffer.from(sign(email));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? email : null;
    },

    async stop(email: string): Promise<void> {
      await repo.optOut(email, inboxKey(email));
    },

    optedOut: (email: string) => repo.optedOut(inboxKey(email)),
  };
}

export type TrustedContactService = ReturnType<typeof createTrustedContactService>;
