// The secrets a configuration needs: those kept in the data folder when unset (DATA_DIR/secrets.json), and the refusal
// to start when servers that share a database would each make their own.

import type { EnvValues } from './config-env.ts';
import { ConfigError } from './config-error.ts';
import { persistedSecrets, SecretsFileError } from './platform/secrets/persisted-secrets.ts';

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

export type KeptSecrets = () => Record<(typeof PERSISTED_SECRETS)[number], string>;

/**
 * DATA_DIR/secrets.json (platform/secrets/persisted-secrets.ts), read on the first use of a key that needs it: a
 * configuration whose keys are all set, or never used (the web build's prerender, tests of other settings), touches
 * no file. If the folder cannot keep keys, keys made at start stand in, silently: this module has no logger, and
 * docs/OPERATIONS.md tells operators to set these secrets in the environment.
 */
export function keptSecrets(dataDir: string): KeptSecrets {
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
function missingSecrets(e: EnvValues, captchaProvider: string): string[] {
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

export function refuseMissingSecrets(e: EnvValues, captchaProvider: string): void {
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
