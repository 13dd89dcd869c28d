// The server's configuration, parsed once from the environment; a bad value stops the process with a sentence.
import path from 'node:path';
import { ENV_NAMES, type Env, EnvSchema, type EnvValues, GOOGLE_DEFAULTS } from './config-env.ts';
import type { KeptSecrets } from './config-secrets.ts';
import { keptSecrets, refuseMissingSecrets } from './config-secrets.ts';
import { type PushConfig, pushConfig } from './modules/push/push.public.ts';
import { type CaptchaConfig, captchaConfig } from './platform/captcha/captcha-config.ts';
import { type DbLimits, dbLimitsConfig } from './platform/db/db-config.ts';
import { type AbuseConfig, abuseConfig } from './platform/http/abuse-limits.ts';
import { type AddressConfig, addressConfig } from './platform/http/address-limits.ts';
import { type PairLimitConfig, pairLimitConfig } from './platform/http/pair-limits.ts';
import type { TrustProxy } from './platform/http/trust-proxy.ts';
import { type ImagegenConfig, imagegenConfig } from './platform/imagegen/imagegen-config.ts';
import { type JobsConfig, jobsConfig } from './platform/jobs/jobs-config.ts';
import { type MailDkim, type MailRetry, mailQueueConfig } from './platform/mail/mail-config.ts';
import { type ShieldConfig, shieldConfig } from './platform/shield/shield-config.ts';
import { type StorageConfig, storageConfig } from './platform/storage/storage-config.ts';
import { webRoot } from './server-paths.ts';

export { ENV_NAMES, type Env, type EnvValues };

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  /** PostgreSQL through a pool, or PGlite in a folder (null keeps it in memory, for tests). */
  db:
    | { kind: 'pg'; url: string }
    /** `thread`: PGlite in a worker thread (the default) or on the server's own thread (PGLITE_THREAD=main). */
    | { kind: 'pglite'; dir: string | null; thread?: 'worker' | 'main'; sharedBuffersMb?: number };
  /** PostgreSQL only: the pool's size and each statement's time and lock limits (platform/db/db-config.ts). */
  dbLimits: DbLimits;
  redisUrl: string | undefined;
  /** Rate-limit windows held in memory at most (without Redis). */
  limitMemoryKeys: number;
  logLevel: EnvValues['LOG_LEVEL'];
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
  /** GRACEFUL_IDLE_MS (platform/http/graceful-close.ts). */
  gracefulIdleMs: number;
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
  /** Keys the hashes of banned identities. */
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
  /** Where media files live (RULES.md "Defaults and scale-out"). */
  storage: StorageConfig;
  /** Voice and video calls. */
  calls: CallsConfig;
  /** Web push (modules/push): VAPID keys, subject, allowed push service hosts. */
  push: PushConfig;
  /** The explicit-image shield on chat images (platform/shield). */
  shield: ShieldConfig;
  webDist: string;
  webRoot: string;
}

import { ConfigError } from './config-error.ts';

export { ConfigError };

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

function callsConfig(e: EnvValues, kept: KeptSecrets): CallsConfig {
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
  // After the checks above, as before the split: their sentences come first for the same environment.
  const captcha = captchaConfig(e, kept);
  refuseMissingSecrets(e, captcha.provider);
  return {
    env: e.NODE_ENV,
    moderationClockSkewMs: e.NODE_ENV === 'test' ? e.MODERATION_TEST_CLOCK_SKEW_MS : 0,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    db: e.DATABASE_URL
      ? { kind: 'pg', url: e.DATABASE_URL }
      : {
          kind: 'pglite',
          dir: path.join(dataDir, 'db'),
          thread: e.PGLITE_THREAD,
          sharedBuffersMb: e.PGLITE_SHARED_BUFFERS_MB,
        },
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
    gracefulIdleMs: e.GRACEFUL_IDLE_MS,
    viteDev: e.VITE_DEV,
    captcha,
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
