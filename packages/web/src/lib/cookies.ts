// The web app's cookies (RULES.md "Entities"): the account email, the pending reset address, the signed-in person's
// name and profile. Readable by the page on purpose: they carry what one screen hands to the next, not secrets.

export const COOKIE = {
  /**
   * The account email: read by verify, reset password and reset email. Path /app (RULES.md "States and transitions").
   */
  email: { name: 'email', path: '/app' },
  /** The address a password-reset code went to (RULES.md "Entities", path /app). */
  pwresetcode: { name: 'pwresetcode', path: '/app' },
  /** The name the welcome page greets (RULES.md "States and transitions", step 4; default path /). */
  name: { name: 'name', path: '/' },
  /** The stored profile the editor pre-fills from (RULES.md "States and transitions", step 5; default path /). */
  profile: { name: 'profile', path: '/' },
  /** The match the chat screen opens (RULES.md "Entities"), written by the matches list. */
  matchdata: { name: 'matchdata', path: '/app' },
  /**
   * The profile-to-view pointer (RULES.md "Entities"): {user_id, full}, written by chat for
   * /app/viewprofile?from=chat.
   */
  viewprofile: { name: 'viewprofile', path: '/app' },
} as const;

export type CookieKey = keyof typeof COOKIE;

const DAY_SECONDS = 24 * 60 * 60;

/**
 * How long each cookie lives: the session's 30 days, and the reset code's 15 minutes (RULES.md "Money and limits").
 */
const MAX_AGE: Record<CookieKey, number> = {
  email: 30 * DAY_SECONDS,
  name: 30 * DAY_SECONDS,
  profile: 30 * DAY_SECONDS,
  pwresetcode: 15 * 60,
  matchdata: 30 * DAY_SECONDS,
  viewprofile: 30 * DAY_SECONDS,
};

/** Browsers refuse a cookie whose name and value pass about 4 KB; stay clear of that edge. */
export const MAX_COOKIE_BYTES = 4000;

export interface CookieOptions {
  path: string;
  /** Seconds; 0 deletes the cookie. */
  maxAge: number;
  secure: boolean;
}

/** The value of `name` in a `document.cookie` string, decoded; undefined when absent or undecodable. */
export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The string to assign to `document.cookie`. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${options.path}`,
    `Max-Age=${options.maxAge}`,
    'SameSite=Lax',
  ];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

function isSecurePage(): boolean {
  return window.location.protocol === 'https:';
}

export function getCookie(key: CookieKey): string | undefined {
  const value = readCookie(document.cookie, COOKIE[key].name);
  return value === '' ? undefined : value;
}

/** Stores the cookie; false when it is too large to keep (the browser would drop it silently). */
export function setCookie(key: CookieKey, value: string): boolean {
  const { name, path } = COOKIE[key];
  const cookie = serializeCookie(name, value, { path, maxAge: MAX_AGE[key], secure: isSecurePage() });
  if (cookie.length > MAX_COOKIE_BYTES) return false;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox; serializeCookie escapes
  document.cookie = cookie;
  return true;
}

export function removeCookie(key: CookieKey): void {
  const { name, path } = COOKIE[key];
  // biome-ignore lint/suspicious/noDocumentCookie: as in setCookie
  document.cookie = serializeCookie(name, '', { path, maxAge: 0, secure: isSecurePage() });
}

/** Sign-out leaves nothing of the person behind on a shared computer. */
export function clearAccountCookies(): void {
  for (const key of Object.keys(COOKIE) as CookieKey[]) removeCookie(key);
}
