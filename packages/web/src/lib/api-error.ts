// A failed call in words (RULES.md "Errors"): every failure of the /api client, the session calls and the uploads is
// one ApiError, and a screen shows `messageOf(error)`: the server's sentence when it gave one, else the words the call
// itself names for its failure (`failsWith`, where the call is defined: its feature's api/ folder), else
// 'Oops something went wrong!'. Screens import this file; only api/ folders import the clients that make calls.
import { ERROR_TEXT } from '@rookery/shared/api/envelope.ts';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** The HTTP status; 0 when no answer arrived (offline, connection refused). */
    readonly status: number,
    message: string,
    /** True when `message` is the server's own sentence, which the screens show as it is (RULES.md "Errors"). */
    readonly fromServer: boolean,
    /** Seconds to wait, from a 429's Retry-After header (RULES.md "Wire envelope"); undefined when not given. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

/** Seconds a refusal asks to wait (a 429 with Retry-After), else 0. */
export function retryAfterOf(error: unknown): number {
  return error instanceof ApiError && error.status === 429 ? (error.retryAfter ?? 0) : 0;
}

/** RULES.md "Wire envelope": no or expired session. RULES.md "Roles" sends the person to /app when a signed-in screen gets this. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** The words each failed call named for itself, by the error it failed with. */
const fallbacks = new WeakMap<object, string>();

/**
 * A call's own words for its failure when the server gives none (RULES.md "Errors": "the screen's own fallback"):
 * `shareDate(…).catch(failsWith('Not shared.'))`. The error goes on unchanged (its status, its class), so callers
 * still tell a 401 or a 402 apart.
 */
export function failsWith(fallback: string): (error: unknown) => never {
  return (error) => {
    if (typeof error === 'object' && error !== null) fallbacks.set(error, fallback);
    throw error;
  };
}

/** The server's sentence when it gave one, else the call's own fallback (failsWith), else ERROR_TEXT.unexpected. */
export function messageOf(error: unknown, local?: string): string {
  if (error instanceof ApiError && error.fromServer && error.message.trim() !== '') return error.message;
  return (
    (typeof error === 'object' && error !== null && fallbacks.get(error)) || local || ERROR_TEXT.unexpected
  );
}
