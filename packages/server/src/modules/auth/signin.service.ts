// POST /signin's rules (RULES.md "Session"): register, email and password, Google and Facebook. Every way ends in an
// account id for a new session, or in one sentence that says no without telling an attacker which part was wrong.
import { randomUUID } from 'node:crypto';
import type { SignInData } from '@rookery/shared/api/signin.ts';
import { MONEY } from '@rookery/shared/limits.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type LimiterFactory, localLimiters, type RateLimiter } from '../../platform/http/rate-limiter.ts';
import type { PebblesService } from '../pebbles/pebbles.public.ts';
import type { AccountMail } from './account-mail.service.ts';
import type { CodesService } from './codes.service.ts';
import type { DeviceCookies } from './device-cookie.ts';
import type { GuardedPassword } from './guarded-password.ts';
import type { FacebookSignIn } from './oauth/facebook.ts';
import type { GoogleSignIn } from './oauth/google.ts';
import type { ProviderIdentity } from './oauth/provider-http.ts';
import { checkPassword, hashPassword, needsRehash } from './password.ts';
import type { PasswordSignInRepo } from './password-sign-in.repo.ts';
import type { SessionService } from './session.service.ts';
import type { GuardedAttempt, SigninGuard } from './signin-guard.ts';
import type { Account, UsersRepo } from './users.repo.ts';

export const SIGNIN_TEXT = {
  wrong: 'Incorrect email or password',
  exists: 'An account with this email already exists',
  banned: 'Your account has been banned.',
  suspended: 'Your account is suspended.',
  suspendedUntil: (date: string) => `Your account is suspended until ${date}.`,
  notAvailable: (provider: string) => `${provider} sign-in is not available here.`,
  noEmail: (provider: string) =>
    `${provider} did not share your email address, so we cannot create your account. Please allow access to your email, or sign in with email.`,
  notAllowed:
    'We cannot create an account with these details. If you think this is a mistake, please contact support.',
  notLinked:
    'An account with this email already exists. Please sign in the way you did before, with your email and password or the service you used.',
} as const;

const FIFTEEN_MINUTES = 15 * 60_000;

/**
 * Failed sign-ins (and new accounts) per IP, and failed sign-ins per email address from one IP; the account's own
 * count across every address is signin-guard.ts's.
 */
export const SIGNIN_LIMITS = {
  perIp: { max: 50, windowMs: FIFTEEN_MINUTES },
  perAccountAndIp: { max: 10, windowMs: FIFTEEN_MINUTES },
} as const;

const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * Refuses a banned or currently suspended account with the reason (RULES.md "Safety and moderation": told at
 * sign-in).
 */
export function assertInGoodStanding(account: Pick<Account, 'status' | 'suspendedUntil'>, now: Date): void {
  if (account.status === 'banned') throw new AppError('FORBIDDEN', SIGNIN_TEXT.banned);
  if (account.status !== 'suspended') return;
  if (!account.suspendedUntil) throw new AppError('FORBIDDEN', SIGNIN_TEXT.suspended);
  if (account.suspendedUntil > now) {
    throw new AppError('FORBIDDEN', SIGNIN_TEXT.suspendedUntil(longDate.format(account.suspendedUntil)));
  }
}

export interface SignInDeps {
  users: UsersRepo;
  pebbles: PebblesService;
  codes: CodesService;
  mail: AccountMail;
  /** Wrong passwords per account across addresses and servers (signin-guard.ts). */
  guard: SigninGuard;
  /** The password check under that guard, a device cookie's own budget included (guarded-password.ts). */
  passwords: GuardedPassword;
  /** The device cookie a sign-in leaves (device-cookie.ts). */
  devices: DeviceCookies;
  /** A sign-in ends in a new session (and ends the one the browser held before). */
  sessions: Pick<SessionService, 'start' | 'end' | 'newSession'>;
  /** What the right password changes, in one statement (password-sign-in.repo.ts). */
  signedIn: PasswordSignInRepo;
  google: GoogleSignIn | null;
  facebook: FacebookSignIn | null;
  clock?: () => Date;
  /** The server's limiters (shared between servers with REDIS_URL); in memory when not given. */
  limiters?: LimiterFactory;
  /** SIGNIN_LIMITS.perIp's ceiling, when the deployment sets LIMIT_ACCOUNTS_PER_ADDRESS. */
  accountsPerAddress?: number;
  /** Banned addresses and provider ids (modules/moderation/banned-identities.ts); none when not given. */
  bans?: {
    isBanned(identity: { email?: string | null; provider?: string; subject?: string }): Promise<boolean>;
  };
}

export interface SignInContext {
  /** The client as the per-address limits key it (platform/http/client-address.ts). */
  ip: string;
  /** The device cookie the browser showed, if any. */
  device?: string | undefined;
  /** Where Google sent the browser back to; the code exchange must name the same address. */
  googleRedirectUri: string;
  /** The session token the browser showed, if any: it ends once the sign-in succeeds (perhaps someone else's). */
  previousSession?: string | undefined;
  /** For the new session's device label (session.service.ts): the browser's User-Agent, and web or the mobile app. */
  userAgent: string;
  client: 'web' | 'app';
}

/** A sign-in that succeeded: the new session's token, and what the device cookie is signed with. */
export interface SignedInAs {
  userId: string;
  token: string;
  deviceEpoch: number;
}

export function createSignInService(deps: SignInDeps) {
  const { users, pebbles, codes, mail, guard, passwords } = deps;
  const clock = deps.clock ?? (() => new Date());
  const limiter = deps.limiters ?? localLimiters;
  const perIp = limiter('signin-ip', {
    ...SIGNIN_LIMITS.perIp,
    max: deps.accountsPerAddress ?? SIGNIN_LIMITS.perIp.max,
  });
  const perAccountAndIp = limiter('signin-account-ip', SIGNIN_LIMITS.perAccountAndIp);
  // Make the throwaway hash now, so the first unknown address costs no more than the others.
  void checkPassword(null, '').catch(() => {});

  const accountKey = (email: string, ip: string) => `${email.toLowerCase()}|${ip}`;

  /** 429 before any work when this IP (or this address from this IP) has failed too often. */
  async function assertNotThrottled(...limits: [RateLimiter, string][]): Promise<void> {
    for (const [limited, key] of limits) {
      const standing = await limited.peek(key);
      if (!standing.allowed) throw new AppError('TOO_MANY', undefined, standing.retryAfter);
    }
  }

  /** Counts a failure against the given limits, whatever the failure was, and lets it through. */
  async function countingFailures<T>(limits: [RateLimiter, string][], work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (!(err instanceof AppError) || err.code !== 'UNAVAILABLE') {
        for (const [l, key] of limits) await l.hit(key);
      }
      throw err;
    }
  }

  /** A new account's welcome: its pebbles, and a code to verify the address unless a provider vouched for it. */
  async function welcome(account: { id: string; email: string; name: string; verified: boolean }) {
    await pebbles.credit(account.id, MONEY.pebblesForNewAccount, 'welcome');
    if (account.verified) return;
    const code = await codes.issue(account.id, 'verify', account.email);
    mail.later(() => mail.sendCode('verify', account.email, account.name, code));
  }

  async function register(data: Extract<SignInData, { platform: 'Register' }>, ip: string): Promise<Account> {
    await assertNotThrottled([perIp, ip]);
    await perIp.hit(ip); // new accounts count against the IP too, so one machine cannot mint thousands
    if (await deps.bans?.isBanned({ email: data.username }))
      throw new AppError('FORBIDDEN', SIGNIN_TEXT.notAllowed);
    if (await users.findByEmail(data.username)) throw new AppError('BAD_INPUT', SIGNIN_TEXT.exists);
    const account = {
      id: randomUUID(),
      email: data.username.toLowerCase(),
      name: data.name,
      source: 'Email' as const,
      passwordHash: await hashPassword(data.password),
      verified: false,
    };
    if (!(await users.insert(account))) throw new AppError('BAD_INPUT', SIGNIN_TEXT.exists);
    await welcome(account);
    return { ...account, acceptTc: false, status: 'active', suspendedUntil: null, deviceEpoch: 0 };
  }

  /** The account whose right password was given, and the attempt that counted it (its streak not yet cleared). */
  async function withPassword(
    data: Extract<SignInData, { platform: 'Email' }>,
    ip: string,
    device: string | undefined,
  ): Promise<{ account: Account; attempt: GuardedAttempt }> {
    const limits: [RateLimiter, string][] = [
      [perIp, ip],
      [perAccountAndIp, accountKey(data.username, ip)],
    ];
    await assertNotThrottled(...limits);
    const right = await countingFailures(limits, async () => {
      const reading = users.findByEmail(data.username);
      // Counted before the password is checked, for known and unknown addresses alike (a 429 while paused);
      // unknown or without a password (a Google or Facebook account): the same check, time and answer.
      const attempt = await passwords.verify(data.username, reading, data.password, device);
      const found = await reading;
      if (found && attempt) return { account: found, attempt };
      throw new AppError('UNAUTHORIZED', SIGNIN_TEXT.wrong);
    });
    try {
      assertInGoodStanding(right.account, clock());
    } catch (err) {
      // The right password ends its streak all the same; there is no session to store it with.
      await guard.clear(right.attempt);
      throw err;
    }
    await perAccountAndIp.reset(accountKey(data.username, ip));
    const { account } = right;
    if (account.passwordHash && needsRehash(account.passwordHash)) {
      await users.setPassword(account.id, await hashPassword(data.password));
    }
    return right;
  }

  /**
   * The account a provider's person signs in as: the one already linked to that identity; else an existing
   * account with the same address, linked only when the provider vouches for the address and the account
   * verified it too; else a new account.
   */
  async function accountForIdentity(identity: ProviderIdentity): Promise<Account> {
    const linked = await users.findIdentity(identity.provider, identity.subject);
    const linkedAccount = linked ? await users.findById(linked) : undefined;
    if (linkedAccount) return linkedAccount;
    if (await deps.bans?.isBanned({ ...identity })) throw new AppError('FORBIDDEN', SIGNIN_TEXT.notAllowed);
    if (!identity.email) throw new AppError('BAD_INPUT', SIGNIN_TEXT.noEmail(identity.provider));

    const existing = await users.findByEmail(identity.email);
    if (existing) {
      if (!identity.emailVerified || !existing.verified)
        throw new AppError('FORBIDDEN', SIGNIN_TEXT.notLinked);
      await users.linkIdentity(existing.id, identity.provider, identity.subject, identity.email);
      return existing;
    }

    const account = {
      id: randomUUID(),
      email: identity.email,
      name: identity.name || (identity.email.split('@')[0] ?? ''),
      source: identity.provider,
      passwordHash: null,
      verified: identity.emailVerified,
    };
    const created = await users.insertWithIdentity(account, {
      provider: identity.provider,
      subject: identity.subject,
    });
    if (!created) throw new AppError('FORBIDDEN', SIGNIN_TEXT.notLinked);
    await welcome(account);
    return { ...account, acceptTc: false, status: 'active', suspendedUntil: null, deviceEpoch: 0 };
  }

  async function withProvider(ip: string, identify: () => Promise<ProviderIdentity>): Promise<Account> {
    await assertNotThrottled([perIp, ip]);
    const account = await countingFailures([[perIp, ip]], async () => accountForIdentity(await identify()));
    assertInGoodStanding(account, clock());
    return account;
  }

  async function byProvider(data: SignInData, context: SignInContext): Promise<Account> {
    switch (data.platform) {
      case 'Register':
        return register(data, context.ip);
      case 'Google': {
        const google = deps.google;
        if (!google) throw new AppError('FORBIDDEN', SIGNIN_TEXT.notAvailable('Google'));
        return withProvider(context.ip, () =>
          google.identify(
            data.code,
            context.googleRedirectUri,
            data.code_verifier && data.nonce
              ? { codeVerifier: data.code_verifier, nonce: data.nonce }
              : undefined,
          ),
        );
      }
      case 'Facebook': {
        const facebook = deps.facebook;
        if (!facebook) throw new AppError('FORBIDDEN', SIGNIN_TEXT.notAvailable('Facebook'));
        return withProvider(context.ip, () => facebook.identify(data.token, data.userid));
      }
      case 'Email':
        throw new Error('an email and password sign-in goes through withPassword');
    }
  }

  return {
    /** The new session of the account signed in to; throws the sentence to show otherwise. */
    async signIn(data: SignInData, context: SignInContext): Promise<SignedInAs> {
      const { sessions } = deps;
      if (data.platform === 'Email') {
        const { account, attempt } = await withPassword(data, context.ip, context.device);
        if (context.previousSession) await sessions.end(context.previousSession);
        // The streak's end, the code path reopened (the owner's password opens a path closed by guessing), the
        // last activity and the new session: one statement.
        const session = sessions.newSession(account.id, context.userAgent, context.client);
        await deps.signedIn.signedIn({
          streakKey: attempt.key,
          provenMailbox: codes.provenMailbox(account),
          now: clock(),
          session: session.row,
        });
        return { userId: account.id, token: session.token, deviceEpoch: account.deviceEpoch };
      }
      const account = await byProvider(data, context);
      await users.touch(account.id, clock());
      if (context.previousSession) await sessions.end(context.previousSession);
      const token = await sessions.start(account.id, context.userAgent, context.client);
      return { userId: account.id, token, deviceEpoch: account.deviceEpoch };
    },

    /** The device cookie to leave after a sign-in: the one shown when it is this account's, else a new one. */
    deviceCookieAfter(
      signedIn: Pick<SignedInAs, 'userId' | 'deviceEpoch'>,
      shown: string | undefined,
    ): string {
      return deps.devices.after({ id: signedIn.userId, deviceEpoch: signedIn.deviceEpoch }, shown);
    },

    /** A password reset proves the address: its sign-in failures (from this IP, and its pause) are forgotten. */
    async forgetFailures(email: string, ip: string): Promise<void> {
      await perAccountAndIp.reset(accountKey(email, ip));
      await guard.clear(email);
    },
  };
}

export type SignInService = ReturnType<typeof createSignInService>;
