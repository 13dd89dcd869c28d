// Test fixture: counts the SQL statements a piece of server code sends, at the driver (PGlite or a pg pool), so
// that begin and commit of a transaction count too. On PGlite every statement costs the event loop about the same
// whatever it does (docs/PERFORMANCE.md "API: where the time went"), so the count is what an endpoint costs. It also
// counts the statements planned afresh: every one but a statement prepared once (platform/db/prepared.ts) after its
// first use, which is bound and executed only.
import type { Db } from '../../../platform/db/db-client.ts';
import { PgliteThread } from '../../../platform/db/pglite-thread.ts';

type Method = (...args: unknown[]) => unknown;
/** The wire protocol's Execute ('E'), simple Query ('Q') and Parse ('P') messages. */
const EXECUTE = 0x45;
const SIMPLE_QUERY = 0x51;
const PARSE = 0x50;
type Patchable = Record<string, unknown>;

export interface StatementCounter {
  /** Statements sent while `run` ran (other work on the same database at the same time would count too). */
  during<T>(run: () => Promise<T>): Promise<{ result: T; statements: number }>;
  /** The same, and how many of those statements were planned afresh (not a prepared statement used again). */
  withPlans<T>(run: () => Promise<T>): Promise<{ result: T; statements: number; planned: number }>;
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
      const { result, statements } = await this.withPlans(run);
      return { result, statements };
    },
    async withPlans(run) {
      let statements = 0;
      let planned = 0;
      const counting =
        (original: Method) =>
        (...args: unknown[]) => {
          statements += 1;
          // node-postgres: a named query is prepared once per connection (prepared.ts); any other is planned.
          const first = args[0];
          if (!(first && typeof first === 'object' && 'name' in first && first.name)) planned += 1;
          return original(...args);
        };
      const restores: Array<() => void> = [];
      if (client instanceof PgliteThread) {
        // PGlite in its thread: a query, an exec, a prepared statement, a transaction's BEGIN and its end are one
        // statement each, as they are at PGlite's wire protocol below; all but the prepared ones are planned.
        const counted = new Set(['query', 'exec', 'prepared', 'begin', 'end']);
        restores.push(
          client.observe((op) => {
            if (counted.has(op)) statements += 1;
            if (counted.has(op) && op !== 'prepared') planned += 1;
          }),
        );
      } else if (typeof client.transaction === 'function') {
        // PGlite: every statement reaches the wire protocol as one Execute (a query, a prepared statement of
        // platform/db/prepared.ts) or one simple Query (exec, and a transaction's begin and commit). A Parse or a
        // simple Query is a plan: a prepared statement is parsed on its first use only.
        restores.push(
          patch(client, 'execProtocolStream', (original) => (message: unknown, ...rest: unknown[]) => {
            if (message instanceof Uint8Array && (message[0] === EXECUTE || message[0] === SIMPLE_QUERY)) {
              statements += 1;
            }
            if (message instanceof Uint8Array && (message[0] === PARSE || message[0] === SIMPLE_QUERY)) {
              planned += 1;
            }
            return original(message, ...rest);
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
        return { result, statements, planned };
      } finally {
        for (const restore of restores.reverse()) restore();
      }
    },
  };
}
