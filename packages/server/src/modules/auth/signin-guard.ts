// Wrong passwords per account, counted across every client address and every server: after 5 in a
// row, sign-in to that address is paused for 1 minute, and each further pause of the streak lasts twice as long,
// up to a day. The counts live in the database (signin-guard.repo.ts), so neither another address, another
// server nor a restart resets them; the right password or a password reset does. Addresses without an account are
// counted the same way, so the answers never tell whether one exists. A browser with the account's device cookie
// (device-cookie.ts) is counted apart, by its own rows with the same rules: an attacker pausing the account from
// elsewhere does not pause its owner's browser.
import { createHash } from 'node:crypto';
import { AppError } from '../../platform/http/app-error.ts';
import type { ScheduledTask } from '../../platform/jobs/scheduler.ts';
import type { SigninGuardRepo } from './signin-guard.repo.ts';

export const SIGNIN_LOCK = {
  /** Wrong passwords checked before each pause. */
  failures: 5,
  /** The first pause of a streak; each further one doubles. */
  firstSeconds: 60,
  maxSeconds: 24 * 60 * 60,
  /** A streak is forgotten after this long with no attempt and no pause. */
  streakMemoryHours: 24,
} as const;

const HOUR_MS = 60 * 60_000;

/** How long the pause after `locksBefore` earlier pauses of the streak lasts. */
export function pauseSeconds(locksBefore: number): number {
  return Math.min(SIGNIN_LOCK.maxSeconds, SIGNIN_LOCK.firstSeconds * 2 ** Math.min(locksBefore, 30));
}

/** "1 minute", "16 minutes", "2 hours": a wait rounded up to what a person reads. */
export function waitText(seconds: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (seconds <= 90 * 60) return plural(Math.max(1, Math.ceil(seconds / 60)), 'minute');
  return plural(Math.ceil(seconds / 3600), 'hour');
}

export const SIGNIN_PAUSED = (wait: string) =>
  `Too many wrong passwords were tried for this account, so signing in to it is paused. Please try again in ${wait}, or reset your password (Forgot password) to sign in now.`;

/** The row is keyed by a hash, so the table does not keep a list of addresses people mistyped. */
export const guardKey = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
/** A device's row (its cookie's nonce), apart from every address's. */
export const deviceGuardKey = (nonce: string) => createHash('sha256').update(`device:${nonce}`).digest('hex');

export interface GuardedAttempt {
  key: string;
  /** Counted on a device's own row, not the account's. */
  device: boolean;
  /** This attempt started a pause (taken before its password is checked, so a burst cannot outrun it). */
  locking: boolean;
  /** Pauses earlier in this streak; 0 on a locking attempt means the first pause, which the owner is told of. */
  locksBefore: number;
  pauseSeconds: number;
}

export function createSigninGuard(repo: SigninGuardRepo, clock: () => Date = () => new Date()) {
  const paused = (seconds: number) =>
    new AppError('TOO_MANY', SIGNIN_PAUSED(waitText(seconds)), Math.max(1, Math.ceil(seconds)));

  return {
    /** Takes one attempt for the address (see take). */
    enter(email: string): Promise<GuardedAttempt> {
      return take(guardKey(email), false);
    },

    /** The same for a browser with the account's device cookie: its own row, whatever the account's says. */
    enterDevice(nonce: string): Promise<GuardedAttempt> {
      return take(deviceGuardKey(nonce), true);
    },

    /** The password was wrong: the 429 of the pause this attempt started, or nothing (the caller says "wrong"). */
    pausedBy(attempt: GuardedAttempt): AppError | null {
      return attempt.locking ? paused(attempt.pauseSeconds) : null;
    },

    /** The right password or a password reset: the streak is over. */
    async clear(emailOrAttempt: string | GuardedAttempt): Promise<void> {
      await repo.clear(typeof emailOrAttempt === 'string' ? guardKey(emailOrAttempt) : emailOrAttempt.key);
    },

    /** The hourly clean-up of rows whose streak is over (`npm run admin -- jobs run signin-guard-expire`). */
    expiryTask(): ScheduledTask {
      return {
        name: 'signin-guard-expire',
        summary: `forget wrong-password streaks quiet for ${SIGNIN_LOCK.streakMemoryHours} hours`,
        schedule: { everyMinutes: 60 },
        run: async () => ({
          forgotten: await repo.purge(new Date(clock().getTime() - SIGNIN_LOCK.streakMemoryHours * HOUR_MS)),
        }),
      };
    },
  };

  /**
   * Takes one attempt for the row, before its password is checked; throws 429 while a pause runs. The attempt
   * that fills the batch starts the pause at once, so parallel guesses beyond it are refused unchecked.
   */
  async function take(key: string, device: boolean): Promise<GuardedAttempt> {
    const now = clock();
    const row = await repo.take(key, now, new Date(now.getTime() - SIGNIN_LOCK.streakMemoryHours * HOUR_MS));
    if (!row.counted) {
      const left = row.lockedUntil ? (row.lockedUntil.getTime() - now.getTime()) / 1000 : 1;
      throw paused(left);
    }
    if (row.attempts > SIGNIN_LOCK.failures) throw paused(pauseSeconds(row.locks));
    const seconds = pauseSeconds(row.locks);
    const locking = row.attempts === SIGNIN_LOCK.failures;
    if (locking) await repo.lock(key, new Date(now.getTime() + seconds * 1000));
    return { key, device, locking, locksBefore: row.locks, pauseSeconds: seconds };
  }
}

export type SigninGuard = ReturnType<typeof createSigninGuard>;
