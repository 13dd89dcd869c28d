// The one 401 handler: a query's or a mutation's 'Unauthorized' calls the registered redirect once and is never
// retried; other failures retry once and redirect nothing; a call that handles its own 401 opts out by meta.
import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { createQueryClient, onSignedOut, redirectIfSignedOut } from './query-client.ts';

const unauthorized = () => new ApiError(401, 'Unauthorized', true);
const broken = () => new ApiError(500, 'Oops something went wrong!', false);

function setup() {
  const client = createQueryClient();
  let redirects = 0;
  const stop = onSignedOut(client, () => {
    redirects += 1;
  });
  return { client, redirects: () => redirects, stop };
}

describe('createQueryClient', () => {
  it('sends a query 401 to the handler once, without a retry', async () => {
    const { client, redirects } = setup();
    let calls = 0;
    const fetch = client.fetchQuery({
      queryKey: ['q401'],
      queryFn: () => {
        calls += 1;
        throw unauthorized();
      },
    });
    await expect(fetch).rejects.toThrow('Unauthorized');
    expect(calls).toBe(1);
    expect(redirects()).toBe(1);
  });

  it('retries any other failure of an observed query once by default, and redirects nothing', async () => {
    const { client, redirects } = setup();
    let calls = 0;
    const observer = new QueryObserver(client, {
      queryKey: ['q500'],
      queryFn: () => {
        calls += 1;
        throw broken();
      },
      retryDelay: 0,
    });
    const done = new Promise<void>((resolve) => {
      const stop = observer.subscribe((result) => {
        if (result.isError) {
          stop();
          resolve();
        }
      });
    });
    await done;
    expect(calls).toBe(2);
    expect(redirects()).toBe(0);
  });

  it('does not retry an observed query that answers 401', async () => {
    const { client, redirects } = setup();
    let calls = 0;
    const observer = new QueryObserver(client, {
      queryKey: ['q401-observed'],
      queryFn: () => {
        calls += 1;
        throw unauthorized();
      },
      retryDelay: 0,
    });
    await new Promise<void>((resolve) => {
      const stop = observer.subscribe((result) => {
        if (result.isError) {
          stop();
          resolve();
        }
      });
    });
    expect(calls).toBe(1);
    expect(redirects()).toBe(1);
  });

  it('sends a mutation 401 to the handler, unless the mutation handles its own', async () => {
    const { client, redirects } = setup();
    const run = (meta?: { redirectOn401?: boolean }) =>
      client
        .getMutationCache()
        .build(client, {
          mutationFn: () => Promise.reject(unauthorized()),
          meta,
        })
        .execute(undefined)
        .catch(() => undefined);
    await run();
    expect(redirects()).toBe(1);
    await run({ redirectOn401: false });
    expect(redirects()).toBe(1);
  });

  it('lets a call outside React Query report its 401, and forgets a handler taken back', () => {
    const { client, redirects, stop } = setup();
    expect(redirectIfSignedOut(client, broken())).toBe(false);
    expect(redirectIfSignedOut(client, unauthorized())).toBe(true);
    expect(redirects()).toBe(1);
    stop();
    expect(redirectIfSignedOut(client, unauthorized())).toBe(true);
    expect(redirects()).toBe(1);
  });
});
