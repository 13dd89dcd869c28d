// Account actions (RULES.md "Reads and writes"): from the first visit to /app until the profile editor or the deck.
//
// Besides the actions RULES.md "Reads and writes" names, two are defined here:
// - `signinmethods` (GET, public) → {success, google:{clientId, authUrl}|null, facebook:{appId, authUrl}|null}:
//   which third-party sign-ins this server has configured; null hides that button. Google uses the
//   authorization-code redirect (response_type=code, redirect_uri <origin>/app/oauth/google, with PKCE
//   code_challenge_method=S256 and a nonce: the tab keeps the verifier and the nonce's value, POST /signin sends
//   them as `code_verifier` and `nonce`, signin.ts), Facebook the token redirect (response_type=token,
//   redirect_uri <origin>/app/oauth/facebook; no ID token, so no PKCE or nonce).
// - `verifynewemail` (POST, member) {code} → {success, email}: confirms the code sent to the new address by
//   `changeemail`; only then does the new address replace the old one, and the old address is told.
// - `codelink` (POST, public) {token} → {success, purpose, email}: the one-time link in every code mail
//  . purpose "verify" verifies the address and "changeemail" confirms the new one, signed in or not;
//   "reset" only checks the link (not spent) and answers the account's address for the new-password step.
// - `resetpwlink` (POST, public) {token, password} → {success}: resetpw with the link's token for email+code.
//
// [defined here] Settings → Devices: the owner lists and ends their own sessions. Each reads or ends only
// the caller's sessions; an id that is not one of theirs (someone else's, ended, made up) is answered as a missing
// one, 404 "Not found" (RULES.md "Wire envelope"), so the answer never says whether it exists for someone else.
//
// - `mydevices` (GET, session) → {success, devices:[Device]}: the caller's live sessions, the one asking first
//   (marked `current`), then the most recently active.
// - `enddevice` (POST, session) {id} → {success, current}: ends that session; its sockets close on every server and
//   its next request is 401. `current: true` when it was the caller's own (they are signed out: call /signout to
//   clear the cookie). Every known-browser cookie of the account stops counting as known (the device epoch is
//   raised).
// - `endotherdevices` (POST, session) {} → {success, ended}: "Sign out of all other devices": every session but the
//   caller's ends (as a password reset's sign-out everywhere), with the account's unused codes and links and its
//   known-browser cookies.
import { z } from 'zod';
import { newPassword, ZChangeEmail, ZCode } from '../schemas/auth-forms.ts';
import { emailField } from '../schemas/email.ts';
import { defineAction } from './action.ts';

const NoInput = z.object({}).strip();
const resetEmail = emailField('Email is required', 'invalid email address');

/**
 * A position from the browser. Anything unreadable is dropped rather than refused, so a GPS glitch never
 * keeps a person out of the app (RULES.md "States and transitions": a failed logincheck sends them to sign-in).
 */
const ZLocationData = z
  .object({
    latitude: z.coerce.number().min(-90).max(90).optional(),
    longitude: z.coerce.number().min(-180).max(180).optional(),
    accuracy: z.coerce.number().min(0).max(10_000_000).nullish(),
    /** When the browser took the fix (ms since 1970 or ISO); informational, the server keeps its own time. */
    time: z.union([z.number(), z.string().max(64)]).nullish(),
  })
  .catch({});

const ZLoginCheck = z.object({
  locationdata: ZLocationData.optional(),
  /** The country the device says it is in (ISO code or name); kept for settings. */
  devicecountry: z.string().trim().max(100).nullish().catch(undefined),
  /** Sent by the mobile app; ignored, the server sees the address itself. */
  ipaddress: z.unknown().optional(),
  /** Sent by the mobile app; ignored, the server names places from its own gazetteer. */
  mapdata: z.unknown().optional(),
});

export interface ProviderButton {
  /** Where the browser is sent to sign in (the provider's authorization dialog). */
  authUrl: string;
}

export interface SignInMethods {
  google: (ProviderButton & { clientId: string }) | null;
  facebook: (ProviderButton & { appId: string }) | null;
}

export interface LoginCheck {
  verified: boolean;
  email: string;
  name: string;
  accept_tc: boolean;
}

/**
 * One profile as its owner reads it (RULES.md "Reads and writes" `profile`): every RULES.md "Entities" Profile field
 * plus own location.
 */
export interface ProfileRecord {
  user_id: string;
  display_name: string;
  /** yyyy-MM-dd */
  DOB: string;
  gender: string;
  description: string;
  ideal_partner: string;
  tagline: string;
  real_name: string;
  preference: string;
  younger: number;
  older: number;
  has_kids: boolean;
  want_kids: string;
  introvert: number;
  planner: number;
  explorer: number;
  earlybird: number;
  sweet: number;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
}

const ZPwResetCode = z.object({ email: resetEmail });
const ZVerifyPwReset = z.object({ email: resetEmail, code: ZCode });
const ZResetPw = z.object({ email: resetEmail, code: ZCode, password: newPassword });
const ZCodeOnly = z.object({ code: ZCode });
/** A mailed link's token: 32 random bytes, base64url. */
const LINK_MESSAGE = 'This link is not valid. Please request a new code.';
const ZLinkToken = z.string({ error: LINK_MESSAGE }).regex(/^[A-Za-z0-9_-]{43}$/, LINK_MESSAGE);
const ZCodeLink = z.object({ token: ZLinkToken });
const ZResetPwLink = z.object({ token: ZLinkToken, password: newPassword });

const ZSignInMethods = z.object({
  google: z.object({ authUrl: z.string(), clientId: z.string() }).nullable(),
  facebook: z.object({ authUrl: z.string(), appId: z.string() }).nullable(),
}) satisfies z.ZodType<SignInMethods>;

const ZLoginCheckAnswer = z.object({
  verified: z.boolean(),
  email: z.string(),
  name: z.string(),
  accept_tc: z.boolean(),
}) satisfies z.ZodType<LoginCheck>;

const ZProfileRecord = z.object({
  user_id: z.string(),
  display_name: z.string(),
  DOB: z.string(),
  gender: z.string(),
  description: z.string(),
  ideal_partner: z.string(),
  tagline: z.string(),
  real_name: z.string(),
  preference: z.string(),
  younger: z.number(),
  older: z.number(),
  has_kids: z.boolean(),
  want_kids: z.string(),
  introvert: z.number(),
  planner: z.number(),
  explorer: z.number(),
  earlybird: z.number(),
  sweet: z.number(),
  country: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
}) satisfies z.ZodType<ProfileRecord>;

/**
 * Any text up to 100 characters: one that is no device id (made up, of another shape) is answered by the server as a
 * missing one (404), like someone else's; only a value that is not text at all is a 400.
 */
export const ZEndDevice = z
  .object({ id: z.string({ error: 'Not found' }).trim().max(100, 'Not found') })
  .strip();

/** One session as its owner sees it. Dates are ISO 8601 in UTC. */
export interface Device {
  /** Random, of this session alone: not the session's token or its hash. */
  id: string;
  /** "Chrome on Android", "Firefox on Windows", "Rookery app". */
  label: string;
  created: string;
  /** Written at most every SESSION.lastSeenEveryMs (5 minutes). */
  lastSeen: string;
  /** The session asking. */
  current: boolean;
}

const ZDevice = z.object({
  id: z.string(),
  label: z.string(),
  created: z.string(),
  lastSeen: z.string(),
  current: z.boolean(),
}) satisfies z.ZodType<Device>;

export type CodeLinkPurpose = 'verify' | 'reset' | 'changeemail';

export const AUTH_ACTIONS = {
  signinmethods: defineAction<typeof NoInput, SignInMethods>({
    method: 'GET',
    gate: 'public',
    input: NoInput,
    outputSchema: ZSignInMethods,
  }),
  pwresetcode: defineAction<typeof ZPwResetCode, { email: string }>({
    method: 'GET',
    gate: 'public',
    sideEffects: true,
    input: ZPwResetCode,
    outputSchema: z.object({ email: z.string() }),
  }),
  verifypwreset: defineAction<typeof ZVerifyPwReset, object>({
    method: 'POST',
    gate: 'public',
    input: ZVerifyPwReset,
    outputSchema: z.object({}),
  }),
  resetpw: defineAction<typeof ZResetPw, object>({
    method: 'POST',
    gate: 'public',
    input: ZResetPw,
    outputSchema: z.object({}),
  }),
  codelink: defineAction<typeof ZCodeLink, { purpose: CodeLinkPurpose; email: string }>({
    method: 'POST',
    gate: 'public',
    input: ZCodeLink,
    outputSchema: z.object({ purpose: z.enum(['verify', 'reset', 'changeemail']), email: z.string() }),
  }),
  resetpwlink: defineAction<typeof ZResetPwLink, object>({
    method: 'POST',
    gate: 'public',
    input: ZResetPwLink,
    outputSchema: z.object({}),
  }),

  logincheck: defineAction<typeof ZLoginCheck, LoginCheck>({
    method: 'POST',
    gate: 'session',
    input: ZLoginCheck,
    outputSchema: ZLoginCheckAnswer,
  }),
  verify: defineAction<typeof NoInput, object>({
    method: 'GET',
    gate: 'session',
    input: NoInput,
    sideEffects: true,
    outputSchema: z.object({}),
  }),
  verifycode: defineAction<typeof ZCodeOnly, object>({
    method: 'POST',
    gate: 'session',
    input: ZCodeOnly,
    outputSchema: z.object({}),
  }),
  accepttc: defineAction<typeof NoInput, object>({
    method: 'POST',
    gate: 'session',
    input: NoInput,
    outputSchema: z.object({}),
  }),

  changeemail: defineAction<typeof ZChangeEmail, object>({
    method: 'POST',
    gate: 'member',
    input: ZChangeEmail,
    outputSchema: z.object({}),
  }),
  verifynewemail: defineAction<typeof ZCodeOnly, { email: string }>({
    method: 'POST',
    gate: 'member',
    input: ZCodeOnly,
    outputSchema: z.object({ email: z.string() }),
  }),
  profile: defineAction<
    typeof NoInput,
    { profile: ProfileRecord[]; haspublic: boolean; hasprivate: boolean }
  >({
    method: 'GET',
    gate: 'member',
    input: NoInput,
    outputSchema: z.object({
      profile: z.array(ZProfileRecord),
      haspublic: z.boolean(),
      hasprivate: z.boolean(),
    }),
  }),
  // Settings → Devices.
  mydevices: defineAction<typeof NoInput, { devices: Device[] }>({
    method: 'GET',
    gate: 'session',
    input: NoInput,
    outputSchema: z.object({ devices: z.array(ZDevice) }),
  }),
  enddevice: defineAction<typeof ZEndDevice, { current: boolean }>({
    method: 'POST',
    gate: 'session',
    input: ZEndDevice,
    outputSchema: z.object({ current: z.boolean() }),
  }),
  endotherdevices: defineAction<typeof NoInput, { ended: number }>({
    method: 'POST',
    gate: 'session',
    input: NoInput,
    outputSchema: z.object({ ended: z.number().int() }),
  }),
};

export type LoginCheckInput = z.input<typeof ZLoginCheck>;
