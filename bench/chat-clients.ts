// The client side of chat.bench.ts: the server child and its IPC requests, many sockets connected at once, and
// the message exchange between pairs with send→receive latency. The same code drives the relay and Rookery.
import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import type { ClientInput } from '@rookery/shared/events.ts';
import { connectAs, emitAck, type TestSocket } from '../packages/server/src/testing/socket-client.ts';
import type { BenchPair, FromServer, ServerKind, ToServer } from './chat-protocol.ts';

export interface ServerChild {
  url: string;
  engine: string;
  ask<T extends FromServer['type']>(message: ToServer, answer: T): Promise<Extract<FromServer, { type: T }>>;
  stop(): Promise<void>;
}

/**
 * `tree`: the root of another copy of the repository (BENCH_BASELINE), whose own chat-server.ts and server code
 * run instead of this tree's: the code before a change, measured in the same run.
 */
export async function startServerChild(
  kind: ServerKind,
  env: Record<string, string> = {},
  tree?: string,
): Promise<ServerChild> {
  const entry = tree
    ? path.join(tree, 'bench', 'chat-server.ts')
    : path.join(import.meta.dirname, 'chat-server.ts');
  const child: ChildProcess = fork(entry, [kind], {
    // BENCH_SERVER_PROFILE=dir writes CPU profiles of Rookery's child (node --cpu-prof: its main thread and the
    // database's thread) into dir when it stops.
    execArgv: [
      '--expose-gc',
      '--import',
      'tsx',
      ...(process.env.BENCH_SERVER_PROFILE && kind === 'rookery'
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_SERVER_PROFILE}`]
        : []),
    ],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = <T extends FromServer['type']>(type: T) =>
    new Promise<Extract<FromServer, { type: T }>>((resolve, reject) => {
      const onMessage = (message: FromServer) => {
        if (message.type !== type) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(message as Extract<FromServer, { type: T }>);
      };
      const onExit = (code: number | null) => reject(new Error(`${kind} server exited (${code})`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  const ready = await next('ready');
  return {
    url: ready.url,
    engine: ready.engine,
    ask(message, answer) {
      const waiting = next(answer);
      child.send(message);
      return waiting;
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ type: 'stop' } satisfies ToServer);
      await exited;
    },
  };
}

/**
 * Connects one socket per cookie, `concurrency` handshakes at a time (a storm of 10k at once times out), and
 * starts no new one after `withinMs`: on a busy machine fewer sockets are measured rather than the bench overrunning.
 */
export async function connectMany(
  url: string,
  cookies: string[],
  { concurrency = 100, withinMs = Number.POSITIVE_INFINITY } = {},
): Promise<TestSocket[]> {
  const sockets: TestSocket[] = [];
  const until = performance.now() + withinMs;
  let next = 0;
  const worker = async () => {
    while (next < cookies.length && performance.now() < until) {
      const index = next++;
      sockets[index] = await connectAs(url, { cookie: cookies[index] || undefined });
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, cookies.length) }, worker));
  return sockets.filter(Boolean);
}

export async function closeAll(sockets: TestSocket[]): Promise<void> {
  for (const socket of sockets) socket.close();
  // The server sees the closes a moment later; give it that before anyone measures.
  await new Promise((resolve) => setTimeout(resolve, 500));
}

export interface ChatPair {
  room: string;
  sender: TestSocket;
  receiver: TestSocket;
}

/** Senders connect to `url`, receivers to `receiverUrl` (another server of the same cluster, or the same one). */
export async function openPairs(url: string, seeded: BenchPair[], receiverUrl = url): Promise<ChatPair[]> {
  const senders = await connectMany(
    url,
    seeded.map((pair) => pair.a),
  );
  const receivers = await connectMany(
    receiverUrl,
    seeded.map((pair) => pair.b),
  );
  const pairs = seeded.map((pair, i) => ({
    room: pair.room,
    sender: senders[i] as TestSocket,
    receiver: receivers[i] as TestSocket,
  }));
  // A hundred joins at a time, as connectMany connects: each join reads the room's history, and 2,000 at once on a
  // loaded machine left some unanswered past the acknowledgement's 15 s.
  const joins = pairs.flatMap(({ room, sender, receiver }) =>
    [sender, receiver].map((socket) => ({ room, socket })),
  );
  let next = 0;
  const worker = async () => {
    while (next < joins.length) {
      const { room, socket } = joins[next++] as (typeof joins)[number];
      const answer = await emitAck(socket, 'joinroom', { room });
      if (!answer.success) throw new Error(`joinroom refused: ${answer.error}`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(100, joins.length) }, worker));
  return pairs;
}

export interface Exchange {
  latencies: number[];
  /** First send to last receive, ms. */
  ms: number;
  sent: number;
  lost: number;
  refused: string[];
}

let run = 0;

/**
 * Each sender sends `perSender` messages to its room, one every `intervalMs` from a random start within the first
 * interval (0: all at once, a burst); each is timed from the emit to its partner's `newchat` (matched by cid).
 */
export async function exchange(pairs: ChatPair[], perSender: number, intervalMs: number): Promise<Exchange> {
  run += 1;
  const pending = new Map<string, number>();
  const latencies: number[] = [];
  const refused: string[] = [];
  let lastReceived = 0;
  let resolveAll: () => void = () => {};
  const allIn = new Promise<void>((resolve) => {
    resolveAll = resolve;
  });
  const total = pairs.length * perSender;
  const listeners = pairs.map(({ receiver }) => {
    const listener = ({ chat }: { chat: { cid?: string | null } }) => {
      const sentAt = chat.cid ? pending.get(chat.cid) : undefined;
      if (sentAt === undefined || !chat.cid) return;
      lastReceived = performance.now();
      latencies.push(lastReceived - sentAt);
      pending.delete(chat.cid);
      if (latencies.length === total) resolveAll();
    };
    receiver.on('newchat', listener);
    return () => receiver.off('newchat', listener);
  });

  const started = performance.now();
  const sendOne = (pair: ChatPair, pairIndex: number, i: number) => {
    const cid = `b${run}-${pairIndex}-${i}`;
    const payload: ClientInput<'sendchat'> = {
      room: pair.room,
      text: `Message ${i} from pair ${pairIndex}: shall we meet by the pebbles?`,
      cid,
    };
    pending.set(cid, performance.now());
    emitAck(pair.sender, 'sendchat', payload).then(
      (answer) => {
        if (!answer.success) refused.push(answer.error);
      },
      (err: unknown) => refused.push(String(err)),
    );
  };
  pairs.forEach((pair, pairIndex) => {
    if (intervalMs === 0) {
      for (let i = 0; i < perSender; i++) sendOne(pair, pairIndex, i);
      return;
    }
    const offset = Math.random() * intervalMs;
    for (let i = 0; i < perSender; i++) {
      setTimeout(() => sendOne(pair, pairIndex, i), offset + i * intervalMs);
    }
  });
  const limit = intervalMs * perSender + 60_000;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([allIn, new Promise((resolve) => (timer = setTimeout(resolve, limit)))]);
  clearTimeout(timer);
  for (const off of listeners) off();
  return {
    latencies,
    ms: lastReceived - started,
    sent: total,
    lost: total - latencies.length,
    refused,
  };
}
