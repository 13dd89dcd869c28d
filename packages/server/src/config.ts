// The server's configuration, parsed once from the environment; a bad value stops the process with a sentence.
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const list = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
  REDIS_URL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool.default(false),
  /** Extra origins allowed to post to us besides the request's own host (e.g. both sites' public URLs). */
  ALLOWED_ORIGINS: list.default([]),
  BRAND_PRODUCT: z.string().min(1).default('Rookery'),
  BRAND_COMPANY: z.string().min(1).default('Icefloe Labs'),
  SITE_DATING_MARKER: z.string().min(1).default('rookery'),
  SITE_COMPANY_MARKER: z.string().min(1).default('icefloe'),
  SUPPORT_EMAIL: z.email().default('support@rookery.app'),
  PRESS_EMAIL: z.email().default('press@icefloelabs.com'),
  STORE_URL: z.url().default('https://apps.apple.com/app/rookery'),
  /** outbox keeps mail in the database (shown at /dev/mail); smtp sends it. Default: smtp when SMTP_URL is set. */
  MAIL_TRANSPORT: z.enum(['outbox', 'smtp']).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3).optional(),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(256 * 1024),
  /** Serve the web app through Vite's dev middleware (npm run dev). */
  VITE_DEV: bool.default(false),
});

export type Env = z.input<typeof EnvSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  /** PostgreSQL through a pool, or PGlite in a folder (null keeps it in memory, for tests). */
  db: { kind: 'pg'; url: string } | { kind: 'pglite'; dir: string | null };
  redisUrl: string | undefined;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  trustProxy: boolean;
  allowedOrigins: string[];
  brand: { product: string; company: string };
  markers: { dating: string; company: string };
  supportEmail: string;
  pressEmail: string;
  storeUrl: string;
  mail: { transport: 'outbox' | 'smtp'; smtpUrl: string | undefined; from: string };
  bodyLimit: number;
  viteDev: boolean;
  webDist: string;
  webRoot: string;
}

const webRoot = path.resolve(import.meta.dirname, '../../web');

export class ConfigError extends Error {}

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
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    db: e.DATABASE_URL
      ? { kind: 'pg', url: e.DATABASE_URL }
      : { kind: 'pglite', dir: path.join(dataDir, 'db') },
    redisUrl: e.REDIS_URL || undefined,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    allowedOrigins: e.ALLOWED_ORIGINS.map((o) => o.replace(/\/$/, '').toLowerCase()),
    brand: { product: e.BRAND_PRODUCT, company: e.BRAND_COMPANY },
    markers: { dating: e.SITE_DATING_MARKER, company: e.SITE_COMPANY_MARKER },
    supportEmail: e.SUPPORT_EMAIL,
    pressEmail: e.PRESS_EMAIL,
    storeUrl: e.STORE_URL,
    mail: {
      transport: mailTransport,
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `${e.BRAND_PRODUCT} <no-reply@${e.SUPPORT_EMAIL.split('@')[1]}>`,
    },
    bodyLimit: e.BODY_LIMIT_BYTES,
    viteDev: e.VITE_DEV,
    webDist: path.join(webRoot, 'dist'),
    webRoot,
  };
}
