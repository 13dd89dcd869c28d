// A named statement on PGlite, sent through PGlite's own wire protocol: one session, so it is parsed and planned
// once, then each use binds its values and executes (prepared.ts says why). Used on the server's thread, or inside the
// database's worker thread (pglite-worker.ts).
import { type PGlite, parse, protocol } from '@electric-sql/pglite';

/** PGlite answers "prepared statement does not exist" (a `DEALLOCATE`, a fresh session) with this code. */
const UNKNOWN_STATEMENT = '26000';

/** Each prepared statement's own number: several servers built in one process may share one PGlite (tests). */
let made = 0;

export function pglitePrepared<Row>(
  client: PGlite,
  given: string,
  text: string,
): (params: readonly unknown[]) => Promise<Row[]> {
  // A name of its own: a second server on the same PGlite preparing `given` again would get "already exists".
  made += 1;
  const name = `${given}_${made}`;
  const { serialize } = protocol;
  const send = (message: Uint8Array) => client.execProtocolStream(message, { syncToFs: false });
  /** The parameter types of the statement once this session has it prepared. */
  let paramTypes: number[] | null = null;

  async function run(params: readonly unknown[]): Promise<Row[]> {
    const messages: Awaited<ReturnType<typeof send>> = [];
    try {
      if (!paramTypes) {
        await send(serialize.parse({ name, text }));
        paramTypes = parse.parseDescribeStatementResults(await send(serialize.describe({ type: 'S', name })));
      }
      const types = paramTypes;
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = client.serializers[types[i] as number];
        return serializer ? serializer(value) : String(value);
      });
      messages.push(...(await send(serialize.bind({ statement: name, values }))));
      messages.push(...(await send(serialize.describe({ type: 'P' }))));
      messages.push(...(await send(serialize.execute({}))));
    } finally {
      messages.push(...(await send(serialize.sync())));
    }
    await client.syncToFs();
    return (parse.parseResults(messages, client.parsers, { rowMode: 'object' })[0]?.rows ?? []) as Row[];
  }

  return (params) =>
    // The same two locks PGlite's own query takes: after any transaction in progress, one statement at a time.
    client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        try {
          return await run(params);
        } catch (err) {
          if ((err as { code?: string }).code !== UNKNOWN_STATEMENT || !paramTypes) throw err;
          paramTypes = null;
          return run(params);
        }
      }),
    );
}
