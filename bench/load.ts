// One autocannon run for the HTTP benches: a fixed number of connections for a fixed time, each connection with
// its own headers (a signed-in person's cookie), every response timed and its body checked for `success: true`
// (a 200 can still be a refusal, such as "out of flips"). An unmeasured warm-up run comes first.
import autocannon from 'autocannon';
import { summarise } from './table.ts';

export interface LoadPlan {
  url: string;
  connections: number;
  seconds: number;
  warmSeconds: number;
  method?: 'GET' | 'POST';
  /** The headers and body of the connection with index `i` (a cookie, a sign-in): the same for all its requests. */
  connection(i: number): { headers: Record<string, string>; body?: string };
  /** The next request's path, given the connection's headers (e.g. another profile of that person each time). */
  path(headers: Record<string, string>): string;
  /** At most this many requests a second over all connections (an offered load, not the server's capacity). */
  rate?: number;
}

export interface LoadResult {
  responses: number;
  /** Answers that were not 2xx or whose body did not start `{"success":true`. */
  refused: number;
  /** The first refused body, to show what went wrong. */
  firstRefusal: string | null;
  errors: number;
  timeouts: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

function once(plan: LoadPlan, seconds: number, record: boolean): Promise<LoadResult> {
  const latencies: number[] = [];
  let refused = 0;
  let firstRefusal: string | null = null;
  let next = 0;
  const onResponse = (status: number, body: string) => {
    if (status >= 200 && status < 300 && body.startsWith('{"success":true')) return;
    refused += 1;
    firstRefusal ??= `${status} ${body.slice(0, 200)}`;
  };
  const instance = autocannon(
    {
      url: plan.url,
      connections: plan.connections,
      duration: seconds,
      ...(plan.rate ? { overallRate: plan.rate } : {}),
      // autocannon gives every connection its own copy of this request; setupClient puts that connection's
      // headers and body into the copy, and setupRequest picks the path of each request from those headers.
      requests: [
        {
          method: plan.method ?? 'GET',
          onResponse,
          setupRequest: (request) => ({
            ...request,
            path: plan.path((request.headers ?? {}) as Record<string, string>),
          }),
        },
      ],
      setupClient: (client) => {
        const { headers, body } = plan.connection(next++);
        const json: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' };
        client.setHeadersAndBody({ ...json, ...headers }, body);
      },
    },
    () => {},
  );
  if (record) {
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      latencies.push(responseTime);
    });
  }
  return new Promise((resolve, reject) => {
    instance.on('done', (result) => {
      const s = summarise('load', latencies);
      resolve({
        responses: latencies.length,
        refused,
        firstRefusal,
        errors: result.errors,
        timeouts: result.timeouts,
        perSecond: (latencies.length - refused) / (result.duration || seconds),
        p50: s.p50,
        p95: s.p95,
        p99: s.p99,
      });
    });
    instance.on('error', reject);
  });
}

/** The unmeasured warm-up: the server's code paths get compiled and its caches filled before anything counts. */
export async function warmUp(plan: LoadPlan): Promise<void> {
  if (plan.warmSeconds > 0) await once(plan, plan.warmSeconds, false);
}

export function measure(plan: LoadPlan): Promise<LoadResult> {
  return once(plan, plan.seconds, true);
}
