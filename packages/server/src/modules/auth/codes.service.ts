// The rules of emailed codes (PRODUCT.md): 4 random digits, kept only as an HMAC, valid 15 minutes, one
// purpose each, void after 5 wrong tries, at most one a minute and 10 a day per account and purpose. Every
// code comes with a one-time link token that does what the code does. Wrong guesses spend the account's
// budget (CODES.guesses*); once spent the code path stays closed until the owner signs in or uses a link.
import { createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { CODES } from '@rookery/shared/limits.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { CodeGuessesRepo } from './code-guesses.repo.ts';
import type { CodePurpose, CodesRepo } from './codes.repo.ts';

export type { CodePurpose } from './codes.repo.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const CODE_TEXT = {
  incorrect: 'Incorrect code',
  lastTry: 'Incorrect code. That was the last try for this code, please request a new one.',
  void: 'Incorrect code. This code is no longer valid, please request a new one.',
  closed:
    'Too many wrong codes were tried. Please use the link in the latest email we sent you, or sign in with your password.',
  linkGone: 'This link has expired or was already used. Please request a new code.',
} as const;

/** What `issue` makes: the code for the boxes and the token of the mailed one-time link. */
export interface IssuedCode {
  code: string;
  token: string;
}

export interface LinkUse {
  userId: string;
  purpose: CodePurpose;
  sentTo: string;
}

export interface CodesOptions {
  /** HMAC key of codes and link tokens (config.codeSecret): required, there is no built-in fallback. */
  secret: string;
  clock?: () => Date;
  /** Told once per closing when someone spends an account's guess budget (mails the owner). */
  onClosed?: (userId: string) => Promise<void>;
}

export function createCodesService(repo: CodesRepo, guesses: CodeGuessesRepo, options: CodesOptions) {
  const clock = options.clock ?? (() => new Date());
  const key = options.secret;
  if (!key) throw new Error('createCodesService needs a secret (config.codeSecret)');
  const budget = { perDay: CODES.guessesPerDay, per30Days: CODES.guessesPer30Days };

  const digest = (userId: string, purpose: CodePurpose, code: string) =>
    createHmac('sha256', key).update(`${userId}:${purpose}:${code}`).digest();
  const linkDigest = (token: string) => createHmac('sha256', key).update(`link:${token}`).digest('hex');

  /** Reserves one guess of the account's budget, or refuses with the closed sentence. */
  async function takeGuess(userId: string, purpose: CodePurpose, now: Date) {
    const taken = await guesses.take(userId, purpose, randomUUID(), now, budget);
    if (taken.ok) return taken;
    const frees = taken.oldestToday ? taken.oldestToday.getTime() + DAY - now.getTime() : DAY;
    throw new AppError('TOO_MANY', CODE_TEXT.closed, Math.max(1, Math.ceil(frees / 1000)));
  }

  /** A wrong guess stays counted; the one that fills a window closes the path and tells the owner. */
  async function missed(userId: string, guess: { today: number; month: number }, now: Date) {
    if (guess.today < budget.perDay && guess.month < budget.per30Days) return;
    if ((await guesses.close(userId, now)) && options.onClosed) await options.onClosed(userId);
  }

  return {
    /**
     * Makes a new code and link token for `purpose`, sent to `sentTo` (the caller mails both). Throws 429 with
     * Retry-After when the last one of that purpose is under a minute old or that purpose's ten a day are used.
     */
    async issue(userId: string, purpose: CodePurpose, sentTo: string): Promise<IssuedCode> {
      const now = clock();
      const last = await repo.latest(userId, purpose);
      const wait = last ? last.createdAt.getTime() + CODES.resendSeconds * 1000 - now.getTime() : 0;
      if (wait > 0) {
        const seconds = Math.ceil(wait / 1000);
        // API.md 1's sentence for every 429; Retry-After says how long.
        throw new AppError('TOO_MANY', undefined, seconds);
      }
      const dayAgo = new Date(now.getTime() - DAY);
      const today = await repo.countSince(userId, purpose, dayAgo);
      if (today.count >= CODES.perDay) {
        const free = (today.oldest?.getTime() ?? now.getTime()) + DAY - now.getTime();
        throw new AppError('TOO_MANY', undefined, Math.max(1, Math.ceil(free / 1000)));
      }
      await repo.deleteBefore(userId, dayAgo);
      await guesses.forgetBefore(userId, new Date(now.getTime() - 30 * DAY));
      const code = String(randomInt(0, 10 ** 4)).padStart(4, '0');
      const token = randomBytes(32).toString('base64url');
      await repo.insert({
        id: randomUUID(),
        userId,
        purpose,
        codeHash: digest(userId, purpose, code).toString('hex'),
        sentTo,
        createdAt: now,
        expiresAt: new Date(now.getTime() + CODES.validMinutes * MINUTE),
        linkHash: linkDigest(token),
      });
      return { code, token };
    },

    /**
     * Checks a code and answers the address it was sent to; with `use` the code is spent. Wrong → 400
     * "Incorrect code"; the fifth wrong try voids it, and an expired, used or void code asks for a new one.
     * Every guess first takes one of the account's budget: once spent, 429 with the closed sentence.
     */
    async check(userId: string, purpose: CodePurpose, code: string, use: boolean): Promise<string> {
      const now = clock();
      const row = await repo.latest(userId, purpose);
      if (!row || row.usedAt || row.expiresAt <= now) throw new AppError('BAD_INPUT', CODE_TEXT.void);
      const guess = await takeGuess(userId, purpose, now);
      const tries = await repo.takeTry(row.id, CODES.maxTries);
      if (tries === null) {
        await guesses.giveBack(guess.id);
        throw new AppError('BAD_INPUT', CODE_TEXT.void);
      }
      const right = timingSafeEqual(digest(userId, purpose, code), Buffer.from(row.codeHash, 'hex'));
      if (!right) {
        await missed(userId, guess, now);
        throw new AppError('BAD_INPUT', tries >= CODES.maxTries ? CODE_TEXT.lastTry : CODE_TEXT.incorrect);
      }
      await guesses.giveBack(guess.id);
      await repo.returnTry(row.id);
      if (use && !(await repo.use(row.id, now))) throw new AppError('BAD_INPUT', CODE_TEXT.void);
      return row.sentTo;
    },

    /**
     * The mailed link: whose it is, for what, and where it was sent. It works whatever the code's tries or the
     * guess budget; with `use` it is spent (with its code) and the account's code path opens again.
     */
    async checkLink(token: string, use: boolean): Promise<LinkUse> {
      const now = clock();
      const row = await repo.byLink(linkDigest(token), now);
      if (!row) throw new AppError('BAD_INPUT', CODE_TEXT.linkGone);
      if (use) {
        if (!(await repo.use(row.id, now))) throw new AppError('BAD_INPUT', CODE_TEXT.linkGone);
        await guesses.reopen(row.userId);
      }
      return { userId: row.userId, purpose: row.purpose, sentTo: row.sentTo };
    },

    /** The owner proved themselves another way (password sign-in): codes can be tried again. */
    async reopen(userId: string): Promise<void> {
      await guesses.reopen(userId);
    },
  };
}

export type CodesService = ReturnType<typeof createCodesService>;
