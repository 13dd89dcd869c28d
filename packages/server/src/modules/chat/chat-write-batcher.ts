// Collects the chat's text messages into batches, so many messages cost one database statement
// (MemberWritesRepo.insertFromMembers). A message waits at most for the write in flight, or for the end of the
// current turn of the event loop when none is: one statement at a time, each with everything that arrived meanwhile
// (at most `maxBatch`), in the order the messages arrived. A promise resolves only after its statement returned,
// so a message is stored before anyone is told of it; statements run one after another, so a later batch never
// overtakes an earlier one and ids keep the order of arrival. Nothing holds a transaction: each batch is one
// statement on its own.
import type { MemberWrite, MemberWriteOutcome } from './chat-member-writes.repo.ts';

export type StoredWrite = Exclude<MemberWriteOutcome, { outcome: 'retry' }>;

export interface ChatWriteBatcherOptions {
  /** Writes a batch, one outcome per write in input order. */
  write: (writes: MemberWrite[]) => Promise<MemberWriteOutcome[]>;
  /** The most writes in one statement. */
  maxBatch?: number;
}

interface Waiting {
  write: MemberWrite;
  /** How many statements have answered `retry` for this write. */
  retries: number;
  resolve: (outcome: StoredWrite) => void;
  reject: (err: Error) => void;
}

/** Bounds one statement's size (its parameters, and the time it holds PGlite's thread). */
const DEFAULT_MAX_BATCH = 256;
/** A resend racing another server's write is settled by the next statement; more than this is a fault. */
const MAX_RETRIES = 2;

/** The database's own words: the query layer wraps them in a message that repeats the whole statement. */
function rootMessage(err: unknown): string {
  let cause = err;
  while (cause instanceof Error && cause.cause instanceof Error) cause = cause.cause;
  return cause instanceof Error ? cause.message : String(cause);
}

export function createChatWriteBatcher({ write, maxBatch = DEFAULT_MAX_BATCH }: ChatWriteBatcherOptions) {
  if (!Number.isInteger(maxBatch) || maxBatch < 1) throw new Error('maxBatch must be a positive integer');
  let queue: Waiting[] = [];
  let busy = false;

  function schedule(): void {
    if (busy || queue.length === 0) return;
    busy = true;
    // setImmediate, not a microtask: the sends that arrive in this turn of the event loop (other sockets' frames
    // read in the same poll) join the batch.
    setImmediate(() => void flush());
  }

  async function flush(): Promise<void> {
    const batch = queue.slice(0, maxBatch);
    queue = queue.slice(batch.length);
    try {
      const outcomes = await write(batch.map((waiting) => waiting.write));
      if (outcomes.length !== batch.length) {
        throw new Error(`answered ${outcomes.length} outcomes for ${batch.length} messages`);
      }
      const again: Waiting[] = [];
      for (const [i, waiting] of batch.entries()) {
        const outcome = outcomes[i] as MemberWriteOutcome;
        if (outcome.outcome !== 'retry') {
          waiting.resolve(outcome);
          continue;
        }
        waiting.retries += 1;
        if (waiting.retries > MAX_RETRIES) {
          waiting.reject(new Error(`chat message ${waiting.write.clientId} neither stored nor found`));
          continue;
        }
        again.push(waiting);
      }
      // First in the next batch, ahead of anything that arrived later.
      queue = [...again, ...queue];
    } catch (err) {
      // Only this batch fails, and none of it was acknowledged: the statement wrote all of it or nothing.
      const failure = new Error(
        `storing ${batch.length} chat message${batch.length === 1 ? '' : 's'} failed: ${rootMessage(err)}`,
        { cause: err },
      );
      for (const waiting of batch) waiting.reject(failure);
    } finally {
      busy = false;
      schedule();
    }
  }

  return {
    /** Stores one message with the next batch; resolves with its outcome once that statement answered. */
    submit(message: MemberWrite): Promise<StoredWrite> {
      return new Promise<StoredWrite>((resolve, reject) => {
        queue.push({ write: message, retries: 0, resolve, reject });
        schedule();
      });
    },
  };
}

export type ChatWriteBatcher = ReturnType<typeof createChatWriteBatcher>;
