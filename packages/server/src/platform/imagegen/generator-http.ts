// The one way the remote generators call out: JSON over HTTP with a time limit, and every way it can go wrong
// (no answer, too slow, refused key, an error status, a body that is not JSON) turned into a sentence.
import { ImageGenError } from './image-generator.ts';

export interface GeneratorCall {
  /** The generator's name as people know it, for messages. */
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: unknown;
  timeoutMs: number;
  signal?: AbortSignal;
}

export interface GeneratorAnswer {
  status: number;
  body: unknown;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The provider's own words for an error, when it gave some (OpenAI, Stability and A1111 each put them elsewhere). */
export function providerMessage(body: unknown): string {
  if (!isRecord(body)) return '';
  const error = body.error;
  if (isRecord(error) && typeof error.message === 'string') return error.message;
  for (const key of ['message', 'detail', 'error', 'name']) {
    const value = body[key];
    if (typeof value === 'string') return value;
  }
  return '';
}

export async function callGenerator(call: GeneratorCall): Promise<GeneratorAnswer> {
  const timeout = AbortSignal.timeout(call.timeoutMs);
  const signal = call.signal ? AbortSignal.any([timeout, call.signal]) : timeout;
  let response: Response;
  try {
    response = await fetch(call.url, {
      method: call.method ?? 'POST',
      headers: {
        accept: 'application/json',
        ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...call.headers,
      },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal,
    });
  } catch (err) {
    if (call.signal?.aborted) throw call.signal.reason ?? err;
    if (timeout.aborted) {
      throw new ImageGenError(`${call.name} took too long to make the image. Please try again.`, String(err));
    }
    throw new ImageGenError(`${call.name} could not be reached. Please try again in a moment.`, String(err));
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (err) {
    if (call.signal?.aborted) throw call.signal.reason ?? err;
    body = undefined;
  }
  return { status: response.status, body };
}

/** The sentence for an HTTP error status from a generator. */
export function statusFailure(name: string, answer: GeneratorAnswer): ImageGenError {
  const detail = `${answer.status} ${providerMessage(answer.body)}`.trim();
  if (answer.status === 401 || answer.status === 403) {
    return new ImageGenError(`${name} refused our key, so the image could not be made.`, detail);
  }
  if (answer.status === 429) {
    return new ImageGenError(`${name} is busy right now. Please try again in a few minutes.`, detail);
  }
  if (answer.status >= 500) {
    return new ImageGenError(`${name} had a problem making the image. Please try again later.`, detail);
  }
  return new ImageGenError(`${name} could not make this image. Please try a different description.`, detail);
}

export function decodeBase64Picture(name: string, value: unknown): Buffer {
  if (typeof value !== 'string' || value.length === 0) {
    throw new ImageGenError(`${name} answered without an image. Please try again.`);
  }
  return Buffer.from(value, 'base64');
}
