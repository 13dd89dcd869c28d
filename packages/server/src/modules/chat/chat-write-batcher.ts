// Collects the chat's text messages into batches, so many messages cost one database statement
// (MemberWritesRepo.insertFromMembers). A message waits at most for the write in flight, or for the end of the
// current turn of the event loop when none is: one statement at a time, each with everything that arrived meanwhile
// (at most `maxBatch`), in the order the messages arrived; the next starts as soon as one answers, before its
// messages are sent on. A promise resolves only after its statement returned,
// so a message is stored before anyone is told of it. Nothing holds a transaction: each batch is one statement.
//
// One slow statement must not hold every room's messages (a room's row locked by a stuck transaction elsewhere waits
// for DATABASE_LOCK_TIMEOUT_MS): when every statement in flight has run `stallMs`, another batch starts beside them,
// up to `lanes` at once, without the rooms already in flight. So a room's messages are always stored one statement
// after another, in the order they arrived, and never overtake each other; rooms apart may pass a stuck one. A batch
// of several rooms that fails on a lock or a statement timeout is tried again room by room, so only the stuck room's
// messages are refused.
import { isLockOrStatementTimeout } from '../../platform/http/app-error.ts';
import type { MemberWrite, MemberWriteOutcome } from './chat-member-writes.repo.ts';

export type StoredWrite = Exclude<MemberWriteOutcome, { outcome: 'retry' }>;

export interface ChatWriteBatcherOptions {
  /** Writes a batch, one outcome per write in input order. */
  write: (writes: MemberWrite[]) => Promise<MemberWriteOutcome[]>;
  /** The most writes in one statement. */
  maxBatch?: number;
  /**
   * The most statements in flight at once. 1 where statements cannot block each other (PGlite runs one at a time,
   * and no other connection can lock its rows); a few on PostgreSQL, within the pool.
   */
  lanes?: number;
  /** How long a statement runs before it counts as stuck and another may start beside it. */
  stallMs?: number;
}

interface Waiting {
  write: MemberWrite;
  /** How many statements have answered `retry` for this write. */
  retries: number;
  /** Its batch of several rooms failed on a lock: it is tried again in a statement of its room alone. */
  alone: boolean;
  resolve: (outcome: StoredWrite) => void;
  reject: (err: Error) => void;
}

/** Bounds one statement's size (its parameters, and the time it holds PGlite's thread). */
const DEFAULT_MAX_BATCH = 256;
/** A resend racing another server's write is settled by the next statement; more than this is a fault. */
const MAX_RETRIES = 2;
/** A batch takes milliseconds; a quarter of a second is a statement waiting for something. */
const DEFAULT_STALL_MS = 250;

/** The database's own words: the query layer wraps them in a message that repeats the whole statement. */
function rootMessage(err: unknown): string {
  let cause = err;
  while (cause instanceof Error && cause.cause instanceof Error) cause = cause.cause;
  return cause instanceof Error ? cause.message : String(cause);
}

function failure(batch: readonly Waiting[], err: unknown): Error {
  return new Error(
    `storing ${batch.length} chat message${batch.length === 1 ? '' : 's'} failed: ${rootMessage(err)}`,
    { cause: err },
  );
}

/**
 * The next batch from the queue: writes of rooms with no statement in flight, in order, at most `maxBatch`. A write
 * to be tried alone takes a batch of its room only. Once a write of a room is left in the queue, every later write of
 * that room is left too, so none overtakes it.
 */
function nextBatch(queue: readonly Waiting[], busyRooms: ReadonlySet<string>, maxBatch: number) {
  const batch: Waiting[] = [];
  const rest: Waiting[] = [];
  const skipped = new Set(busyRooms);
  let onlyRoom: string | null = null;
  for (const waiting of queue) {
    const room = waiting.write.roomId;
    if (batch.length === 0 && waiting.alone && !skipped.has(room)) onlyRoom = room;
    const fits =
      batch.length < maxBatch &&
      !skipped.has(room) &&
      (onlyRoom === null ? !waiting.alone : room === onlyRoom);
    if (fits) batch.push(waiting);
    else {
      skipped.add(room);
      rest.push(waiting);
    }
  }
  return { batch, rest };
}

export function createChatWriteBatcher({
  write,
  maxBatch = DEFAULT_MAX_BATCH,
  lanes = 1,
  stallMs = DEFAULT_STALL_MS,
}: ChatWriteBatcherOptions) {
  if (!Number.isInteger(maxBatch) || maxBatch < 1) throw new Error('maxBatch must be a positive integer');
  if (!Number.isInteger(lanes) || lanes < 1) throw new Error('lanes must be a positive integer');
  let queue: Waiting[] = [];
  /** Statements in flight, and how many of them have run `stallMs`. */
  let running = 0;
  let stalled = 0;
  let scheduled = false;
  const busyRooms = new Set<string>();

  const mayStart = () => running === 0 || (running < lanes && stalled === running);

  function schedule(): void {
    if (scheduled || queue.length === 0 || !mayStart()) return;
    scheduled = true;
    // setImmediate, not a microtask: the sends that arrive in this turn of the event loop (other sockets' frames
    // read in the same poll) join the batch.
    setImmediate(() => {
      scheduled = false;
      if (mayStart()) void flush();
    });
  }

  function settle(batch: readonly Waiting[], outcomes: readonly MemberWriteOutcome[]): void {
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
  }

  async function flush(): Promise<void> {
    const { batch, rest } = nextBatch(queue, busyRooms, maxBatch);
    if (batch.length === 0) return;
    queue = rest;
    const rooms = new Set(batch.map((waiting) => waiting.write.roomId));
    for (const room of rooms) busyRooms.add(room);
    running += 1;
    let stuck = false;
    const timer = setTimeout(() => {
      stuck = true;
      stalled += 1;
      schedule();
    }, stallMs);
    try {
      settle(batch, await write(batch.map((waiting) => waiting.write)));
    } catch (err) {
      // None of it was acknowledged: the statement wrote all of it or nothing. A lock or a statement timeout is
      // one stuck room's, most likely: each room is tried again alone, so the others are stored.
      if (rooms.size > 1 && isLockOrStatementTimeout(err)) {
        for (const waiting of batch) waiting.alone = true;
        queue = [...batch, ...queue];
      } else {
        const error = failure(batch, err);
        for (const waiting of batch) waiting.reject(error);
      }
    } finally {
      clearTimeout(timer);
      if (stuck) stalled -= 1;
      running -= 1;
      for (const room of rooms) busyRooms.delete(room);
      // What arrived while this statement ran is a batch already: it goes to the database now, before the messages
      // just stored are sent (their senders continue after this), so the database's thread stores the next batch
      // while this one's are written to the sockets. With nothing waiting, the next send waits for the turn's end.
      if (queue.length > 0 && mayStart() && !scheduled) void flush();
      else schedule();
    }
  }

  return {
    /** Stores one message with the next batch; resolves with its outcome once that statement answered. */
    submit(message: MemberWrite): Promise<StoredWrite> {
      return new Promise<StoredWrite>((resolve, reject) => {
        queue.push({ write: message, retries: 0, alone: false, resolve, reject });
        schedule();
      });
    },
  };
}

export type ChatWriteBatcher = ReturnType<typeof createChatWriteBatcher>;
