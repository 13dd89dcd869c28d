// The one 401 handler: a query's or a mutation's 'Unauthorized' calls the registered redirect once and is never
// retried; other failures retry once and redirect nothing; a call that handles its own 401 opts out by meta.
import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { handleSignedOut, onSignedOut, redirectIfSignedOut } from './query-client.ts';
import { createQueryClient } from './site-providers.tsx';

const unauthorized = () => new ApiError(401, 'Unauthorized', true);
const broken = () => new ApiError(500, 'Oops something went wrong!', false);

let stop = () => {};
afterEach(() => stop());

function setup() {
  const client = createQueryClient();
  handleSignedOut(client);
  let redirects = 0;
  stop = onSignedOut(() => {
    redirects += 1;
  });
  return { client, redirects: () => redirects };
}

/** Calls of a query observed the way a screen observes it, until it fails. */
async function observeFailure(client: ReturnType<typeof createQueryClient>, key: string, error: () => Error) {
  let calls = 0;
  const observer = new QueryObserver(client, {
    queryKey: [key],
    queryFn: () => {
      calls += 1;
      throw error();
    },
    retryDelay: 0,
  });
  await new Promise<void>((resolve) => {
    const unsubscribe = observer.subscribe((result) => {
      if (result.isError) {
        unsubscribe();
        resolve();
      }
    });
  });
  return calls;
}

describe('the query client 401 handling', () => {
  it('sends a query 401 to the handler once, without a retry', async () => {
    const { client, redirects } = setup();
    expect(await observeFailure(client, 'q401', unauthorized)).toBe(1);
    expect(redirects()).toBe(1);
  });

  it('retries any other failure once, and redirects nothing', async () => {
    const { client, redirects } = setup();
    expect(await observeFailure(client, 'q500', broken)).toBe(2);
    expect(redirects()).toBe(0);
  });

  it('sends an imperative fetchQuery 401 to the handler', async () => {
    const { client, redirects } = setup();
    await expect(
      client.fetchQuery({ queryKey: ['fetch401'], queryFn: () => Promise.reject(unauthorized()) }),
    ).rejects.toThrow('Unauthorized');
    expect(redirects()).toBe(1);
  });

  it('sends a mutation 401 to the handler, unless the mutation handles its own', async () => {
    const { client, redirects } = setup();
    const run = (meta?: { redirectOn401?: boolean }) =>
      client
        .getMutationCache()
        .build(client, { mutationFn: () => Promise.reject(unauthorized()), meta })
        .execute(undefined)
        .catch(() => undefined);
    await run();
    expect(redirects()).toBe(1);
    await run({ redirectOn401: false });
    expect(redirects()).toBe(1);
  });

  it('lets a call outside React Query report its 401, and forgets a handler taken back', () => {
    const { redirects } = setup();
    expect(redirectIfSignedOut(broken())).toBe(false);
    expect(redirectIfSignedOut(unauthorized())).toBe(true);
    expect(redirects()).toBe(1);
    stop();
    expect(redirectIfSignedOut(unauthorized())).toBe(true);
    expect(redirects()).toBe(1);
  });
});
