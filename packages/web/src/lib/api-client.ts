// The browser's side of the wire contract (RULES.md "Wire envelope", "Session", "Reads and writes"): /api actions
// typed from the shared registry, and the session calls /signin and /signout. Every failure becomes one ApiError that
// screens turn into words: `messageOf(error)`, the server's sentence when it gave one, else the words the call itself
// names for its failure (`failsWith`, where the call is defined: its feature's api/ folder), else 'Oops something went
// wrong!' (RULES.md "Errors"). In the signed-in app only the api/ folders import the calls (apiGet, apiPost, unwrap,
// signIn, signOut); screens import the words. One module, so every chunk shares the one copy the first route loads.
import type { ActionOutput } from '@rookery/shared/api/action.ts';
import type { ACTIONS, ActionName } from '@rookery/shared/api/actions.ts';
import { type Envelope, ERROR_TEXT } from '@rookery/shared/api/envelope.ts';
import type { ZSignInData } from '@rookery/shared/api/signin.ts';
import type { z } from 'zod';

type Actions = typeof ACTIONS;

/** What an action accepts: the input of its schema, before defaults and trimming. */
export type ApiInput<N extends ActionName> = z.input<Actions[N]['input']>;
/** The fields a successful answer adds to `{success: true}`. */
export type ApiOutput<N extends ActionName> = ActionOutput<Actions[N]>;

/** The input argument may be left out when the action needs nothing. */
type InputArgs<N extends ActionName> =
  Record<never, never> extends ApiInput<N> ? [input?: ApiInput<N>] : [input: ApiInput<N>];

/** The sign-in payload of RULES.md "Entities", one shape per platform (RULES.md "Session"). */
export type SignInPayload = z.input<typeof ZSignInData>;

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

function retryAfterHeader(response: Response): number | undefined {
  const seconds = Number(response.headers.get('Retry-After'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function readBody(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function url(path: string): string {
  // Relative in the browser; tests outside a browser stub `location`.
  const origin = typeof location === 'undefined' ? '' : location.origin;
  return `${origin}${path}`;
}

async function call<T extends object>(path: string, init: RequestInit): Promise<Envelope<T>> {
  let response: Response;
  try {
    response = await fetch(url(path), {
      ...init,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
    });
  } catch {
    throw new ApiError(0, ERROR_TEXT.unexpected, false);
  }
  const body = await readBody(response);
  const serverText = isRecord(body) && typeof body.error === 'string' ? body.error : undefined;
  if (!response.ok) {
    throw new ApiError(
      response.status,
      serverText ?? ERROR_TEXT.unexpected,
      serverText !== undefined,
      retryAfterHeader(response),
    );
  }
  if (!isRecord(body) || typeof body.success !== 'boolean') {
    throw new ApiError(response.status, ERROR_TEXT.unexpected, false);
  }
  return body as Envelope<T>;
}

/** A GET action: the input goes into the query string (`GET /api?action=NAME&...`). */
export function apiGet<N extends ActionName>(
  name: N,
  ...[input]: InputArgs<N>
): Promise<Envelope<ApiOutput<N>>> {
  const query = new URLSearchParams({ action: name });
  for (const [key, value] of Object.entries(input ?? {})) {
    if (value !== undefined && value !== null) query.set(key, String(value));
  }
  return call(`/api?${query}`, { method: 'GET' });
}

/** A POST action: `POST /api {action, data}`. */
export function apiPost<N extends ActionName>(
  name: N,
  ...[input]: InputArgs<N>
): Promise<Envelope<ApiOutput<N>>> {
  return call('/api', { method: 'POST', body: JSON.stringify({ action: name, data: input ?? {} }) });
}

/** The fields of a successful envelope; a 200 with `success:false` (e.g. 'out of flips') becomes an ApiError. */
export function unwrap<T extends object>(envelope: Envelope<T>): T {
  if (!envelope.success) throw new ApiError(200, envelope.error, true);
  return envelope;
}

/** POST /signin (RULES.md "Session"): starts a session; the server sets the HttpOnly cookie. */
export async function signIn(payload: SignInPayload): Promise<void> {
  unwrap(await call('/signin', { method: 'POST', body: JSON.stringify({ data: payload }) }));
}

/** POST /signout (RULES.md "Session"): ends the session server-side and clears its cookie. */
export async function signOut(): Promise<void> {
  unwrap(await call('/signout', { method: 'POST', body: JSON.stringify({}) }));
}
