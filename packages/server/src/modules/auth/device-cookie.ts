// The device cookie (OWASP "device cookies", issue 19): a successful sign-in leaves a long-lived HttpOnly cookie
// naming the account (a random nonce and an HMAC over account id and nonce). A browser that shows one for the account
// it signs in to is its owner's, so it is spared the account-wide pause an attacker can keep running from elsewhere
// (it has its own small budget instead, signin-guard.ts), and its reset requests are the owner's (password-reset).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const DEVICE_COOKIE = 'rookery_device';
/** Production's name: Secure, Path=/ and no Domain, so a sibling subdomain cannot set it (as the session's). */
export const HOST_DEVICE_COOKIE = `__Host-${DEVICE_COOKIE}`;
export const DEVICE_COOKIE_DAYS = 365;

export function createDeviceCookies(secret: string) {
  if (!secret) throw new Error('createDeviceCookies needs a secret (config.codeSecret)');
  // A key of its own, derived from the code secret, so no device cookie can ever pass for a code's digest.
  const key = createHmac('sha256', secret).update('rookery device cookie key').digest();
  const mac = (userId: string, nonce: string) =>
    createHmac('sha256', key).update(`${userId}:${nonce}`).digest('base64url');

  /** The nonce of `value` when it was made for this account; null for a missing, forged or other account's one. */
  function nonceFor(userId: string, value: string | undefined): string | null {
    const [nonce, given, ...rest] = (value ?? '').split('.');
    if (!nonce || !given || rest.length > 0 || !/^[\w-]{22,64}$/.test(nonce)) return null;
    const expected = Buffer.from(mac(userId, nonce));
    const presented = Buffer.from(given);
    return presented.length === expected.length && timingSafeEqual(presented, expected) ? nonce : null;
  }

  return {
    nonceFor,
    /** The cookie a sign-in leaves: the one the browser showed, when it is this account's; else a new one. */
    after(userId: string, presented: string | undefined): string {
      if (nonceFor(userId, presented) && presented) return presented;
      const nonce = randomBytes(18).toString('base64url');
      return `${nonce}.${mac(userId, nonce)}`;
    },
  };
}

export type DeviceCookies = ReturnType<typeof createDeviceCookies>;

const nameFor = (request: FastifyRequest) =>
  request.server.sessionCookieSecure ? HOST_DEVICE_COOKIE : DEVICE_COOKIE;

export function deviceCookieOf(request: FastifyRequest): string | undefined {
  return request.cookies[nameFor(request)];
}

export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, value: string): void {
  reply.setCookie(nameFor(request), value, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.server.sessionCookieSecure || request.protocol === 'https',
    maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
  });
}
