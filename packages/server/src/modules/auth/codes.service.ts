// The rules of emailed codes (RULES.md "Money and limits"): 4 random digits, kept only as an HMAC, valid 15 minutes,
// one purpose each, void after 5 wrong tries, at most one a minute and 10 a day per account and purpose. Every code
// comes with a one-time link token that does what the code does. Wrong guesses spend the budget (CODES.guesses*) of
// the account and of the mailbox the code went to (which outlives the account; anonymous reset guesses spend only the
// mailbox's); once spent the path stays closed until the owner signs in or uses a link.
import { createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { CODES } from '@rookery/shared/limits.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { ScheduledTask } from '../../platform/jobs/scheduler.ts';
import type { CodeGuessesRepo, GuessTarget } from './code-guesses.repo.ts';
import type { CodePurpose, CodesRepo } from './codes.repo.ts';
import type { DecoyCodesRepo } from './decoy-codes.repo.ts';

export type { CodePurpose } from './codes.repo.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const NONE_TODAY = { count: 0, oldest: null };

export const CODE_TEXT = {
  incorrect: 'Incorrect code',
  lastTry: 'Incorrect code. That was the last try for this code, please request a new one.',
  void: 'Incorrect code. This code is no longer valid, please request a new one.',
  closed:
    'Too many wrong codes were tried. Please use the link in the latest email we sent you, or sign in with your password.',
  linkGone: 'This link has expired or was already used. Please request a new code.',
  /** The one-minute wait between codes (the 429's Retry-After says how long is left). */
  resendWait: 'We sent you a code less than a minute ago. Please check your email, or ask again in a moment.',
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

/** Who proves themselves by signing in: a verified account's sign-in also proves its address. */
export interface ProvenOwner {
  id: string;
  email: string;
  verified: boolean;
}

export function createCodesService(
  repo: CodesRepo,
  guesses: CodeGuessesRepo,
  decoys: DecoyCodesRepo,
  options: CodesOptions,
) {
  const clock = options.clock ?? (() => new Date());
  const key = options.secret;
  if (!key) throw new Error('createCodesService needs a secret (config.codeSecret)');
  const budget = { perDay: CODES.guessesPerDay, per30Days: CODES.guessesPer30Days };

  const digest = (userId: string, purpose: CodePurpose, code: string) =>
    createHmac('sha256', key).update(`${userId}:${purpose}:${code}`).digest();
  const linkDigest = (token: string) => createHmac('sha256', key).update(`link:${token}`).digest('hex');
  /** The keyed hash a mailbox's budget is kept under: the normalised address, never the address itself. */
  const mailboxOf = (address: string) =>
    createHmac('sha256', key).update(`mailbox:${address.trim().toLowerCase()}`).digest('hex');
  /** Its address's lock opens too only once verified: an unverified account proves no mailbox. */
  const provenMailbox = (owner: ProvenOwner) => (owner.verified ? mailboxOf(owner.email) : null);
  /** Binds a code to the account's password as it was: a changed password (or none) stamps differently. */
  const stampOf = (passwordHash: string | null | undefined) =>
    createHmac('sha256', key)
      .update(`owner:${passwordHash ?? ''}`)
      .digest('hex');
  /** Reset guesses come from anyone: they spend the mailbox's budget only, as an unknown address's do. */
  const targetOf = (userId: string, purpose: CodePurpose, sentTo: string): GuessTarget =>
    purpose === 'reset' ? { mailbox: mailboxOf(sentTo) } : { userId, mailbox: mailboxOf(sentTo) };

  /** Reserves one guess of the budgets, or refuses with the closed sentence. */
  async function takeGuess(target: GuessTarget, purpose: string, now: Date) {
    const taken = await guesses.take(target, purpose, randomUUID(), now, budget);
    if (taken.ok) return taken;
    const frees = taken.oldestToday ? taken.oldestToday.getTime() + DAY - now.getTime() : DAY;
    throw new AppError('TOO_MANY', CODE_TEXT.closed, Math.max(1, Math.ceil(frees / 1000)));
  }

  /** A wrong guess stays counted; the one that fills a budget closes its path and tells the owner once. */
  async function missed(
    target: GuessTarget,
    owner: string | undefined,
    guess: { accountFull: boolean; mailboxFull: boolean },
    now: Date,
  ) {
    const closedAccount = guess.accountFull && target.userId && (await guesses.close(target.userId, now));
    const closedMailbox = guess.mailboxFull && (await guesses.closeMailbox(target.mailbox, now));
    if ((closedAccount || closedMailbox) && owner && options.onClosed) await options.onClosed(owner);
  }

  /** The same rules for a real code's row and a stand-in's: wrong answers, last try, void and closed alike. */
  async function tryRow(
    row: { id: string; expiresAt: Date; usedAt?: Date | null } | undefined,
    target: GuessTarget,
    owner: string | undefined,
    purpose: string,
    takeTry: (id: string) => Promise<number | null>,
    right: () => boolean,
  ): Promise<boolean> {
    const now = clock();
    if (!row || row.usedAt || row.expiresAt <= now) throw new AppError('BAD_INPUT', CODE_TEXT.void);
    const guess = await takeGuess(target, purpose, now);
    const tries = await takeTry(row.id);
    if (tries === null) {
      await guesses.giveBack(guess.id);
      throw new AppError('BAD_INPUT', CODE_TEXT.void);
    }
    if (!right()) {
      await missed(target, owner, guess, now);
      throw new AppError('BAD_INPUT', tries >= CODES.maxTries ? CODE_TEXT.lastTry : CODE_TEXT.incorrect);
    }
    await guesses.giveBack(guess.id);
    return true;
  }

  /** 429 with Retry-After within a minute of the last code, or once the day's ten are made. */
  function assertMayIssue(last: Date | undefined, today: { count: number; oldest: Date | null }, now: Date) {
    const wait = last ? last.getTime() + CODES.resendSeconds * 1000 - now.getTime() : 0;
    // The reason in words (not the RULES.md "Wire envelope" general sentence); Retry-After says how long.
    if (wait > 0) throw new AppError('TOO_MANY', CODE_TEXT.resendWait, Math.ceil(wait / 1000));
    if (today.count >= CODES.perDay) {
      const free = (today.oldest?.getTime() ?? now.getTime()) + DAY - now.getTime();
      throw new AppError('TOO_MANY', undefined, Math.max(1, Math.ceil(free / 1000)));
    }
  }

  return {
    /**
     * Makes a new code and link token for `purpose`, sent to `sentTo` (the caller mails both). Throws 429 with
     * Retry-After when the last one of that purpose is under a minute old or that purpose's ten a day are used.
     * With `passwordHash`, the code works only while the account's password stays the same.
     */
    async issue(
      userId: string,
      purpose: CodePurpose,
      sentTo: string,
      passwordHash?: string | null,
      rescue = false,
    ): Promise<IssuedCode> {
      const now = clock();
      const dayAgo = new Date(now.getTime() - DAY);
      const last = await repo.latest(userId, purpose);
      // A reset's rescue mail (password-reset.service.ts) is beyond the day's ten by design: it is
      // what keeps the mailbox's way in open once others have spent them. The minute's wait still holds.
      const today = rescue ? NONE_TODAY : await repo.countSince(userId, purpose, dayAgo);
      assertMayIssue(last?.createdAt, today, now);
      await repo.deleteBefore(userId, dayAgo);
      const monthAgo = new Date(now.getTime() - 30 * DAY);
      await guesses.forgetBefore(targetOf(userId, purpose, sentTo), monthAgo);
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
        ownerStamp: passwordHash === undefined ? null : stampOf(passwordHash),
        rescue,
      });
      return { code, token };
    },

    /**
     * Checks a code and answers the address it was sent to; with `use` the code is spent. Wrong → 400
     * "Incorrect code"; the fifth wrong try voids it, and an expired, used or void code asks for a new one.
     * Every guess first takes one of the budgets: once spent, 429 with the closed sentence. A code bound to
     * the password (`issue`'s passwordHash) is void once `passwordHash` differs.
     */
    async check(
      userId: string,
      purpose: CodePurpose,
      code: string,
      use: boolean,
      passwordHash?: string | null,
    ): Promise<string> {
      const row = await repo.latest(userId, purpose);
      const bound = row?.ownerStamp && row.ownerStamp !== stampOf(passwordHash);
      await tryRow(
        bound ? undefined : row,
        targetOf(userId, purpose, row?.sentTo ?? ''),
        userId,
        purpose,
        (id) => repo.takeTry(id, CODES.maxTries),
        () => !!row && timingSafeEqual(digest(userId, purpose, code), Buffer.from(row.codeHash, 'hex')),
      );
      if (!row) throw new AppError('BAD_INPUT', CODE_TEXT.void);
      await repo.returnTry(row.id);
      if (use && !(await repo.use(row.id, clock()))) throw new AppError('BAD_INPUT', CODE_TEXT.void);
      return row.sentTo;
    },

    /**
     * The mailed link: whose it is, for what, and where it was sent. It works whatever the code's tries or the
     * budgets; with `use` it is spent (with its code), and the account's and the mailbox's code paths open again.
     * A link bound to the password is used only with the account's `passwordHash`, and is gone once it differs.
     */
    async checkLink(token: string, use: boolean, passwordHash?: string | null): Promise<LinkUse> {
      const now = clock();
      const row = await repo.byLink(linkDigest(token), now);
      const asked = use || passwordHash !== undefined;
      if (!row || (asked && row.ownerStamp && row.ownerStamp !== stampOf(passwordHash))) {
        throw new AppError('BAD_INPUT', CODE_TEXT.linkGone);
      }
      if (use) {
        if (!(await repo.use(row.id, now))) throw new AppError('BAD_INPUT', CODE_TEXT.linkGone);
        await guesses.reopen(row.userId, mailboxOf(row.sentTo));
      }
      return { userId: row.userId, purpose: row.purpose, sentTo: row.sentTo };
    },

    /**
     * The owner proved themselves another way (password sign-in): the account's earlier wrong guesses stop
     * counting. Its address's lock goes too only once verified: an unverified account proves no mailbox.
     */
    async reopen(owner: ProvenOwner): Promise<void> {
      await guesses.reopen(owner.id, provenMailbox(owner));
    },

    /** The mailbox reopen opens with the account ('' for none), for a statement that reopens beside other writes. */
    provenMailbox: (owner: ProvenOwner): string => provenMailbox(owner) ?? '',

    /** The hourly task that forgets mailboxes' misses and locks after 30 days and stand-in codes after a day. */
    expiryTask(): ScheduledTask {
      return {
        name: 'code-budget-expire',
        summary: 'forget mailboxes’ wrong codes after 30 days and stand-in reset codes after a day',
        schedule: { everyMinutes: 60 },
        run: async () => {
          const now = clock().getTime();
          return {
            mailboxes: await guesses.purgeMailboxes(new Date(now - 30 * DAY)),
            decoys: await decoys.purge(new Date(now - DAY)),
          };
        },
      };
    },

    /** A stand-in reset code for an address with no account, under the same limits as a real one (no mail). */
    async issueDecoy(address: string, rescue = false): Promise<void> {
      const now = clock();
      const mailbox = mailboxOf(address);
      const dayAgo = new Date(now.getTime() - DAY);
      const last = await decoys.latest(mailbox);
      assertMayIssue(last?.createdAt, rescue ? NONE_TODAY : await decoys.countSince(mailbox, dayAgo), now);
      await decoys.deleteBefore(mailbox, dayAgo);
      await guesses.forgetBefore({ mailbox }, new Date(now.getTime() - 30 * DAY));
      const expiresAt = new Date(now.getTime() + CODES.validMinutes * MINUTE);
      await decoys.insert({ id: randomUUID(), mailbox, createdAt: now, expiresAt });
    },

    /** A reset code tried for an address with no account: answered as a real code's wrong guess would be. */
    async checkDecoy(address: string): Promise<never> {
      const mailbox = mailboxOf(address);
      const row = await decoys.latest(mailbox);
      await tryRow(
        row,
        { mailbox },
        undefined,
        'reset',
        (id) => decoys.takeTry(id, CODES.maxTries),
        () => false,
      );
      throw new AppError('BAD_INPUT', CODE_TEXT.incorrect);
    },
  };
}

export type CodesService = ReturnType<typeof createCodesService>;
