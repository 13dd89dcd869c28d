// ALTCHA (RULES.md "Stack"): a self-hosted proof of work, so the forms need no third party and work offline.
// The server signs each challenge with ALTCHA_HMAC_KEY; the browser's widget searches for the counter whose
// PBKDF2 key starts with the signed prefix; the server checks the signature, the expiry and the key.
import { createHmac } from 'node:crypto';
import type { AltchaChallenge } from '@rookery/shared/api/webforms.actions.ts';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';

export const CHALLENGE_TTL_MS = 10 * 60_000;

/**
 * The work: PBKDF2-SHA-256 with 1,000 rounds per try and the answer among the first 500 to 2,000 counters.
 * Measured on our machines: 0.6 s for 1,400 tries in one Node thread; the widget spreads it over workers.
 * Verifying is one HMAC of the derived key (deterministic mode), so a flood of answers costs us nothing.
 */
const WORK = { algorithm: 'PBKDF2/SHA-256', cost: 1_000, counterMin: 500, counterMax: 2_000 } as const;

const Payload = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.literal(WORK.algorithm),
        nonce: z.string().regex(/^[0-9a-f]{16,64}$/),
        salt: z.string(),
        cost: z.number(),
        keyLength: z.number(),
        keyPrefix: z.string(),
        // Every challenge we sign has an expiry; one without it was not made here.
        expiresAt: z.number(),
      })
      .loose(),
    signature: z.string(),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string(), time: z.number().optional() }),
});

export interface AltchaSolution {
  /** Unique per challenge: the key under which the solution is spent. */
  id: string;
  expiresAt: Date;
}

function decode(token: string): z.infer<typeof Payload> | null {
  try {
    const parsed = Payload.safeParse(JSON.parse(Buffer.from(token, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function createAltchaProvider(hmacKey: string) {
  // A second secret signs the expected key, so checking an answer needs no key derivation.
  const keySecret = createHmac('sha256', hmacKey).update('altcha key signature').digest('hex');

  return {
    async challenge(): Promise<AltchaChallenge> {
      return createChallenge({
        algorithm: WORK.algorithm,
        cost: WORK.cost,
        counter: randomInt(WORK.counterMax, WORK.counterMin),
        deriveKey,
        expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
        hmacSignatureSecret: hmacKey,
        hmacKeySignatureSecret: keySecret,
      });
    },

    /** The solution's id and expiry when `token` (the widget's base64 payload) solves one of our challenges. */
    async verify(token: string): Promise<AltchaSolution | null> {
      const payload = decode(token);
      if (!payload) return null;
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: hmacKey,
        hmacKeySignatureSecret: keySecret,
      }).catch(() => null);
      if (!result?.verified) return null;
      const { nonce, expiresAt } = payload.challenge.parameters;
      return { id: `altcha:${nonce}`, expiresAt: new Date(expiresAt * 1000) };
    },
  };
}

export type AltchaProvider = ReturnType<typeof createAltchaProvider>;
