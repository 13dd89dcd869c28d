// The embedded database on a thread of its own (pglite-worker.ts): the server's side. It offers what drizzle's PGlite
// driver and the server use of a PGlite (query, exec, transaction, prepared statements, a dump, close), each a message
// to the thread and its answer, so a statement's time is the thread's, not the event loop's. PGlite's own locks, in
// the thread, order the requests exactly as they ordered them on the server's thread: a transaction holds every
// other query until it ends. Measured in docs/PERFORMANCE.md "The database's own thread".
import { Worker } from 'node:worker_threads';
import type { DatabaseWait } from './db-wait.ts';
import { withoutDrizzleParsers } from './pglite-parsers.ts';
import type { ErrorFields, FromWorker, PgliteThreadOptions, ToWorker } from './pglite-worker.ts';

/** The thread's entry: pglite-thread.mjs (registers tsx) from source; the build's dist/db-worker.js beside it. */
const WORKER_ENTRY = import.meta.url.endsWith('.ts')
  ? new URL('./pglite-thread.mjs', import.meta.url)
  : new URL('./db-worker.js', import.meta.url);

type Request = ToWorker extends infer T ? (T extends { id: number } ? Omit<T, 'id'> : never) : never;

interface QueryResult {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

/** What a transaction callback receives: queries inside the transaction, and a way to roll it back. */
export interface ThreadTransaction {
  query<T = unknown>(
    text: string,
    params?: unknown[],
    options?: Record<string, unknown>,
  ): Promise<QueryResult & { rows: T[] }>;
  exec(text: string): Promise<unknown>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

function rebuild(error: ErrorFields): Error {
  const err = Object.assign(new Error(error.message), error.fields);
  err.name = error.name;
  return err;
}

/** A thread that stops unasked is started again, at most this often in the window. */
const RESTARTS_PER_WINDOW = 3;
const RESTART_WINDOW_MS = 60_000;

/** The thread stopped: every waiting request fails with this (a database that is away: 503). */
const stopped = () => Object.assign(new Error('The database thread stopped.'), { code: '08006' });

/** Options a message can carry: drizzle's parsers (installed in the thread once) dropped, functions refused. */
function cloneableOptions(options?: Record<string, unknown>): Record<string, unknown> | undefined {
  const kept = withoutDrizzleParsers(options);
  if (
    kept &&
    Object.values(kept).some((value) => typeof value === 'function' || (value && typeof value === 'object'))
  ) {
    throw new Error('Query options with parsers or serializers cannot cross to the database thread.');
  }
  return kept;
}

export class PgliteThread {
  readonly #options: PgliteThreadOptions;
  #worker!: Worker;
  readonly #pending = new Map<number, { resolve(value: unknown): void; reject(err: Error): void }>();
  readonly #listeners = new Set<(seconds: number) => void>();
  readonly #observers = new Set<(op: ToWorker['op']) => void>();
  #nextId = 1;
  #waiting = 0;
  #failure: Error | null = null;
  #closed = false;
  #restarts: number[] = [];
  /** How many times the thread stopped unasked and was started again. */
  restarted = 0;
  waitReady: Promise<void>;

  constructor(options: PgliteThreadOptions) {
    this.#options = options;
    this.waitReady = this.#start(options);
  }

  #start(options: PgliteThreadOptions): Promise<void> {
    const worker = new Worker(WORKER_ENTRY, {
      workerData: options,
      transferList: options.snapshot ? [options.snapshot] : [],
    });
    this.#worker = worker;
    const ready = new Promise<void>((resolve, reject) => {
      worker.on('message', (message: FromWorker) => {
        if (message.kind === 'ready') return resolve();
        if (message.kind === 'failed') return reject(rebuild(message.error));
        const waiting = this.#pending.get(message.id);
        this.#pending.delete(message.id);
        this.#waiting = message.waiting;
        for (const seconds of message.waits) for (const listener of this.#listeners) listener(seconds);
        if (!waiting) return;
        if (message.ok) waiting.resolve(message.value);
        else waiting.reject(rebuild(message.error));
      });
      const stop = (err: Error) => {
        // A thread that was replaced (renew, a restart) ends quietly.
        if (this.#worker !== worker) return;
        reject(err);
        for (const waiting of this.#pending.values()) waiting.reject(err);
        this.#pending.clear();
        if (this.#closed) return;
        // PGlite aborted: the requests in flight failed (503, try again), and the folder reopens in a new thread,
        // as a restarted process would reopen it; a folder that keeps failing stays down (/readyz says so).
        const now = Date.now();
        this.#restarts = this.#restarts.filter((at) => now - at < RESTART_WINDOW_MS);
        if (this.#options.dir && this.#restarts.length < RESTARTS_PER_WINDOW) {
          this.#restarts.push(now);
          this.restarted += 1;
          this.waitReady = this.#start({ dir: this.#options.dir });
          return;
        }
        this.#failure = err;
      };
      worker.on('error', (err) => stop(Object.assign(stopped(), { cause: err })));
      worker.on('exit', () => stop(this.#failure ?? stopped()));
    });
    // A failed start is reported by waitReady; the handler keeps it from being an unhandled rejection meanwhile.
    ready.catch(() => {});
    return ready;
  }

  /**
   * Closes the thread and opens the same data folder in a new one. A fresh folder's initdb grows PGlite's memory
   * by about 470 MB that WebAssembly never gives back; a new thread starts without it. Only while nothing else runs.
   */
  async renew(): Promise<void> {
    if (!this.#options.dir) throw new Error('An in-memory database cannot be reopened.');
    const old = this.#worker;
    await this.#call({ op: 'close' });
    this.waitReady = this.#start({ dir: this.#options.dir });
    await old.terminate();
    await this.waitReady;
  }

  #call<T>(request: Request, transfer: ArrayBuffer[] = []): Promise<T> {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = this.#nextId++;
    for (const observer of this.#observers) observer(request.op);
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      try {
        this.#worker.postMessage({ ...request, id }, transfer);
      } catch (err) {
        // A value that cannot cross to the thread (DataCloneError): this request fails, nothing is left waiting.
        this.#pending.delete(id);
        reject(err);
      }
    });
  }

  query<T = unknown>(text: string, params?: unknown[], options?: Record<string, unknown>, tx?: number) {
    return this.#call<QueryResult & { rows: T[] }>({
      op: 'query',
      text,
      params,
      options: cloneableOptions(options),
      tx,
    });
  }

  exec(text: string, tx?: number) {
    return this.#call<unknown>({ op: 'exec', text, tx });
  }

  /** PGlite's transaction: committed when `callback` returns, rolled back when it throws or calls rollback(). */
  async transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const id = await this.#call<number>({ op: 'begin' });
    let closed = false;
    let rolledBack = false;
    const tx: ThreadTransaction = {
      query: (text, params, options) => this.query(text, params, options, id),
      exec: (text) => this.exec(text, id),
      rollback: async () => {
        rolledBack = true;
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (err) {
      closed = true;
      await this.#call({ op: 'end', tx: id, commit: false }).catch(() => {});
      throw err;
    }
    closed = true;
    await this.#call({ op: 'end', tx: id, commit: !rolledBack });
    return result;
  }

  /** A statement prepared once in the thread's session (pglite-prepared.ts) under `name`. */
  prepared<Row>(name: string, text: string) {
    return (params: readonly unknown[]) => this.#call<Row[]>({ op: 'prepared', name, text, params });
  }

  async dumpDataDir(): Promise<Blob> {
    return new Blob([await this.#call<ArrayBuffer>({ op: 'dump' })]);
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await this.#call({ op: 'close' }).catch(() => {});
    this.#failure = Object.assign(new Error('The database is closed.'), { code: '08003' });
    await this.#worker.terminate();
  }

  /** Tests only (NODE_ENV=test): the thread ends at once, as it would if PGlite aborted. */
  crashForTest(): Promise<unknown> {
    return this.#call({ op: 'crash' });
  }

  /** Calls `observer` with each request sent to the thread (the tests' statement counter); returns the unsubscribe. */
  observe(observer: (op: ToWorker['op']) => void): () => void {
    this.#observers.add(observer);
    return () => void this.#observers.delete(observer);
  }

  /** How long queries wait for PGlite's locks in the thread (db-wait.ts), reported with each answer. */
  readonly wait: DatabaseWait = {
    waiting: () => this.#waiting,
    subscribe: (listener) => {
      this.#listeners.add(listener);
      return () => void this.#listeners.delete(listener);
    },
  };
}
