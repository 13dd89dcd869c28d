// The rules of emailed codes (PRODUCT.md): 4 random digits, kept only as an HMAC, valid 15 minutes, one
// purpose each, void after 5 wrong tries, at most one a minute per purpose and 10 a day per account.
import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { CODES } from '@rookery/shared/limits.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { CodePurpose, CodesRepo } from './codes.repo.ts';

export type { CodePurpose } from './codes.repo.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const CODE_TEXT = {
  incorrect: 'Incorrect code',
  lastTry: 'Incorrect code. That was the last try for this code, please request a new one.',
  void: 'Incorrect code. This code is no longer valid, please request a new one.',
} as const;

export interface CodesOptions {
  /** HMAC key; without one the hash still binds the code to its person and purpose. */
  secret?: string | undefined;
  clock?: () => Date;
}

export function createCodesService(repo: CodesRepo, options: CodesOptions = {}) {
  const clock = options.clock ?? (() => new Date());
  const key = options.secret ?? 'rookery-codes';

  const digest = (userId: string, purpose: CodePurpose, code: string) =>
    createHmac('sha256', key).update(`${userId}:${purpose}:${code}`).digest();

  return {
    /**
     * Makes a new code for `purpose`, sent to `sentTo`, and returns it (the caller mails it). Throws 429 with
     * Retry-After when the last one of that purpose is under a minute old or the day's ten are used.
     */
    async issue(userId: string, purpose: CodePurpose, sentTo: string): Promise<string> {
      const now = clock();
      const last = await repo.latest(userId, purpose);
      const wait = last ? last.createdAt.getTime() + CODES.resendSeconds * 1000 - now.getTime() : 0;
      if (wait > 0) {
        const seconds = Math.ceil(wait / 1000);
        // API.md 1's sentence for every 429; Retry-After says how long.
        throw new AppError('TOO_MANY', undefined, seconds);
      }
      const dayAgo = new Date(now.getTime() - DAY);
      const today = await repo.countSince(userId, dayAgo);
      if (today.count >= CODES.perDay) {
        const free = (today.oldest?.getTime() ?? now.getTime()) + DAY - now.getTime();
        throw new AppError('TOO_MANY', undefined, Math.max(1, Math.ceil(free / 1000)));
      }
      await repo.deleteBefore(userId, dayAgo);
      const code = String(randomInt(0, 10 ** 4)).padStart(4, '0');
      await repo.insert({
        id: randomUUID(),
        userId,
        purpose,
        codeHash: digest(userId, purpose, code).toString('hex'),
        sentTo,
        createdAt: now,
        expiresAt: new Date(now.getTime() + CODES.validMinutes * MINUTE),
      });
      return code;
    },

    /**
     * Checks a code and answers the address it was sent to; with `use` the code is spent. Wrong → 400
     * "Incorrect code"; the fifth wrong try voids it, and an expired, used or void code asks for a new one.
     */
    async check(userId: string, purpose: CodePurpose, code: string, use: boolean): Promise<string> {
      const now = clock();
      const row = await repo.latest(userId, purpose);
      if (!row || row.usedAt || row.expiresAt <= now) throw new AppError('BAD_INPUT', CODE_TEXT.void);
      const tries = await repo.takeTry(row.id, CODES.maxTries);
      if (tries === null) throw new AppError('BAD_INPUT', CODE_TEXT.void);
      const right = timingSafeEqual(digest(userId, purpose, code), Buffer.from(row.codeHash, 'hex'));
      if (!right) {
        throw new AppError('BAD_INPUT', tries >= CODES.maxTries ? CODE_TEXT.lastTry : CODE_TEXT.incorrect);
      }
      await repo.returnTry(row.id);
      if (use && !(await repo.use(row.id, now))) throw new AppError('BAD_INPUT', CODE_TEXT.void);
      return row.sentTo;
    },
  };
}

export type CodesService = ReturnType<typeof createCodesService>;
