// The server as a component test meets it: a stand-in for `fetch` that answers /api actions (and /signin, /signout)
// from the test's own handlers, with the RULES.md "Wire envelope" envelope, and writes down every call. The app's own
// api client (lib/api-client.ts) runs unchanged above it. A call no handler answers fails the test, so a test names
// every request its component makes.
import type { ActionName } from '@rookery/shared/api/actions.ts';
import { onTestFinished, vi } from 'vitest';
import type { ApiOutput } from '../lib/api-client.ts';

/** A refusal as the server sends it: the status and its sentence (`{success: false, error}`). */
export class Refusal {
  constructor(
    readonly status: number,
    readonly error: string,
  ) {}
}

export function refuse(status: number, error: string): Refusal {
  return new Refusal(status, error);
}

type Answer<T> = T | Refusal;
/** What was sent: a GET's query (strings, without `action`), a POST's `data`. */
type Handler<T> = (input: Record<string, unknown>) => Answer<T> | Promise<Answer<T>>;

export type StandInHandlers = { [N in ActionName]?: Handler<ApiOutput<N>> } & {
  '/signin'?: Handler<object>;
  '/signout'?: Handler<object>;
};

export interface StandInCall {
  /** The action's name, or the path of a session call ('/signin'). */
  action: string;
  method: string;
  input: Record<string, unknown>;
}

/** An answer the test lets go when it chooses, to see the component while its request is on the way. */
export function heldAnswer<T = object>() {
  let release: (answer: Answer<T>) => void = () => undefined;
  const promise = new Promise<Answer<T>>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function requestOf(url: string, init: RequestInit | undefined): StandInCall {
  const where = new URL(url, location.origin);
  const method = (init?.method ?? 'GET').toUpperCase();
  const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
  if (where.pathname === '/api' && method === 'GET') {
    const { action = '', ...input } = Object.fromEntries(where.searchParams);
    return { action, method, input };
  }
  const data = isRecord(body) && isRecord(body.data) ? body.data : {};
  if (where.pathname === '/api') {
    return { action: isRecord(body) ? String(body.action) : '', method, input: data };
  }
  return { action: where.pathname, method, input: data };
}

function json(status: number, body: object): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Puts the stand-in in place of `fetch` for this test (testing/setup.ts puts the real one back). A handler returns
 * the answer's fields (`success: true` is added), a `refuse(status, sentence)`, or a promise of either; a handler
 * that throws is a request that never reached the server (offline).
 */
export function standInApi(handlers: StandInHandlers) {
  const calls: StandInCall[] = [];
  const unanswered: string[] = [];
  const answers = handlers as Record<string, Handler<object> | undefined>;

  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL, init?: RequestInit) => {
      const call = requestOf(String(url), init);
      calls.push(call);
      const handler = answers[call.action];
      if (!handler) {
        unanswered.push(call.action);
        return json(501, { success: false, error: `No stand-in answers ${call.action}` });
      }
      const answer = await handler(call.input);
      return answer instanceof Refusal
        ? json(answer.status, { success: false, error: answer.error })
        : json(200, { success: true, ...answer });
    }),
  );
  onTestFinished(() => {
    if (unanswered.length > 0) {
      throw new Error(
        `The component called ${unanswered.join(', ')}, which this test's stand-in does not answer`,
      );
    }
  });

  return {
    calls,
    /** The inputs sent to one action, in order. */
    inputsOf: (action: ActionName | '/signin' | '/signout') =>
      calls.filter((call) => call.action === action).map((call) => call.input),
  };
}
