// The explicit-image shield's part of the environment (docs/OPERATIONS.md "Explicit-image shield"):
// on or off, the threshold, how long one image may take and how many may wait (in all and per sender). Spread into config.ts's schema.
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
  /**
   * Images waiting for the classifier in all at most; one more is refused with 503 and Retry-After. A bound on
   * memory (150 kB an image) that one sender cannot reach alone: SHIELD_SENDER_QUEUE decides for each sender.
   */
  SHIELD_QUEUE: z.coerce.number().int().min(1).max(10_000).default(256),
  /**
   * Images one sender may have on the way (waiting or being classified); one more is refused for that sender only
   * (429, Retry-After). Senders take turns, so a burst never delays another's image by more than one image.
   */
  SHIELD_SENDER_QUEUE: z.coerce.number().int().min(1).max(1000).default(4),
  /**
   * Tests only (read under NODE_ENV=test): each image reaches the worker this late, while its time limit already
   * runs, so a test can make a classification time out now that the WebAssembly model answers in 70 ms.
   */
  SHIELD_TEST_STALL_MS: z.coerce.number().int().min(0).max(60_000).default(0),
};

const EnvShape = z.object(SHIELD_ENV);
export type ShieldEnv = z.infer<typeof EnvShape>;

export interface ShieldConfig {
  enabled: boolean;
  threshold: number;
  timeoutMs: number;
  queue: number;
  senderQueue: number;
  /** Tests only: how late each image reaches the worker (SHIELD_TEST_STALL_MS). */
  stallMs: number;
}

export function shieldConfig(
  e: Omit<ShieldEnv, 'SHIELD_TEST_STALL_MS'> & { SHIELD_TEST_STALL_MS?: number; NODE_ENV?: string },
): ShieldConfig {
  const setting = e.SHIELD ?? (e.NODE_ENV === 'test' ? 'off' : 'on');
  return {
    enabled: setting === 'on' || setting === '1' || setting === 'true',
    threshold: e.SHIELD_THRESHOLD,
    timeoutMs: e.SHIELD_TIMEOUT_MS,
    queue: e.SHIELD_QUEUE,
    senderQueue: e.SHIELD_SENDER_QUEUE,
    stallMs: e.NODE_ENV === 'test' ? (e.SHIELD_TEST_STALL_MS ?? 0) : 0,
  };
}
