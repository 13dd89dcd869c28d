// The server's configuration, parsed once from the environment; a bad value stops the process with a sentence.
import path from 'node:path';
import { MONEY } from '@rookery/shared/limits.ts';
import { z } from 'zod';
import { PUSH_ENV, type PushConfig, pushConfig } from './modules/push/push.public.ts';
import { DB_ENV, type DbLimits, dbLimitsConfig } from './platform/db/db-config.ts';
import { ABUSE_ENV, type AbuseConfig, abuseConfig } from './platform/http/abuse-limits.ts';
import { ADDRESS_ENV, type AddressConfig, addressConfig } from './platform/http/address-limits.ts';
import { MEMORY_KEYS_DEFAULT } from './platform/http/limit-store.ts';
import { PAIR_LIMIT_ENV, type PairLimitConfig, pairLimitConfig } from './platform/http/pair-limits.ts';
import { type TrustProxy, ZTrustProxy } from './platform/http/trust-proxy.ts';
import { IMAGEGEN_ENV, type ImagegenConfig, imagegenConfig } from './platform/imagegen/imagegen-config.ts';
import { JOBS_ENV, type JobsConfig, jobsConfig } from './platform/jobs/jobs-config.ts';
import { MAIL_ENV, type MailDkim, type MailRetry, mailQueueConfig } from './platform/mail/mail-config.ts';
import { persistedSecrets, SecretsFileError } from './platform/secrets/persisted-secrets.ts';
import { SHIELD_ENV, type ShieldConfig, shieldConfig } from './platform/shield/shield-config.ts';
import { webRoot } from './server-paths.ts';

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
const GOOGLE_DEFAULTS = {
  GOOGLE_AUTH_URL: 'https://accounts.google.com/o/oauth2/v2/auth',
  GOOGLE_TOKEN_URL: 'https://oauth2.googleapis.com/token',
  GOOGLE_JWKS_URL: 'https://www.googleapis.com/oauth2/v3/certs',
  GOOGLE_ISSUER: 'https://accounts.google.com',
} as const;

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
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
  /** Skip the captcha for requests from localhost (SPEC.md 5); on by default outside production. */
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
  /** The length of a rewarded ad in seconds (PRODUCT.md "Ads"); tests shorten it. */
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
  /** Calls (issue 8, docs/OPERATIONS.md): the PeerJS server's key, sent to the browser in the public config. */
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

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  /** PostgreSQL through a pool, or PGlite in a folder (null keeps it in memory, for tests). */
  db: { kind: 'pg'; url: string } | { kind: 'pglite'; dir: string | null };
  /** PostgreSQL only: the pool's size and each statement's time and lock limits (platform/db/db-config.ts). */
  dbLimits: DbLimits;
  redisUrl: string | undefined;
  /** Rate-limit windows held in memory at most (without Redis). */
  limitMemoryKeys: number;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  /** Which X-Forwarded-For hops to believe: off, a hop count, or the proxies' addresses. */
  trustProxy: TrustProxy;
  allowedOrigins: string[];
  brand: { product: string; company: string };
  /** The moderation console's clock skew; 0 outside NODE_ENV=test (MODERATION_TEST_CLOCK_SKEW_MS). */
  moderationClockSkewMs: number;
  markers: { dating: string; company: string };
  supportEmail: string;
  pressEmail: string;
  storeUrl: string;
  /** The dating site's public address without a trailing slash (PUBLIC_URL), for links in mails. */
  publicUrl: string;
  mail: {
    transport: 'outbox' | 'smtp';
    smtpUrl: string | undefined;
    from: string;
    /** PEM authorities trusted for the SMTP server only (SMTP_CA_FILE). */
    caFile?: string;
    /** How a mail that could not be sent is tried again (platform/mail/mail-jobs.ts). */
    retry: MailRetry;
    dkim: MailDkim | undefined;
  };
  bodyLimit: number;
  viteDev: boolean;
  captcha: CaptchaConfig;
  /** Third-party sign-in; null when not configured (the button is hidden and /signin refuses it). */
  oauth: {
    google: {
      clientId: string;
      clientSecret: string;
      authUrl: string;
      tokenUrl: string;
      jwksUrl: string;
      /** The ID token's accepted `iss` values. */
      issuers: string[];
    } | null;
    facebook: { appId: string; appSecret: string; authUrl: string; graphUrl: string } | null;
  };
  /** Keys the HMAC of emailed codes and link tokens: CODE_SECRET or the key kept in the data folder, never a constant. */
  codeSecret: string;
  /** Keys the offset of the point others see (modules/location/shown-point.ts). */
  locationSecret: string;
  /** Rewarded ads: how long one lasts, and the key that signs their tokens. */
  ads: { seconds: number; secret: string };
  /** Keys the hashes of banned identities (issue 19). */
  banSecret: string;
  /** AI images: the generator and the per-person limits. */
  imagegen: ImagegenConfig;
  /** The background worker of this process. */
  jobs: JobsConfig;
  /** Per-person abuse limits (platform/http/abuse-limits.ts); null rules are off. */
  abuse: AbuseConfig;
  /** Requests a minute per client address to /signin, /api, uploads and /download (platform/http/address-limits.ts). */
  addressLimits: AddressConfig;
  /** New accounts and failed sign-ins one address may make in 15 minutes (auth/signin.service.ts). */
  accountsPerAddress: number;
  /** Per-pair limits inside a match (platform/http/pair-limits.ts); null rules are off. */
  pairLimits: PairLimitConfig;
  /** Where media files live (DESIGN.md 3). */
  storage: StorageConfig;
  /** Voice and video calls (issue 8). */
  calls: CallsConfig;
  /** Web push (issue 20, modules/push): VAPID keys, subject, allowed push service hosts. */
  push: PushConfig;
  /** The explicit-image shield on chat images (issue 23.2, platform/shield). */
  shield: ShieldConfig;
  webDist: string;
  webRoot: string;
}

export class ConfigError extends Error {}

/** Secrets that use a key kept in the data folder when unset (location, ads, calls, bans and the VAPID pair try CODE_SECRET first). */
const PERSISTED_SECRETS = [
  'CODE_SECRET',
  'LOCATION_SECRET',
  'AD_SECRET',
  'CALLS_SECRET',
  'ALTCHA_HMAC_KEY',
  'BAN_SECRET',
  'VAPID_SECRET',
] as const;

type KeptSecrets = () => Record<(typeof PERSISTED_SECRETS)[number], string>;

/**
 * DATA_DIR/secrets.json (platform/secrets/persisted-secrets.ts), read on the first use of a key that needs it: a
 * configuration whose keys are all set, or never used (the web build's prerender, tests of other settings), touches
 * no file. If the folder cannot keep keys, keys made at start stand in, silently: this module has no logger, and
 * docs/OPERATIONS.md tells operators to set these secrets in the environment.
 */
function keptSecrets(dataDir: string): KeptSecrets {
  let keys: ReturnType<KeptSecrets> | undefined;
  return () => {
    try {
      keys ??= persistedSecrets(dataDir, PERSISTED_SECRETS);
    } catch (err) {
      if (err instanceof SecretsFileError) throw new ConfigError(err.message);
      throw err;
    }
    return keys;
  };
}

/**
 * The secrets this configuration would take from the data folder (or, for TURN, not have at all), by variable. One
 * server may keep its own random keys; servers that share a database must share them (a code hashed on one is checked
 * on another), so production with DATABASE_URL refuses to start without each one. Production needs the captcha key
 * even on one server (existing rule), and TURN_URLS always needs TURN_SECRET.
 */
function missingSecrets(e: z.infer<typeof EnvSchema>, captchaProvider: CaptchaConfig['provider']): string[] {
  const production = e.NODE_ENV === 'production';
  const shared = production && Boolean(e.DATABASE_URL);
  const missing: string[] = [];
  if (shared && !e.CODE_SECRET) {
    missing.push('CODE_SECRET');
    for (const name of ['LOCATION_SECRET', 'AD_SECRET', 'CALLS_SECRET', 'BAN_SECRET'] as const)
      if (!e[name]) missing.push(name);
  }
  if (production && captchaProvider === 'altcha' && !e.ALTCHA_HMAC_KEY) missing.push('ALTCHA_HMAC_KEY');
  if (e.TURN_URLS.length > 0 && !e.TURN_SECRET) missing.push('TURN_SECRET');
  return missing;
}

function refuseMissingSecrets(
  e: z.infer<typeof EnvSchema>,
  captchaProvider: CaptchaConfig['provider'],
): void {
  const missing = missingSecrets(e, captchaProvider);
  if (missing.length === 0) return;
  const reasons = [
    e.NODE_ENV === 'production' && e.DATABASE_URL && 'servers sharing one database must share their keys',
    missing.includes('ALTCHA_HMAC_KEY') &&
      'production signs captcha challenges (or set CAPTCHA_PROVIDER=recaptcha|none)',
    missing.includes('TURN_SECRET') && "TURN_URLS needs coturn's static-auth-secret",
  ].filter(Boolean);
  throw new ConfigError(
    `Rookery cannot start: set ${missing.join(', ')} in the environment (random secrets, e.g. \`openssl rand -hex 32\`), because ${reasons.join(', and ')}.`,
  );
}

export type StorageConfig =
  | { kind: 'fs'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      endpoint: string | undefined;
      region: string;
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
    };

function storageConfig(e: z.infer<typeof EnvSchema>, dataDir: string): StorageConfig {
  if (!e.S3_BUCKET) return { kind: 'fs', dir: path.join(dataDir, 'media') };
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Rookery cannot start: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (to use the AWS credential chain).',
    );
  }
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

export interface CallsConfig {
  peerjsKey: string;
  secret: string;
  stunUrls: string[];
  turnUrls: string[];
  turnSecret: string;
  turnTtlSeconds: number;
  relayOnly: boolean;
  noAnswerMs: number;
}

function callsConfig(e: z.infer<typeof EnvSchema>, kept: KeptSecrets): CallsConfig {
  if (e.CALLS_RELAY_ONLY && e.TURN_URLS.length === 0) {
    throw new ConfigError(
      'Rookery cannot start: CALLS_RELAY_ONLY needs a TURN server (TURN_URLS and TURN_SECRET).',
    );
  }
  return {
    peerjsKey: e.PEERJS_KEY,
    get secret() {
      return e.CALLS_SECRET ?? e.CODE_SECRET ?? kept().CALLS_SECRET;
    },
    stunUrls: e.STUN_URLS,
    turnUrls: e.TURN_URLS,
    turnSecret: e.TURN_SECRET ?? '',
    turnTtlSeconds: e.TURN_TTL,
    relayOnly: e.CALLS_RELAY_ONLY,
    noAnswerMs: e.CALL_NO_ANSWER_MS,
  };
}

export interface CaptchaConfig {
  provider: 'altcha' | 'recaptcha' | 'none';
  altchaHmacKey: string;
  recaptchaSiteKey: string;
  recaptchaSecret: string;
  recaptchaVerifyUrl: string;
  skipLocal: boolean;
}

function captchaConfig(e: z.infer<typeof EnvSchema>, kept: KeptSecrets): CaptchaConfig {
  const provider = e.CAPTCHA_PROVIDER ?? (e.RECAPTCHA_SECRET ? 'recaptcha' : 'altcha');
  if (provider === 'recaptcha' && !(e.RECAPTCHA_SECRET && e.RECAPTCHA_SITE_KEY)) {
    throw new ConfigError(
      'Rookery cannot start: the reCAPTCHA captcha needs both RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET.',
    );
  }
  refuseMissingSecrets(e, provider);
  return {
    provider,
    // Outside production the kept key serves: a restart no longer voids the challenges of forms already open.
    get altchaHmacKey() {
      return e.ALTCHA_HMAC_KEY ?? kept().ALTCHA_HMAC_KEY;
    },
    recaptchaSiteKey: e.RECAPTCHA_SITE_KEY ?? '',
    recaptchaSecret: e.RECAPTCHA_SECRET ?? '',
    recaptchaVerifyUrl: e.RECAPTCHA_VERIFY_URL,
    skipLocal: e.CAPTCHA_SKIP_LOCAL ?? e.NODE_ENV !== 'production',
  };
}

/** Parses an environment; `overrides` lets tests pass values without touching process.env. */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  overrides: Env = {},
): Config {
  // An empty variable means "not set", as in most deploy tools.
  const given = Object.fromEntries(
    Object.entries({ ...env, ...overrides }).filter(([, v]) => v !== '' && v !== undefined),
  );
  const parsed = EnvSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Rookery cannot start, the configuration is wrong:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const kept = keptSecrets(dataDir);
  const mailTransport = e.MAIL_TRANSPORT ?? (e.SMTP_URL ? 'smtp' : 'outbox');
  if (mailTransport === 'smtp' && !e.SMTP_URL) {
    throw new ConfigError(
      'Rookery cannot start: MAIL_TRANSPORT=smtp needs SMTP_URL (smtps://user:pass@host:465).',
    );
  }
  if (mailTransport === 'outbox' && e.NODE_ENV === 'production') {
    throw new ConfigError(
      'Rookery cannot start: production needs SMTP_URL, the outbox is for development only.',
    );
  }
  let mailQueue: ReturnType<typeof mailQueueConfig>;
  try {
    mailQueue = mailQueueConfig(e);
  } catch (err) {
    throw new ConfigError(`Rookery cannot start: ${(err as Error).message}`);
  }
  const imagegen = imagegenConfig(e);
  if (typeof imagegen === 'string') throw new ConfigError(imagegen);
  // The VAPID pair: the environment's, else derived from CODE_SECRET (servers sharing it share the pair), else from
  // the key kept in the data folder.
  const push = pushConfig(e, () => e.CODE_SECRET ?? kept().VAPID_SECRET);
  if (typeof push === 'string') throw new ConfigError(push);
  const pairs = [
    ['GOOGLE_CLIENT_ID', e.GOOGLE_CLIENT_ID, 'GOOGLE_CLIENT_SECRET', e.GOOGLE_CLIENT_SECRET],
    ['FACEBOOK_APP_ID', e.FACEBOOK_APP_ID, 'FACEBOOK_APP_SECRET', e.FACEBOOK_APP_SECRET],
  ] as const;
  if (e.NODE_ENV === 'production') {
    for (const [name, value] of Object.entries(GOOGLE_DEFAULTS)) {
      if (e[name as keyof typeof GOOGLE_DEFAULTS] !== value) {
        throw new ConfigError(
          `Rookery cannot start: ${name} is for tests only; in production Google sign-in talks to Google (${value}).`,
        );
      }
    }
  }
  for (const [idName, id, secretName, secret] of pairs) {
    if (Boolean(id) !== Boolean(secret)) {
      throw new ConfigError(
        `Rookery cannot start: ${id ? idName : secretName} is set but ${id ? secretName : idName} is not; set both to switch that sign-in on, or neither.`,
      );
    }
  }
  return {
    env: e.NODE_ENV,
    moderationClockSkewMs: e.NODE_ENV === 'test' ? e.MODERATION_TEST_CLOCK_SKEW_MS : 0,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    db: e.DATABASE_URL
      ? { kind: 'pg', url: e.DATABASE_URL }
      : { kind: 'pglite', dir: path.join(dataDir, 'db') },
    dbLimits: dbLimitsConfig(e),
    redisUrl: e.REDIS_URL || undefined,
    limitMemoryKeys: e.LIMIT_MEMORY_KEYS,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY ?? false,
    allowedOrigins: e.ALLOWED_ORIGINS.map((o) => o.replace(/\/$/, '').toLowerCase()),
    brand: { product: e.BRAND_PRODUCT, company: e.BRAND_COMPANY },
    markers: { dating: e.SITE_DATING_MARKER, company: e.SITE_COMPANY_MARKER },
    supportEmail: e.SUPPORT_EMAIL,
    pressEmail: e.PRESS_EMAIL,
    storeUrl: e.STORE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://${e.SITE_DATING_MARKER}.localhost:${e.PORT}`).replace(/\/+$/, ''),
    mail: {
      transport: mailTransport,
      smtpUrl: e.SMTP_URL,
      caFile: e.SMTP_CA_FILE,
      from: e.MAIL_FROM ?? `${e.BRAND_PRODUCT} <no-reply@${e.SUPPORT_EMAIL.split('@')[1]}>`,
      ...mailQueue,
    },
    bodyLimit: e.BODY_LIMIT_BYTES,
    viteDev: e.VITE_DEV,
    captcha: captchaConfig(e, kept),
    oauth: {
      google:
        e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
          ? {
              clientId: e.GOOGLE_CLIENT_ID,
              clientSecret: e.GOOGLE_CLIENT_SECRET,
              authUrl: e.GOOGLE_AUTH_URL,
              tokenUrl: e.GOOGLE_TOKEN_URL,
              jwksUrl: e.GOOGLE_JWKS_URL,
              // Google writes its issuer with or without the scheme; a stand-in has exactly one.
              issuers:
                e.GOOGLE_ISSUER === GOOGLE_DEFAULTS.GOOGLE_ISSUER
                  ? ['https://accounts.google.com', 'accounts.google.com']
                  : [e.GOOGLE_ISSUER],
            }
          : null,
      facebook:
        e.FACEBOOK_APP_ID && e.FACEBOOK_APP_SECRET
          ? {
              appId: e.FACEBOOK_APP_ID,
              appSecret: e.FACEBOOK_APP_SECRET,
              authUrl: e.FACEBOOK_AUTH_URL,
              graphUrl: e.FACEBOOK_GRAPH_URL.replace(/\/$/, ''),
            }
          : null,
    },
    get codeSecret() {
      return e.CODE_SECRET ?? kept().CODE_SECRET;
    },
    get locationSecret() {
      return e.LOCATION_SECRET ?? e.CODE_SECRET ?? kept().LOCATION_SECRET;
    },
    get banSecret() {
      return e.BAN_SECRET ?? e.CODE_SECRET ?? kept().BAN_SECRET;
    },
    ads: {
      seconds: e.AD_SECONDS,
      get secret() {
        return e.AD_SECRET ?? e.CODE_SECRET ?? kept().AD_SECRET;
      },
    },
    imagegen,
    jobs: jobsConfig(e),
    abuse: abuseConfig(e),
    addressLimits: addressConfig(e),
    accountsPerAddress: e.LIMIT_ACCOUNTS_PER_ADDRESS,
    pairLimits: pairLimitConfig(e),
    storage: storageConfig(e, dataDir),
    calls: callsConfig(e, kept),
    shield: shieldConfig(e),
    push,
    webDist: path.join(webRoot, 'dist'),
    webRoot,
  };
}
