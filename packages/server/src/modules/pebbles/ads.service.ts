// Rewarded ads (RULES.md "Ads", RULES.md "Reads and writes" adstart/adcomplete): the server issues a token, and
// grants one pebble when that token comes back from the same person no sooner than the ad's length, once, and at most
// MONEY.adsPerDay times in 24 hours. The token carries its own proof (an HMAC over the person, the issue time and a
// random nonce), so nothing is stored until the pebble is paid.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { AD_TEXT } from '@rookery/shared/api/pebbles.actions.ts';
import { MONEY } from '@rookery/shared/limits.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { AdsRepo } from './ads.repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A token older than this is refused: an ad left open all day is not an ad watched. */
const TOKEN_LIFETIME_MS = 60 * 60 * 1000;
const VERSION = 'a1';

export interface AdsOptions {
  /** The ad's length (config AD_SECONDS, default MONEY.adSeconds). */
  seconds: number;
  /** The HMAC key (config AD_SECRET). */
  secret: string;
  /** The clock, replaceable in tests. */
  now?: () => number;
}

interface AdToken {
  issuedAt: number;
  nonce: string;
}

export function createAdsService(repo: AdsRepo, options: AdsOptions) {
  const now = options.now ?? Date.now;
  const mac = (userId: string, issuedAt: number, nonce: string) =>
    createHmac('sha256', options.secret).update(`${VERSION}|${userId}|${issuedAt}|${nonce}`).digest();

  /** The token's parts when it is well formed and signed for this person; otherwise null. */
  function read(userId: string, token: string): AdToken | null {
    const [version, issued, nonce, signature, ...rest] = token.split('.');
    if (version !== VERSION || !issued || !nonce || !signature || rest.length > 0) return null;
    if (!/^[0-9a-z]{1,12}$/.test(issued) || !/^[A-Za-z0-9_-]{22}$/.test(nonce)) return null;
    const issuedAt = Number.parseInt(issued, 36);
    const given = Buffer.from(signature, 'base64url');
    const expected = mac(userId, issuedAt, nonce);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return { issuedAt, nonce };
  }

  /** Refuses with 429 when the person has had today's ads (a rolling 24 hours). */
  function checkDaily(paid: { count: number; first: Date | null }, at: number): void {
    if (paid.count < MONEY.adsPerDay) return;
    const retryAfter = paid.first
      ? Math.max(1, Math.ceil((paid.first.getTime() + DAY_MS - at) / 1000))
      : 3600;
    throw new AppError('TOO_MANY', AD_TEXT.daily, retryAfter);
  }

  return {
    /** A fresh token; refused up front when the day's ads are used, so nobody watches one for nothing. */
    async start(userId: string): Promise<{ token: string; seconds: number }> {
      const at = now();
      checkDaily(await repo.paidSince(userId, new Date(at - DAY_MS)), at);
      const nonce = randomBytes(16).toString('base64url');
      const signature = mac(userId, at, nonce).toString('base64url');
      return { token: `${VERSION}.${at.toString(36)}.${nonce}.${signature}`, seconds: options.seconds };
    },

    /** The pebble for a finished ad; returns the new balance. */
    async complete(userId: string, token: string): Promise<{ pebbles: number }> {
      const parsed = read(userId, token);
      if (!parsed) throw new AppError('BAD_INPUT', AD_TEXT.invalid);
      const at = now();
      if (at - parsed.issuedAt < options.seconds * 1000) throw new AppError('BAD_INPUT', AD_TEXT.tooSoon);
      if (at - parsed.issuedAt > TOKEN_LIFETIME_MS) throw new AppError('BAD_INPUT', AD_TEXT.expired);
      const balance = await repo.lockedForUser(userId, async (tx) => {
        if (await repo.isUsed(tx, userId, parsed.nonce)) throw new AppError('BAD_INPUT', AD_TEXT.used);
        checkDaily(await repo.paidSince(userId, new Date(at - DAY_MS), tx), at);
        return repo.grant(tx, userId, MONEY.pebblesPerAd, parsed.nonce);
      });
      if (balance === null) throw new AppError('NOT_FOUND');
      return { pebbles: balance };
    },
  };
}

export type AdsService = ReturnType<typeof createAdsService>;
