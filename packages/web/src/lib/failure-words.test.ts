// A failed call in words (RULES.md "Errors"): the server's sentence first, else the call's own words (failsWith), else
// 'Oops something went wrong!'.
import { ERROR_TEXT } from '@rookery/shared/api/envelope.ts';
import { describe, expect, it } from 'vitest';
import { ApiError, failsWith, messageOf, retryAfterOf } from './api-client.ts';

const thrownThrough = (fallback: string, error: unknown): Promise<unknown> =>
  Promise.reject(error)
    .catch(failsWith(fallback))
    .catch((caught: unknown) => caught);

describe('messageOf and failsWith', () => {
  it("says the server's sentence first, whatever the call's own words", async () => {
    const refused = new ApiError(429, 'Too many requests, please try again later.', true, 30);
    const error = await thrownThrough('Not shared.', refused);
    expect(messageOf(error)).toBe('Too many requests, please try again later.');
  });

  it("says the call's own words when the server gave none, and the error goes on unchanged", async () => {
    const offline = new ApiError(0, ERROR_TEXT.unexpected, false);
    const error = await thrownThrough('Not shared.', offline);
    expect(error).toBe(offline);
    expect(messageOf(error)).toBe('Not shared.');
    const broken = new TypeError('x is undefined');
    expect(messageOf(await thrownThrough('Not checked in.', broken))).toBe('Not checked in.');
  });

  it("says 'Oops something went wrong!' for a failure no call named words for", () => {
    expect(messageOf(new ApiError(502, 'Bad gateway', false))).toBe(ERROR_TEXT.unexpected);
    expect(messageOf(new ApiError(400, '  ', true))).toBe(ERROR_TEXT.unexpected);
    expect(messageOf('a string')).toBe(ERROR_TEXT.unexpected);
  });

  it('reads a 429 wait only from a 429', () => {
    expect(retryAfterOf(new ApiError(429, 'Wait', true, 30))).toBe(30);
    expect(retryAfterOf(new ApiError(400, 'No', true, 30))).toBe(0);
  });
});
