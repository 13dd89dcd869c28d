// The embedded database's own thread: PGlite runs here, so a statement (about 1 ms each, longer for the deck) never
// holds the server's event loop, and JSON, sockets, timers and /healthz answer while it runs. pglite-thread.ts is the
// server's side; this side answers its requests with PGlite's own query, exec, transaction and the prepared
// statements of pglite-prepared.ts, and PGlite's locks order them exactly as they would on the server's thread.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { watchPgliteWait } from './db-wait.ts';
import { pgliteOptions } from './pglite-options.ts';
import { parseOnceForDrizzle } from './pglite-parsers.ts';
import { pglitePrepared } from './pglite-prepared.ts';

export interface PgliteThreadOptions {
  /** The data folder; null keeps the database in memory. */
  dir: string | null;
  /** A data folder dumped earlier (dumpDataDir), to start from. */
  snapshot?: ArrayBuffer;
  /** PostgreSQL's shared_buffers in MB; PGlite's own (128) when not given. */
  sharedBuffersMb?: number;
}

export type ToWorker = { id: number } & (
  | { op: 'query'; text: string; params?: unknown[]; options?: Record<string, unknown>; tx?: number }
  | { op: 'exec'; text: string; tx?: number }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'prepared'; name: string; text: string; params: readonly unknown[] }
  | { op: 'dump' }
  | { op: 'close' }
  | { op: 'crash' }
);

/** An error as plain fields (a structured clone keeps only an Error's message): PostgreSQL's code, detail, … */
export interface ErrorFields {
  name: string;
  message: string;
  fields: Record<string, unknown>;
}

/** With each answer: the lock waits since the last answer (seconds), and how many requests wait now. */
interface Waits {
  waits: number[];
  waiting: number;
}

export type FromWorker =
  | { kind: 'ready' }
  | { kind: 'failed'; error: ErrorFields }
  | ({ kind: 'answer'; id: number; ok: true; value: unknown } & Waits)
  | ({ kind: 'answer'; id: number; ok: false; error: ErrorFields } & Waits);

export function errorFields(err: unknown): ErrorFields {
  const error = err instanceof Error ? err : new Error(String(err));
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value !== 'function' && typeof value !== 'object') fields[key] = value;
  }
  return { name: error.name, message: error.message, fields };
}

async function main() {
  const port = parentPort;
  if (!port) throw new Error('pglite-worker.ts runs as a worker thread');
  const { dir, snapshot, sharedBuffersMb } = workerData as PgliteThreadOptions;
  const options = pgliteOptions(snapshot ? new Blob([snapshot]) : undefined, sharedBuffersMb);
  const pg = dir ? new PGlite(dir, options) : new PGlite(options);
  try {
    await pg.waitReady;
  } catch (err) {
    port.postMessage({ kind: 'failed', error: errorFields(err) } satisfies FromWorker);
    return;
  }
  const wait = watchPgliteWait(pg);
  parseOnceForDrizzle(pg);
  let waits: number[] = [];
  wait.subscribe((seconds) => waits.push(seconds));

  const open = new Map<number, { tx: Transaction; finish: (commit: boolean) => void; done: Promise<void> }>();
  const prepared = new Map<string, (params: readonly unknown[]) => Promise<unknown[]>>();
  let nextTx = 1;

  const on = (tx?: number) => {
    if (tx === undefined) return pg;
    const held = open.get(tx);
    if (!held) throw new Error('This transaction has ended.');
    return held.tx;
  };

  /** Opens a transaction and answers once BEGIN has run; the transaction ends at 'end'. */
  const begin = () =>
    new Promise<number>((resolve, reject) => {
      const tx = nextTx++;
      let finish!: (commit: boolean) => void;
      const ended = new Promise<boolean>((resolveEnd) => {
        finish = resolveEnd;
      });
      const done = pg.transaction(async (held) => {
        open.set(tx, { tx: held, finish, done });
        resolve(tx);
        if (!(await ended)) await held.rollback();
      });
      done.catch((err) => {
        if (!open.has(tx)) reject(err);
      });
    });

  const end = async (tx: number, commit: boolean) => {
    const held = open.get(tx);
    if (!held) throw new Error('This transaction has ended.');
    held.finish(commit);
    try {
      await held.done;
    } finally {
      open.delete(tx);
    }
  };

  async function answer(message: ToWorker): Promise<unknown> {
    switch (message.op) {
      case 'query':
        return on(message.tx).query(message.text, message.params, message.options);
      case 'exec':
        return on(message.tx).exec(message.text);
      case 'begin':
        return begin();
      case 'end':
        return end(message.tx, message.commit);
      case 'prepared': {
        let run = prepared.get(message.name);
        if (!run) {
          run = pglitePrepared(pg, message.name, message.text);
          prepared.set(message.name, run);
        }
        return run(message.params);
      }
      case 'dump': {
        const blob = (await pg.dumpDataDir('none')) as Blob;
        return blob.arrayBuffer();
      }
      case 'close':
        await pg.close();
        return undefined;
      case 'crash':
        // The fault tests' abort of PGlite: in a worker thread, process.exit ends this thread only.
        if (process.env.NODE_ENV === 'test') process.exit(1);
        throw new Error('crash is for tests only');
    }
  }

  port.on('message', (message: ToWorker) => {
    answer(message).then(
      (value) => {
        const reply: FromWorker = {
          kind: 'answer',
          id: message.id,
          ok: true,
          value,
          waits,
          waiting: wait.waiting(),
        };
        waits = [];
        port.postMessage(reply, value instanceof ArrayBuffer ? [value] : []);
        if (message.op === 'close') port.close();
      },
      (err) => {
        const reply: FromWorker = {
          kind: 'answer',
          id: message.id,
          ok: false,
          error: errorFields(err),
          waits,
          waiting: wait.waiting(),
        };
        waits = [];
        port.postMessage(reply);
      },
    );
  });
  port.postMessage({ kind: 'ready' } satisfies FromWorker);
}

await main();
