// Moderators: accounts apart from members', made with `npm run admin -- moderators add`; sign-in with a password
// and a TOTP code (±1 step, each step taken once), failures limited per account and per address; a session with a
// short idle expiry and an absolute lifetime (12 hours from sign-in, however busy the console is, so a stolen or
// forgotten session cannot be kept alive by use). A browser the moderator signed in from before (its device cookie)
// has a budget of its own, which failures from other browsers cannot spend; those are counted, and the console
// tells the moderator at their next sign-in. The console's reads and actions go through the moderation service (one
// set of rules with the CLI); this file adds who the moderator is and the log of what they viewed.
import { randomBytes } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import { AppError } from '../../platform/http/app-error.ts';
import type { LimiterFactory } from '../../platform/http/rate-limiter.ts';
import { checkPassword, type DeviceCookies, hashPassword, hashToken } from '../auth/auth.public.ts';
import type { ModeratorsRepo, ViewRow } from './moderators.repo.ts';

export const MODERATOR_SESSION = {
  /** Idle expiry: each request moves it on. */
  idleMs: 30 * 60_000,
  /** Absolute lifetime from sign-in: no request moves it on; then the moderator signs in again. */
  lifetimeMs: 12 * 60 * 60_000,
} as const;

export const MODERATOR_LIMITS = {
  /**
   * Failed sign-ins per moderator address from browsers that are not theirs, per known browser (its own budget),
   * and per client address (unknown browsers only), in the window.
   */
  account: { max: 5, windowMs: 15 * 60_000 },
  device: { max: 5, windowMs: 15 * 60_000 },
  address: { max: 20, windowMs: 15 * 60_000 },
} as const;

export const MODERATOR_TEXT = {
  wrong: 'The email, password or code is not right.',
  tooMany: 'Too many failed sign-ins. Wait a few minutes, then try again.',
  badEmail: (value: string) => `"${value}" is not an email address.`,
  exists: (email: string) => `${email} is already a moderator.`,
  unknown: (email: string) => `${email} is not a moderator.`,
} as const;

/** How many messages a report shows on each side of its moment (RULES.md "Safety and moderation": the console). */
const AROUND = 10;
const STEP_SECONDS = 30;
const ISSUER = 'Rookery moderation';

const totpOf = (email: string, secret: string) =>
  new OTPAuth.TOTP({
    issuer: ISSUER,
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: STEP_SECONDS,
    secret: OTPAuth.Secret.fromBase32(secret),
  });

export interface SignedInModerator {
  id: string;
  email: string;
  /** Failed sign-ins from other browsers between their previous sign-in and this session's. */
  failedElsewhere: number;
}

/** What a sign-in gives the browser: the session's token and the known-browser cookie's value. */
export interface ModeratorSignIn {
  token: string;
  device: string;
}

export interface ModeratorsDeps {
  repo: ModeratorsRepo;
  limiters: LimiterFactory;
  /**
   * The console's known-browser cookies, signed under a key apart from members' (moderation.module.ts); the
   * admin commands, which sign nobody in, go without.
   */
  devices?: DeviceCookies;
  clock?: () => Date;
}

export function createModeratorsService(deps: ModeratorsDeps) {
  const { repo, devices } = deps;
  const clock = deps.clock ?? (() => new Date());
  const perAccount = deps.limiters('moderator-signin-account', MODERATOR_LIMITS.account);
  const perAddress = deps.limiters('moderator-signin-address', MODERATOR_LIMITS.address);
  const perDevice = deps.limiters('moderator-signin-device', MODERATOR_LIMITS.device);
  type Budget = [ReturnType<LimiterFactory>, string];

  async function refuseIfOver(budgets: Budget[]) {
    for (const [limiter, key] of budgets) {
      const state = await limiter.peek(key);
      if (!state.allowed) throw new AppError('TOO_MANY', MODERATOR_TEXT.tooMany, state.retryAfter);
    }
  }

  return {
    /** A new moderator with a generated password (shown once) and TOTP secret. */
    async add(rawEmail: string) {
      const email = rawEmail.trim();
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) {
        throw new AppError('BAD_INPUT', MODERATOR_TEXT.badEmail(email));
      }
      const password = randomBytes(15).toString('base64url');
      const secret = new OTPAuth.Secret({ size: 20 }).base32;
      const row = await repo.add(email, await hashPassword(password), secret);
      if (!row) throw new AppError('BAD_INPUT', MODERATOR_TEXT.exists(email));
      return { email, password, secret, uri: totpOf(email, secret).toString() };
    },

    async remove(email: string) {
      if (!(await repo.remove(email.trim()))) throw new AppError('NOT_FOUND', MODERATOR_TEXT.unknown(email));
    },

    list: () => repo.list(),

    /**
     * A session token and the known-browser cookie, or 401/429 with a sentence. A browser showing this moderator's
     * device cookie spends only its own budget, so nobody elsewhere can lock its owner out.
     */
    async signIn(input: {
      email: string;
      password: string;
      code: string;
      address: string;
      deviceCookie?: string;
    }): Promise<ModeratorSignIn> {
      const accountKey = input.email.trim().toLowerCase().slice(0, 254);
      const moderator = accountKey ? await repo.byEmail(accountKey) : null;
      const known = moderator && { id: moderator.id, deviceEpoch: 0 };
      const nonce = known ? (devices?.nonceFor(known, input.deviceCookie) ?? null) : null;
      const budgets: Budget[] = nonce
        ? [[perDevice, nonce]]
        : [
            [perAccount, accountKey],
            [perAddress, input.address],
          ];
      try {
        await refuseIfOver(budgets);
      } catch (err) {
        // A refused try from elsewhere is a try all the same: the moderator hears of every one.
        if (moderator && !nonce) await repo.countFailure(moderator.id);
        throw err;
      }
      // The password is checked even without an account, so the time taken does not tell who is a moderator.
      const passwordOk = await checkPassword(moderator?.passwordHash, input.password);
      let ok = false;
      if (moderator && passwordOk && /^\d{6}$/.test(input.code)) {
        const now = clock().getTime();
        const delta = totpOf(moderator.email, moderator.totpSecret).validate({
          token: input.code,
          timestamp: now,
          window: 1,
        });
        if (delta !== null) {
          ok = await repo.takeStep(moderator.id, Math.floor(now / 1000 / STEP_SECONDS) + delta);
        }
      }
      if (!moderator || !ok) {
        for (const [limiter, key] of budgets) await limiter.hit(key);
        // Someone else's browser tried: the moderator hears of it at their next sign-in.
        if (moderator && !nonce) await repo.countFailure(moderator.id);
        throw new AppError('UNAUTHORIZED', MODERATOR_TEXT.wrong);
      }
      // A known browser ends only its own streak: the account's (other browsers') keeps its failures.
      const [own, ownKey] = budgets[0] ?? [perAccount, accountKey];
      await own.reset(ownKey);
      await repo.takeFailures(moderator.id);
      // Sessions that lapsed (idle or past their lifetime) are of no use to anyone: cleared at each sign-in, so the
      // table stays small.
      const lapsed = clock();
      await repo.purgeSessions(lapsed, new Date(lapsed.getTime() - MODERATOR_SESSION.lifetimeMs));
      const token = randomBytes(32).toString('base64url');
      const signedIn = clock();
      await repo.addSession(
        moderator.id,
        hashToken(token),
        new Date(signedIn.getTime() + MODERATOR_SESSION.idleMs),
        signedIn,
      );
      return {
        token,
        device: devices?.after({ id: moderator.id, deviceEpoch: 0 }, input.deviceCookie) ?? '',
      };
    },

    /**
     * The moderator behind a cookie token, its idle expiry moved on (never past its lifetime); null when none, idle
     * too long or signed in more than MODERATOR_SESSION.lifetimeMs ago.
     */
    resolve(token: string | undefined): Promise<SignedInModerator | null> {
      if (!token || token.length > 100) return Promise.resolve(null);
      const now = clock();
      return repo.touchSession(
        hashToken(token),
        now,
        new Date(now.getTime() + MODERATOR_SESSION.idleMs),
        new Date(now.getTime() - MODERATOR_SESSION.lifetimeMs),
      );
    },

    signOut: (token: string) => repo.endSession(hashToken(token)),

    /** A page of the views log (0 the newest), and whether an older page exists. */
    async views(page: number, size: number): Promise<{ views: ViewRow[]; older: boolean }> {
      const rows = await repo.views(size + 1, page * size);
      return { views: rows.slice(0, size), older: rows.length > size };
    },
    /** The messages around a report, read as this moderator (and so logged). */
    messagesAround: (moderator: SignedInModerator, report: { id: string; roomId: string; createdAt: Date }) =>
      repo.messagesAround(report, AROUND, { moderatorId: moderator.id, name: moderator.email }, clock()),
    /** The stored file name of an image among the messages around the report, or null. */
    imageAround: (report: { id: string; roomId: string; createdAt: Date }, messageId: number) =>
      repo.imageAround(report, AROUND, messageId),
    otherReportsAbout: (userId: string, reportId: string) => repo.otherReportsAbout(userId, reportId),
  };
}

export type ModeratorsService = ReturnType<typeof createModeratorsService>;
