// The device cookie (OWASP "device cookies"): a successful sign-in leaves a long-lived HttpOnly cookie
// naming the account (a random nonce and an HMAC over account id, the account's device epoch and nonce). A browser
// that shows one for the account it signs in to is its owner's, so it is spared the account-wide pause an attacker can
// keep running from elsewhere (it has its own small budget instead, signin-guard.ts), and its reset requests are the
// owner's (password-reset). Ending every session of the account (a password reset, a suspension, a ban;
// session.repo.ts) raises its epoch, so every cookie from before is anyone's again.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const DEVICE_COOKIE = 'rookery_device';
/** Production's name: Secure, Path=/ and no Domain, so a sibling subdomain cannot set it (as the session's). */
export const HOST_DEVICE_COOKIE = `__Host-${DEVICE_COOKIE}`;
export const DEVICE_COOKIE_DAYS = 365;

/** The account a cookie names, with the epoch its cookies are signed under (users.device_epoch). */
export interface DeviceOwner {
  id: string;
  deviceEpoch: number;
}

export function createDeviceCookies(secret: string) {
  if (!secret) throw new Error('createDeviceCookies needs a secret (config.codeSecret)');
  // A key of its own, derived from the code secret, so no device cookie can ever pass for a code's digest.
  const key = createHmac('sha256', secret).update('rookery device cookie key').digest();
  // Epoch 0 signs as before the epoch existed, so the cookies browsers hold already stay their owners'.
  const mac = ({ id, deviceEpoch }: DeviceOwner, nonce: string) =>
    createHmac('sha256', key)
      .update(deviceEpoch === 0 ? `${id}:${nonce}` : `${id}:${deviceEpoch}:${nonce}`)
      .digest('base64url');

  /**
   * The nonce of `value` when it was made for this account since its last revocation; null for a missing, forged,
   * revoked or other account's one.
   */
  function nonceFor(account: DeviceOwner, value: string | undefined): string | null {
    const [nonce, given, ...rest] = (value ?? '').split('.');
    if (!nonce || !given || rest.length > 0 || !/^[\w-]{22,64}$/.test(nonce)) return null;
    const expected = Buffer.from(mac(account, nonce));
    const presented = Buffer.from(given);
    return presented.length === expected.length && timingSafeEqual(presented, expected) ? nonce : null;
  }

  return {
    nonceFor,
    /** The cookie a sign-in leaves: the one the browser showed, when it is this account's; else a new one. */
    after(account: DeviceOwner, presented: string | undefined): string {
      if (nonceFor(account, presented) && presented) return presented;
      const nonce = randomBytes(18).toString('base64url');
      return `${nonce}.${mac(account, nonce)}`;
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
