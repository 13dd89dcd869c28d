import { MONEY } from '@rookery/shared/limits.ts';
import { z } from 'zod';
import { PUSH_ENV } from './modules/push/push.public.ts';
import { DB_ENV } from './platform/db/db-config.ts';
import { ABUSE_ENV } from './platform/http/abuse-limits.ts';
import { ADDRESS_ENV } from './platform/http/address-limits.ts';
import { MEMORY_KEYS_DEFAULT } from './platform/http/limit-store.ts';
import { PAIR_LIMIT_ENV } from './platform/http/pair-limits.ts';
import { ZTrustProxy } from './platform/http/trust-proxy.ts';
import { IMAGEGEN_ENV } from './platform/imagegen/imagegen-config.ts';
import { JOBS_ENV } from './platform/jobs/jobs-config.ts';
import { MAIL_ENV } from './platform/mail/mail-config.ts';
import { SHIELD_ENV } from './platform/shield/shield-config.ts';

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const list = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

/** Google's own sign-in endpoints and issuer; only tests change them (a stand-in's), never production. */
export const GOOGLE_DEFAULTS = {
  GOOGLE_AUTH_URL: 'https://accounts.google.com/o/oauth2/v2/auth',
  GOOGLE_TOKEN_URL: 'https://oauth2.googleapis.com/token',
  GOOGLE_JWKS_URL: 'https://www.googleapis.com/oauth2/v3/certs',
  GOOGLE_ISSUER: 'https://accounts.google.com',
} as const;

export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  /** Where the embedded PGlite runs: its own worker thread (the event loop stays free) or the server's thread. */
  PGLITE_THREAD: z.enum(['worker', 'main']).default('worker'),
  /**
   * The embedded PGlite's shared_buffers, in MB: most of its memory at rest (docs/PERFORMANCE.md "Idle memory": the idle
   * server 633 MB at PostgreSQL's own 128, 448 MB at 32). The files stay in the system's cache either way.
   */
  PGLITE_SHARED_BUFFERS_MB: z.coerce.number().int().min(1).max(4096).default(32),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
  ...DB_ENV,
  REDIS_URL: z.string().optional(),
  /** Without REDIS_URL: the most rate-limit windows one server holds in memory (limit-store.ts evicts beyond). */
  LIMIT_MEMORY_KEYS: z.coerce.number().int().min(100).max(10_000_000).default(MEMORY_KEYS_DEFAULT),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** A hop count or the proxies' addresses (platform/http/trust-proxy.ts); true is refused. */
  TRUST_PROXY: ZTrustProxy.optional(),
  /** Extra origins allowed to post to us besides the request's own host (e.g. both sites' public URLs). */
  ALLOWED_ORIGINS: list.default([]),
  BRAND_PRODUCT: z.string().min(1).default('Rookery'),
  BRAND_COMPANY: z.string().min(1).default('Icefloe Labs'),
  SITE_DATING_MARKER: z.string().min(1).default('rookery'),
  SITE_COMPANY_MARKER: z.string().min(1).default('icefloe'),
  SUPPORT_EMAIL: z.email().default('support@rookery.app'),
  PRESS_EMAIL: z.email().default('press@icefloelabs.com'),
  STORE_URL: z.url().default('https://apps.apple.com/app/rookery'),
  /** The dating site's public address, for links in mails (deletion confirmations); default http://<marker>.localhost:<PORT>. */
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  /** outbox keeps mail in the database (shown at /dev/mail); smtp sends it. Default: smtp when SMTP_URL is set. */
  MAIL_TRANSPORT: z.enum(['outbox', 'smtp']).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3).optional(),
  /** PEM certificate authorities trusted for the SMTP server only (a private CA or a self-signed relay). */
  SMTP_CA_FILE: z.string().min(1).optional(),
  /**
   * A stopping server closes a keep-alive connection once it has been idle this long since the stop began (requests
   * that still come on it are answered first); the rest are cut at the drain deadline.
   */
  GRACEFUL_IDLE_MS: z.coerce.number().int().min(50).max(5_000).default(500),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(256 * 1024),
  /** Serve the web app through Vite's dev middleware (npm run dev). */
  VITE_DEV: bool.default(false),
  /** The web forms' captcha: altcha (self-hosted proof of work), recaptcha (default when RECAPTCHA_SECRET is set) or none. */
  CAPTCHA_PROVIDER: z.enum(['altcha', 'recaptcha', 'none']).optional(),
  /** Signs ALTCHA challenges; required in production (elsewhere the key kept in DATA_DIR/secrets.json). */
  ALTCHA_HMAC_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  RECAPTCHA_SECRET: z.string().min(1).optional(),
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  /** Skip the captcha for requests from localhost (RULES.md "Validation"); on by default outside production. */
  CAPTCHA_SKIP_LOCAL: bool.optional(),
  /** Sign-in with Google (authorization code, exchanged here); off unless both id and secret are set. */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /**
   * Google's endpoints and the ID token's issuer. Tests point them at a local stand-in
   * (modules/auth/testing/provider-stand-in.ts); in production they stay Google's (a changed one stops the start).
   */
  GOOGLE_AUTH_URL: z.url().default(GOOGLE_DEFAULTS.GOOGLE_AUTH_URL),
  GOOGLE_TOKEN_URL: z.url().default(GOOGLE_DEFAULTS.GOOGLE_TOKEN_URL),
  /** Google's signing keys, to check the ID token's signature. */
  GOOGLE_JWKS_URL: z.url().default(GOOGLE_DEFAULTS.GOOGLE_JWKS_URL),
  GOOGLE_ISSUER: z.url().default(GOOGLE_DEFAULTS.GOOGLE_ISSUER),
  /** Sign-in with Facebook (token checked here with the app secret); off unless both are set. */
  FACEBOOK_APP_ID: z.string().regex(/^\d+$/, 'must be the numeric Facebook app id').optional(),
  FACEBOOK_APP_SECRET: z.string().min(1).optional(),
  FACEBOOK_AUTH_URL: z.url().default('https://www.facebook.com/v19.0/dialog/oauth'),
  FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com'),
  /**
   * Key for the HMAC of emailed codes, so a copy of the database alone does not reveal live codes; unset, the key kept
   * in DATA_DIR/secrets.json. Required in production with DATABASE_URL (every server must hash codes alike).
   */
  CODE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * Keys the secret offset of the point others' distances are measured from (modules/location/shown-point.ts); falls
   * back to CODE_SECRET, then to the key kept in DATA_DIR/secrets.json. Keep it fixed: a new key gives everyone new
   * offsets.
   */
  LOCATION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Key for the HMAC of rewarded-ad tokens; falls back to CODE_SECRET, then to the key kept in DATA_DIR/secrets.json. */
  AD_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * Keys the hashes of banned addresses and provider ids (modules/moderation/banned-identities.ts); falls back to
   * CODE_SECRET, then to the key kept in DATA_DIR/secrets.json. Keep it fixed: a new key forgets every ban's hashes.
   */
  BAN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** The length of a rewarded ad in seconds (RULES.md "Ads"); tests shorten it. */
  AD_SECONDS: z.coerce.number().int().min(1).max(120).default(MONEY.adSeconds),
  /** Media files go to this S3-compatible bucket when set; otherwise under DATA_DIR/media. */
  S3_BUCKET: z.string().min(3).optional(),
  /** Omit for AWS; the service's URL for R2, MinIO and the like. */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Both or neither; neither uses the SDK's own credential chain (IAM role, AWS_* variables). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** bucket in the path (http://host/bucket/key) instead of the host name; MinIO and most stand-ins need it. */
  S3_FORCE_PATH_STYLE: bool.default(false),
  /** Calls (docs/OPERATIONS.md): the PeerJS server's key, sent to the browser in the public config. */
  PEERJS_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be letters, digits, - or _')
    .default('peerjs'),
  /** Signs the peer ids issued for calls; falls back to CODE_SECRET, then to the key kept in DATA_DIR/secrets.json. */
  CALLS_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** STUN and TURN server URLs, comma separated (stun:host:3478, turn:host:3478?transport=udp, turns:host:5349). */
  STUN_URLS: list.default([]),
  TURN_URLS: list.default([]),
  /** coturn's static-auth-secret (use-auth-secret); required with TURN_URLS. */
  TURN_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Seconds a minted TURN credential lives; it must outlast a call (coturn checks it again on refresh). */
  TURN_TTL: z.coerce.number().int().min(60).max(86400).default(3600),
  /** Relay every call through TURN so neither person learns the other's IP address. */
  CALLS_RELAY_ONLY: bool.default(false),
  /** A call request nobody answers ends after this many milliseconds (SPEC: 45 s); tests shorten it. */
  CALL_NO_ANSWER_MS: z.coerce.number().int().min(50).max(600000).default(45000),
  /** New accounts and failed sign-ins from one address in 15 minutes (auth/signin.service.ts SIGNIN_LIMITS). */
  LIMIT_ACCOUNTS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(50),
  ...IMAGEGEN_ENV,
  ...JOBS_ENV,
  ...MAIL_ENV,
  /** Journeys only (read when NODE_ENV=test): the moderation console's clock runs this far ahead, so a fresh
   * report shows as over an hour old in a browser journey that cannot backdate the server's database. */
  MODERATION_TEST_CLOCK_SKEW_MS: z.coerce.number().int().min(0).max(86_400_000).default(0),
  ...ABUSE_ENV,
  ...ADDRESS_ENV,
  ...PAIR_LIMIT_ENV,
  ...PUSH_ENV,
  ...SHIELD_ENV,
});

export type Env = z.input<typeof EnvSchema>;

/** Every variable the server reads (the root .env.example names each one; config.test.ts checks it). */
export const ENV_NAMES: readonly string[] = Object.keys(EnvSchema.shape);

/** The environment as parsed: what each part's config builder reads. */
export type EnvValues = z.infer<typeof EnvSchema>;
