// The explicit-image shield's part of the environment (issue 23.2, docs/OPERATIONS.md "Explicit-image shield"):
// on or off, the threshold, how long one image may take and how many may wait. Spread into config.ts's schema.
import { z } from 'zod';

export const SHIELD_ENV = {
  /**
   * off turns the classifier off (every chat image arrives as sent). Default on, except under NODE_ENV=test, where
   * a test switches it on when it wants it (loading the model costs seconds of CPU).
   */
  SHIELD: z.enum(['on', 'off', '1', '0', 'true', 'false']).optional(),
  /**
   * An image is flagged when its explicit score (nsfwjs's Porn + Hentai probabilities) is above this: 0 flags every
   * image, 1 none. Default 0.5: the model finds the image more likely explicit than anything else.
   */
  SHIELD_THRESHOLD: z.coerce.number().min(0).max(1).default(0.5),
  /** How long one classification may take in the worker; over it the image counts as not flagged (and is logged). */
  SHIELD_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** Images waiting for the classifier at most; one more is refused with 503 and Retry-After. */
  SHIELD_QUEUE: z.coerce.number().int().min(1).max(1000).default(16),
};

const EnvShape = z.object(SHIELD_ENV);
export type ShieldEnv = z.infer<typeof EnvShape>;

export interface ShieldConfig {
  enabled: boolean;
  threshold: number;
  timeoutMs: number;
  queue: number;
}

export function shieldConfig(e: ShieldEnv & { NODE_ENV?: string }): ShieldConfig {
  const setting = e.SHIELD ?? (e.NODE_ENV === 'test' ? 'off' : 'on');
  return {
    enabled: setting === 'on' || setting === '1' || setting === 'true',
    threshold: e.SHIELD_THRESHOLD,
    timeoutMs: e.SHIELD_TIMEOUT_MS,
    queue: e.SHIELD_QUEUE,
  };
}
