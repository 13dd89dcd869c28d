// Web push's part of the environment: the VAPID key pair and subject, the push services' hosts beyond
// the browsers' own, and extra certificate authorities for a private push service. Spread into config.ts's schema.
import { createECDH, createHmac } from 'node:crypto';
import { z } from 'zod';

const base64url = (what: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `must be the base64url ${what} (npx web-push generate-vapid-keys)`);

export const PUSH_ENV = {
  /** The VAPID key pair (npx web-push generate-vapid-keys); both or neither. Neither: derived from a kept secret. */
  VAPID_PUBLIC_KEY: base64url('public key').optional(),
  VAPID_PRIVATE_KEY: base64url('private key').optional(),
  /** Who the push services may contact about our pushes: mailto: or https:; default mailto:SUPPORT_EMAIL. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// URL')
    .optional(),
  /** Push service hosts (host or host:port) allowed besides the browsers' own: tests and private deployments. */
  PUSH_EXTRA_HOSTS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    )
    .default([]),
  /** A PEM file of certificate authorities trusted for push services, besides the system's (a private service). */
  PUSH_CA_FILE: z.string().min(1).optional(),
};

const EnvShape = z.object(PUSH_ENV);

export interface VapidKeys {
  /** Uncompressed P-256 point, base64url (PushManager.subscribe's applicationServerKey). */
  publicKey: string;
  /** The 32-byte private scalar, base64url. */
  privateKey: string;
}

export interface PushConfig {
  /** Read on first use: the environment's pair, or one derived from a kept secret (never a constant). */
  readonly vapid: VapidKeys;
  subject: string;
  extraHosts: string[];
  caFile: string | undefined;
}

/** The public key of a private one; throws when the scalar is not a valid P-256 key. */
export function publicKeyOf(privateKey: Buffer): Buffer {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(privateKey);
  return ecdh.getPublicKey();
}

/**
 * A VAPID pair derived from a secret: HMAC-SHA256 of a label and a counter, the first output that is a valid P-256
 * scalar (all but one in four billion are). Servers sharing the secret derive the same pair.
 */
export function vapidKeysFromSecret(secret: string): VapidKeys {
  for (let counter = 0; ; counter++) {
    const candidate = createHmac('sha256', secret).update(`rookery vapid key ${counter}`).digest();
    try {
      const publicKey = publicKeyOf(candidate);
      return { publicKey: publicKey.toString('base64url'), privateKey: candidate.toString('base64url') };
    } catch {
      // Zero or not below the curve's order: the next counter.
    }
  }
}

/** Checks the environment's pair (a string) or answers the keys. */
function vapidKeysFromEnv(publicKey: string, privateKey: string): VapidKeys | string {
  const scalar = Buffer.from(privateKey, 'base64url');
  let derived: Buffer;
  try {
    if (scalar.length !== 32) throw new Error('length');
    derived = publicKeyOf(scalar);
  } catch {
    return 'Rookery cannot start: VAPID_PRIVATE_KEY is not a P-256 private key (npx web-push generate-vapid-keys).';
  }
  if (!derived.equals(Buffer.from(publicKey, 'base64url'))) {
    return 'Rookery cannot start: VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY; set the pair made together.';
  }
  return { publicKey: derived.toString('base64url'), privateKey: scalar.toString('base64url') };
}

/**
 * The push configuration, or a sentence when it is wrong. `secret` gives the key the pair is derived from when the
 * environment sets none (CODE_SECRET, else the one kept in DATA_DIR/secrets.json), read on first use.
 */
export function pushConfig(
  e: z.infer<typeof EnvShape> & { SUPPORT_EMAIL: string },
  secret: () => string,
): PushConfig | string {
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    return 'Rookery cannot start: set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither.';
  }
  let vapid: VapidKeys | undefined;
  if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY) {
    const checked = vapidKeysFromEnv(e.VAPID_PUBLIC_KEY, e.VAPID_PRIVATE_KEY);
    if (typeof checked === 'string') return checked;
    vapid = checked;
  }
  return {
    get vapid() {
      vapid ??= vapidKeysFromSecret(secret());
      return vapid;
    },
    subject: e.VAPID_SUBJECT ?? `mailto:${e.SUPPORT_EMAIL}`,
    extraHosts: e.PUSH_EXTRA_HOSTS,
    caFile: e.PUSH_CA_FILE,
  };
}
