// How long queries wait for the database before they run (for /metrics): PGlite runs one statement or transaction
// at a time behind its own queue, a pg pool hands out at most `max` connections and queues the rest.
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

export interface DatabaseWait {
  /** Queries waiting now. */
  waiting(): number;
  /** Calls `listener` with each wait in seconds; returns the unsubscribe. */
  subscribe(listener: (seconds: number) => void): () => void;
}

function listeners() {
  const all = new Set<(seconds: number) => void>();
  return {
    emit(startedAt: bigint) {
      const seconds = Number(process.hrtime.bigint() - startedAt) / 1e9;
      for (const listener of all) listener(seconds);
    },
    subscribe(listener: (seconds: number) => void) {
      all.add(listener);
      return () => void all.delete(listener);
    },
  };
}

/**
 * PGlite's query, exec and transaction all queue on its transaction lock (`_runExclusiveTransaction`); the time from
 * the call to the moment the lock is held is the wait.
 */
export function watchPgliteWait(client: PGlite): DatabaseWait {
  const waits = listeners();
  let waiting = 0;
  const exclusive = client._runExclusiveTransaction.bind(client);
  client._runExclusiveTransaction = <T>(fn: () => Promise<T>): Promise<T> => {
    const startedAt = process.hrtime.bigint();
    waiting += 1;
    let counted = true;
    const stop = () => {
      if (!counted) return;
      counted = false;
      waiting -= 1;
      waits.emit(startedAt);
    };
    return exclusive(() => {
      stop();
      return fn();
    }).finally(() => {
      // A lock that was never held (a closed database) no longer waits either.
      if (counted) {
        counted = false;
        waiting -= 1;
      }
    });
  };
  return { waiting: () => waiting, subscribe: waits.subscribe };
}

/** The pool's own waiting count, and the time each `connect` (which pool.query calls too) took to get a client. */
export function watchPoolWait(pool: pg.Pool): DatabaseWait {
  const waits = listeners();
  const connect = pool.connect.bind(pool) as (callback?: unknown) => unknown;
  (pool as unknown as { connect: typeof connect }).connect = (callback?: unknown) => {
    const startedAt = process.hrtime.bigint();
    if (typeof callback === 'function') {
      return connect((...args: unknown[]) => {
        waits.emit(startedAt);
        return (callback as (...a: unknown[]) => unknown)(...args);
      });
    }
    return (connect() as Promise<unknown>).finally(() => waits.emit(startedAt));
  };
  return { waiting: () => pool.waitingCount, subscribe: waits.subscribe };
}
