// chat.bench.ts --profile: where the Rookery server's time goes while it handles chat messages. Wraps the query
// method of PGlite (on the server's thread or its own) and of pg's Pool (before the server opens its database), so every statement the app runs is
// counted with its wall-clock time as the app awaits it (for PGlite that includes waiting for the one connection).
import { readFileSync } from 'node:fs';
import type { IntervalHistogram } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PgliteThread } from '../packages/server/src/platform/db/pglite-thread.ts';

export interface QueryTotals {
  queries: Record<string, { count: number; ms: number }>;
}

type QueryFn = (this: unknown, ...args: unknown[]) => Promise<unknown>;

/** The statement's first words, whitespace folded, so the same statement with other values adds up. */
function labelOf(text: unknown): string {
  const raw = typeof text === 'string' ? text : ((text as { text?: string } | null)?.text ?? '?');
  return raw.replace(/\s+/g, ' ').trim().slice(0, 90);
}

export function stageHooks() {
  let queries: QueryTotals['queries'] = {};
  const count = (label: string, started: number) => {
    const entry = queries[label] ?? { count: 0, ms: 0 };
    entry.count += 1;
    entry.ms += performance.now() - started;
    queries[label] = entry;
  };
  const timed = (result: unknown, label: () => string, started: number) => {
    // pg's callback form answers undefined; only promises are timed (drizzle uses those).
    if (!(result instanceof Promise)) return;
    const done = () => count(label(), started);
    result.then(done, done);
  };
  const wrap = (proto: { query: QueryFn }) => {
    const original = proto.query;
    proto.query = function timedQuery(this: unknown, ...args: unknown[]) {
      const started = performance.now();
      const result = original.apply(this, args);
      timed(result, () => labelOf(args[0]), started);
      return result;
    };
  };
  /** The thread's prepared statements (platform/db/prepared.ts), by their name. */
  const wrapPrepared = (proto: { prepared: (name: string, text: string) => QueryFn }) => {
    const original = proto.prepared;
    proto.prepared = function preparedTimed(this: unknown, name: string, text: string) {
      const run = original.call(this, name, text);
      return function timedRun(this: unknown, ...args: unknown[]) {
        const started = performance.now();
        const result = run.apply(this, args);
        timed(result, () => `prepared ${name}`, started);
        return result;
      };
    };
  };
  return {
    install() {
      wrap(PGlite.prototype as unknown as { query: QueryFn });
      // PGlite on its own thread (the default): the server's side of every query.
      wrap(PgliteThread.prototype as unknown as { query: QueryFn });
      wrapPrepared(
        PgliteThread.prototype as unknown as { prepared: (name: string, text: string) => QueryFn },
      );
      // drizzle calls the pool's query (which runs the client's with a callback).
      wrap(pg.Pool.prototype as unknown as { query: QueryFn });
    },
    read: (): QueryTotals => ({ queries }),
    reset() {
      queries = {};
    },
  };
}

/** The event loop's delay (ms): how long a ready message waited for the server's one thread. */
export function lagOf(histogram: IntervalHistogram) {
  return {
    p50: histogram.percentile(50) / 1e6,
    p99: histogram.percentile(99) / 1e6,
    max: histogram.max / 1e6,
  };
}

/**
 * CPU time of this process's main thread alone (the event loop), ms, from Linux's per-thread accounting (10 ms
 * ticks); null elsewhere. The process's total less this is its other threads': PGlite's, the GC's, libuv's.
 */
export function loopCpuMs(): number | null {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}
