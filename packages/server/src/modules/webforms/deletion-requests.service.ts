// Deletion requests from the /delete form after they are stored (RULES.md "Constants and limits": processed within 30
// days): support's queue, the confirmation mail to the account's own address, closing without deleting, and the
// account holder's confirmation through the link, which is the only way this module deletes an account.
import { createHash, randomBytes } from 'node:crypto';
import { DELETION_LINK_DAYS, DELETION_LINK_MESSAGES as LINK } from '@rookery/shared/schemas/deletion-link.ts';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/app-error.ts';
import { clientOf } from '../../platform/http/client-address.ts';
import { type LimiterFactory, localLimiters } from '../../platform/http/rate-limiter.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { confirmationMail, deletionDoneMail } from './deletion-requests.mail.ts';
import type { DeletionRequestsRepo, StoredDeletionRequest } from './deletion-requests.repo.ts';

const DAY = 24 * 60 * 60_000;
/** RULES.md "Constants and limits": deletion requests within 30 days. */
export const DELETION_DUE_DAYS = 30;
/** A person opens the link, perhaps reloads, and presses the button; a script would call far more. */
export const DELETION_LINK_LIMIT = { max: 30, windowMs: 60 * 60_000 } as const;

/** What a confirmed request's resolution says; support's closes say anything else. */
export const RESOLUTION_DELETED = 'deleted';
const MAX_RESOLUTION = 500;

type Request = Pick<FastifyRequest, 'ip'>;

export interface DeletionRequestsDeps {
  repo: DeletionRequestsRepo;
  mailer: Mailer;
  /** modules/account's deletion (reason 'request'); safe to call again for an account already gone. */
  deleteAccount(userId: string): Promise<{ deleted: boolean }>;
  /** The dating site's public address, for the link in the confirmation mail. */
  publicUrl: string;
  product: string;
  supportEmail: string;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** The server's limiters (shared between servers with REDIS_URL); in memory when not given. */
  limiters?: LimiterFactory;
}

export const hashDeletionToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const dueDate = (request: Pick<StoredDeletionRequest, 'createdAt'>) =>
  new Date(request.createdAt.getTime() + DELETION_DUE_DAYS * DAY);

/** Whole days since the request came in. */
export const ageInDays = (request: Pick<StoredDeletionRequest, 'createdAt'>, now: Date) =>
  Math.max(0, Math.floor((now.getTime() - request.createdAt.getTime()) / DAY));

export const isOverdue = (request: Pick<StoredDeletionRequest, 'createdAt' | 'status'>, now: Date) =>
  request.status !== 'resolved' && now.getTime() > dueDate(request).getTime();

/** Why a link cannot be used now, in the sentence the person sees. */
function linkRefusal(request: StoredDeletionRequest | null, now: Date): AppError {
  const sentence = (() => {
    if (!request) return LINK.invalid;
    if (request.status === 'resolved')
      return request.resolution === RESOLUTION_DELETED ? LINK.used : LINK.closed;
    if (request.status === 'confirmed') return LINK.underWay;
    if (request.status !== 'mailed' || !request.confirmExpiresAt) return LINK.invalid;
    if (request.confirmExpiresAt.getTime() <= now.getTime()) return LINK.expired;
    return null;
  })();
  return new AppError('BAD_INPUT', sentence ?? LINK.invalid);
}

const closeHint = (id: string) => `npm run admin -- deletions close ${id} --resolution "no account"`;

export function createDeletionRequestsService(deps: DeletionRequestsDeps) {
  const now = deps.now ?? (() => new Date());
  const limiter = deps.limiters ?? localLimiters;
  const linkChecks = limiter('deletion-link', DELETION_LINK_LIMIT);
  const confirmations = limiter('deletion-confirm', DELETION_LINK_LIMIT);

  async function get(id: string): Promise<StoredDeletionRequest> {
    const found = await deps.repo.find(id);
    if (found === 'ambiguous') {
      throw new AppError(
        'BAD_INPUT',
        `More than one deletion request starts with ${id}; give more of the id.`,
      );
    }
    if (!found) throw new AppError('NOT_FOUND', `No deletion request has the id ${id}.`);
    return found;
  }

  /** The request a link's token belongs to, if the link can be used now; the person's sentence otherwise. */
  async function usable(token: string): Promise<StoredDeletionRequest> {
    const request = await deps.repo.byTokenHash(hashDeletionToken(token));
    if (request?.status === 'mailed' && request.confirmExpiresAt && request.confirmExpiresAt > now()) {
      return request;
    }
    throw linkRefusal(request, now());
  }

  async function tellDone(request: StoredDeletionRequest, accountEmail: string, deletedAt: Date) {
    const base = { product: deps.product, accountEmail, reference: request.id, deletedAt };
    // Greeted by the account's own name where the address is the account's, never by the name typed in the form.
    const holderName = request.account?.name ?? '';
    const requesterIsHolder = accountEmail.toLowerCase() === request.contactEmail.toLowerCase();
    const mails = [{ to: request.contactEmail, greet: requesterIsHolder ? holderName : '' }];
    // The account holder hears of it too when someone else asked (their address still reaches them).
    if (!requesterIsHolder) mails.push({ to: accountEmail, greet: holderName });
    for (const { to, greet } of mails) {
      try {
        await deps.mailer.send({ to, replyTo: deps.supportEmail, ...deletionDoneMail({ ...base, greet }) });
      } catch (err) {
        // The account is gone and the request resolved; a bounced notice must not undo that or look like failure.
        deps.log.warn({ err, reference: request.id }, 'deletion done mail not sent');
      }
    }
  }

  return {
    get,

    async queue(all: boolean): Promise<StoredDeletionRequest[]> {
      return deps.repo.queue(all);
    },

    /**
     * Mails the account's own address a link to confirm the deletion. A new mail replaces the previous link.
     * Refused when no account has the request's account email.
     */
    async send(
      id: string,
      operator: string,
    ): Promise<{ request: StoredDeletionRequest; to: string; expires: Date }> {
      const request = await get(id);
      if (request.status === 'resolved') {
        throw new AppError(
          'BAD_INPUT',
          `Request ${request.id} is already resolved (${request.resolution ?? 'no resolution'}); there is nothing to send.`,
        );
      }
      if (!request.accountEmail) {
        throw new AppError(
          'BAD_INPUT',
          `Request ${request.id} gives no account email, so there is no account to write to. Ask the requester (${request.contactEmail}) for it, or close the request: ${closeHint(request.id)}`,
        );
      }
      if (!request.account) {
        throw new AppError(
          'BAD_INPUT',
          `No account has the email ${request.accountEmail}. Check it with the requester (${request.contactEmail}), or close the request: ${closeHint(request.id)}`,
        );
      }
      const token = randomBytes(32).toString('base64url');
      const sentAt = now();
      const expires = new Date(sentAt.getTime() + DELETION_LINK_DAYS * DAY);
      const link = `${deps.publicUrl}/delete/confirm?token=${token}`;
      // The mail goes first: if it cannot be sent, the request keeps its state (and any earlier link) as it was.
      await deps.mailer.send({
        to: request.account.email,
        replyTo: deps.supportEmail,
        ...confirmationMail({
          product: deps.product,
          accountName: request.account.name,
          accountEmail: request.account.email,
          request: request.payload,
          reference: request.id,
          link,
          expires,
        }),
      });
      const recorded = await deps.repo.markMailed(request.id, {
        userId: request.account.id,
        tokenHash: hashDeletionToken(token),
        sentAt,
        expiresAt: expires,
      });
      if (!recorded) {
        throw new AppError(
          'BAD_INPUT',
          `Request ${request.id} was resolved while the mail was being sent; the link in that mail does not work.`,
        );
      }
      deps.log.info({ reference: request.id, operator }, 'deletion request: confirmation mailed');
      return { request, to: request.account.email, expires };
    },

    /** Resolves a request without deleting anything (no account, not confirmed in time, a duplicate…). */
    async close(id: string, resolution: string, operator: string): Promise<StoredDeletionRequest> {
      const words = resolution.trim();
      if (!words)
        throw new AppError('BAD_INPUT', 'Say why the request is closed: --resolution "no account".');
      if (words.length > MAX_RESOLUTION) {
        throw new AppError('BAD_INPUT', `The resolution must be at most ${MAX_RESOLUTION} characters.`);
      }
      const request = await get(id);
      if (request.status === 'resolved') {
        throw new AppError(
          'BAD_INPUT',
          `Request ${request.id} is already resolved (${request.resolution ?? 'no resolution'}).`,
        );
      }
      // 'confirmed' is left out: the account holder's deletion is running and resolves the request itself.
      if (!(await deps.repo.resolve(request.id, words, now(), ['open', 'mailed']))) {
        throw new AppError(
          'BAD_INPUT',
          `Request ${request.id} changed meanwhile (the account holder may be confirming it); look at it again.`,
        );
      }
      deps.log.info({ reference: request.id, operator, resolution: words }, 'deletion request closed');
      return get(request.id);
    },

    /** The page's first look at a link: whether it can be used, and which account it deletes. */
    async checkLink(token: string, request: Request): Promise<{ accountemail: string; expires: string }> {
      await linkChecks.consume(`deletionlink:${clientOf(request)}`);
      const found = await usable(token);
      return {
        accountemail: found.account?.email ?? found.accountEmail ?? '',
        expires: (found.confirmExpiresAt ?? now()).toISOString(),
      };
    },

    /** The account holder's confirmation: deletes the account once, resolves the request, tells both sides. */
    async confirm(token: string, request: Request): Promise<void> {
      await confirmations.consume(`confirmdeletion:${clientOf(request)}`);
      const found = await usable(token);
      const claimed = await deps.repo.claimByToken(hashDeletionToken(token), now());
      // Someone else (a second click, support closing it) got there between the two reads.
      if (!claimed) throw linkRefusal(await deps.repo.byTokenHash(hashDeletionToken(token)), now());
      const accountEmail = found.account?.email ?? found.accountEmail ?? found.contactEmail;
      try {
        // No user id: the account was deleted some other way (the app, the inactivity job) after the mail went.
        if (claimed.userId) await deps.deleteAccount(claimed.userId);
      } catch (err) {
        // The link stays usable, so the person can try again; support sees the request still 'mailed'.
        await deps.repo.unclaim(claimed.id);
        throw err;
      }
      const deletedAt = now();
      await deps.repo.resolve(claimed.id, RESOLUTION_DELETED, deletedAt, ['confirmed']);
      deps.log.info({ reference: claimed.id }, 'account deleted on a confirmed deletion request');
      await tellDone(found, accountEmail, deletedAt);
    },
  };
}

export type DeletionRequestsService = ReturnType<typeof createDeletionRequestsService>;
