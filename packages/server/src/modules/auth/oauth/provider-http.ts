// What a third-party sign-in yields, and the one way this module talks to a provider over HTTP: a time limit,
// and an unreachable provider becomes a 503 with a sentence instead of a 500.
import { AppError } from '../../../platform/http/app-error.ts';

export interface ProviderIdentity {
  provider: 'Google' | 'Facebook';
  /** The provider's stable id of the person. */
  subject: string;
  email: string | null;
  /** True only when the provider itself vouches that the person owns the address. */
  emailVerified: boolean;
  name: string;
}

export type Fetch = typeof globalThis.fetch;

export interface ProviderAnswer {
  status: number;
  body: unknown;
}

/** Calls a provider and reads its JSON; any status is returned, only a failed connection throws (503). */
export async function callProvider(
  provider: string,
  url: string,
  init: RequestInit,
  fetchImpl: Fetch,
): Promise<ProviderAnswer> {
  let response: Response;
  try {
    response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(10_000) });
  } catch {
    throw new AppError('UNAVAILABLE', `${provider} could not be reached, please try again in a moment.`, 5);
  }
  const body: unknown = await response.json().catch(() => undefined);
  return { status: response.status, body };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
