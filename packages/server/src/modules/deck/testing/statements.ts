// Test fixture: counts the SQL statements a piece of server code sends, at the driver (PGlite or a pg pool), so
// that begin and commit of a transaction count too. On PGlite every statement costs the event loop about the same
// whatever it does (docs/PERFORMANCE.md "API: where the time went"), so the count is what an endpoint costs.
import type { Db } from '../../../platform/db/db-client.ts';

type Method = (...args: unknown[]) => unknown;
type Patchable = Record<string, unknown>;

export interface StatementCounter {
  /** Statements sent while `run` ran (other work on the same database at the same time would count too). */
  during<T>(run: () => Promise<T>): Promise<{ result: T; statements: number }>;
}

/** Replaces a method on the object itself; the returned function puts back what was there (or nothing). */
function patch(target: Patchable, name: string, wrap: (original: Method) => Method): () => void {
  const own = Object.hasOwn(target, name);
  const original = target[name] as Method;
  target[name] = wrap(original.bind(target));
  return () => {
    if (own) target[name] = original;
    else delete target[name];
  };
}

export function statementCounter(db: Db): StatementCounter {
  const client = (db as unknown as { $client: Patchable }).$client;
  return {
    async during(run) {
      let statements = 0;
      const counting =
        (original: Method) =>
        (...args: unknown[]) => {
          statements += 1;
          return original(...args);
        };
      const restores: Array<() => void> = [];
      if (typeof client.transaction === 'function') {
        // PGlite: a transaction sends begin and commit itself, and its queries go through the transaction object.
        restores.push(patch(client, 'query', counting), patch(client, 'exec', counting));
        restores.push(
          patch(client, 'transaction', (original) => (callback: unknown) => {
            statements += 2;
            return original(async (tx: Patchable) => {
              patch(tx, 'query', counting);
              patch(tx, 'exec', counting);
              return (callback as (tx: Patchable) => unknown)(tx);
            });
          }),
        );
      } else {
        // A pg pool: plain queries go through the pool, transactions through a checked-out client.
        restores.push(patch(client, 'query', counting));
        restores.push(
          patch(client, 'connect', (original) => (...args: unknown[]) => {
            // The pool's own query checks out with a callback: counted once, as the pool's query above.
            if (typeof args[0] === 'function') return original(...args);
            return checkOut(original, args);
          }),
        );
      }
      async function checkOut(original: Method, args: unknown[]) {
        const checkedOut = (await original(...args)) as Patchable;
        const restoreQuery = patch(checkedOut, 'query', counting);
        const restoreRelease = patch(checkedOut, 'release', (release) => (...releaseArgs: unknown[]) => {
          restoreQuery();
          restoreRelease();
          return release(...releaseArgs);
        });
        return checkedOut;
      }
      try {
        const result = await run();
        return { result, statements };
      } finally {
        for (const restore of restores.reverse()) restore();
      }
    },
  };
}
