// A message is stored, so it must reach the other member, whatever happened to its first send.
// A server closing while it stores a message still broadcasts it; a resend of a message answered from storage is
// broadcast again (its first send may have been lost with Redis or with its server); joining a room reads the
// history after the socket joined, so a message stored in between is live or in the page, never in neither.
// The first two run two servers on one database with a redis-server of the test's own.
import type { ChatMessage } from '@rookery/shared/events.ts';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../build-server.ts';
import { afterPreparedStatements } from '../../platform/db/prepared.ts';
import { hasRedisServer, type OwnRedis, seenDown, startOwnRedis } from '../../security/testing/own-redis.ts';
import { roomHistory } from '../../security/testing/room-history.ts';
import { type ChatScreen, eventually, openChatScreen } from '../../testing/chat-screen.ts';
import { make } from '../../testing/factories.ts';
import {
  collect,
  connectAs,
  emitAck,
  fieldsOf,
  type TestSocket,
  waitFor,
} from '../../testing/socket-client.ts';
import { useSocketServer } from '../../testing/socket-fixture.ts';
import type { TestServer } from '../../testing/test-server.ts';

const noRedis = !hasRedisServer();
const realtime = useSocketServer();
let server: TestServer;
let redis: OwnRedis | null = null;
const apps: FastifyInstance[] = [];
const sockets: TestSocket[] = [];

beforeAll(() => {
  server = realtime.server;
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  for (const app of apps) await app.close().catch(() => {});
  await redis?.destroy();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function node(redisUrl: string): Promise<{ app: FastifyInstance; url: string }> {
  const app = await buildServer(
    { ...server.config, redisUrl },
    { database: server.database, migrated: true },
  );
  apps.push(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, url: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` };
}

async function screen(url: string, cookie: string, room: string): Promise<ChatScreen> {
  const opened = await openChatScreen(url, cookie, room);
  sockets.push(opened.socket);
  return opened;
}

type Execute = (query: SQL) => Promise<unknown>;

/**
 * The fault of a slow moment in the database: `after` runs once, when the first statement whose text or parameters
 * match has answered and before its caller hears the answer. Answers a function that puts the database back.
 */
function afterStatement(match: RegExp, after: () => Promise<void> | void): () => void {
  const db = server.database.db as unknown as {
    execute: Execute;
    dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  };
  const execute = db.execute.bind(db);
  let armed = true;
  db.execute = async (query) => {
    const result = await execute(query);
    const { sql, params } = db.dialect.sqlToQuery(query);
    if (armed && match.test(`${sql} ${JSON.stringify(params)}`)) {
      armed = false;
      await after();
    }
    return result;
  };
  // The statements prepared once (platform/db/prepared.ts) do not pass through db.execute.
  const restorePrepared = afterPreparedStatements(server.database.db, async (text, params) => {
    if (armed && match.test(`${text} ${JSON.stringify(params)}`)) {
      armed = false;
      await after();
    }
  });
  return () => {
    db.execute = execute;
    restorePrepared();
  };
}

/** Sends until the other server hears one: its stream reader may take a moment after start. */
async function crossServerWorks(from: ChatScreen, to: ChatScreen): Promise<void> {
  for (let n = 0; n < 30; n += 1) {
    const text = `warm ${n} ${Date.now()}`;
    const heard = waitFor(to.socket, 'newchat', ({ chat }) => chat.chattext === text, 1000);
    await emitAck(from.socket, 'sendchat', { room: from.room, text, cid: text });
    if (
      await heard.then(
        () => true,
        () => false,
      )
    )
      return;
  }
  throw new Error('cross-server delivery never worked');
}

describe.skipIf(noRedis)('a message stored is a message delivered (two servers, Redis)', () => {
  it('a resend answered from storage reaches the other member, though its first send did not', async () => {
    redis ??= await startOwnRedis();
    const one = await node(redis.url);
    const two = await node(redis.url);
    const { a, b, room } = await make.room(server);
    const phone = await screen(one.url, a.cookie, room);
    const theirs = await screen(two.url, b.cookie, room);
    await crossServerWorks(phone, theirs);

    try {
      // Stored on server one while Redis is away: broadcast there only, so the other member on two never hears it.
      await redis.stop();
      await seenDown([one.url, two.url]);
      const first = await emitAck(phone.socket, 'sendchat', { room, text: 'sent while away', cid: 'away-1' });
      expect(first.success).toBe(true);
      const stored = fieldsOf(first).chat as ChatMessage;
      // time passes: a broadcast through the other server would arrive within this; it may not
      await sleep(300);
      expect(theirs.messages.has(stored.id)).toBe(false);
      // The app, unsure, sends it again through server two (say the phone's network changed): stored once, and now
      // broadcast, while Redis is still away.
      const again = await screen(two.url, a.cookie, room);
      const resent = await emitAck(again.socket, 'sendchat', {
        room,
        text: 'sent while away',
        cid: 'away-1',
      });
      expect(resent).toMatchObject({ success: true, chat: { id: stored.id } });
      const heard = await eventually(() => theirs.messages.has(stored.id), 2000);
      console.log(`resend from storage: heard by the other member on server two: ${heard}`);
      expect(heard).toBe(true);
    } finally {
      // Back for the next test, whatever happened here.
      await redis.start();
    }
  });

  // The close is timed by a hook on db.execute, the path PGlite's chat writes take; on PostgreSQL the write batcher
  // stores inside a transaction the hook does not see, so the close would never be triggered. The drain itself is
  // the same code on both engines.
  it.skipIf(Boolean(process.env.DATABASE_URL))(
    'a server closing while it stores messages broadcasts every one it stored',
    async () => {
      redis ??= await startOwnRedis();
      const one = await node(redis.url);
      const two = await node(redis.url);
      const { a, b, room } = await make.room(server);
      const phone = await screen(one.url, a.cookie, room);
      const theirs = await screen(two.url, b.cookie, room);
      await crossServerWorks(phone, theirs);

      // A burst; server one is told to close the moment the statement storing the fourth message has answered, so
      // that message is under way (stored, not yet sent) and the rest wait behind it (SIGTERM under load).
      const BURST = 10;
      const texts = Array.from({ length: BURST }, (_, n) => `burst ${n}`);
      const acked = new Set<string>();
      let closed: Promise<void> | null = null;
      const restore = afterStatement(/"burst 3"/, async () => {
        closed = one.app.close();
        // time passes: the close is under way (its hooks run) before the statement's caller hears it was stored.
        await sleep(300);
      });
      const loose = phone.socket as unknown as {
        emit(event: string, payload: unknown, ack: (answer: { success: boolean }) => void): void;
      };
      for (const text of texts) {
        loose.emit('sendchat', { room, text, cid: text }, (answer) => {
          if (answer.success) acked.add(text);
        });
      }
      try {
        expect(await eventually(() => closed !== null, 10_000)).toBe(true);
        await closed;
      } finally {
        restore();
      }

      // Before any resend: every message stored reached the other member on server two (read with a socket of its
      // own: the pages that loadchats sends would otherwise fill the screen), within a second of the close.
      const look = await connectAs(two.url, { cookie: b.cookie });
      sockets.push(look);
      const history = await roomHistory(look, room);
      const storedBurst = history.filter((chat) => texts.includes(chat.chattext));
      await eventually(() => storedBurst.every((chat) => theirs.messages.has(chat.id)), 1000);
      const unheard = storedBurst.filter((chat) => !theirs.messages.has(chat.id));
      // The app then resends what was not acknowledged, through server two.
      const again = await screen(two.url, a.cookie, room);
      for (const text of texts.filter((text) => !acked.has(text))) {
        expect((await emitAck(again.socket, 'sendchat', { room, text, cid: text })).success).toBe(true);
      }
      const all = await eventually(
        () => texts.every((text) => [...theirs.messages.values()].some((chat) => chat.chattext === text)),
        3000,
      );
      console.log(
        `closing server: ${BURST} sent, ${acked.size} acknowledged, ${storedBurst.length} stored by the time it closed, ` +
          `${unheard.length} of them never broadcast; after the resends all ${BURST} on the other screen: ${all}`,
      );
      expect(unheard.map((chat) => chat.chattext)).toEqual([]);
      expect(all).toBe(true);
    },
  );
});

describe('joining a room while a message is stored', () => {
  it('shows a message stored between the history read and the join, live or in the page', async () => {
    const { a, b, room } = await make.room(server);
    const writer = await realtime.socketOf(a);
    const reader = await realtime.socketOf(b);
    await emitAck(writer, 'sendchat', { room, text: 'before the join', cid: 'before' });

    // The fault: the database answers the join's history read (the page query, order by id desc) only after another
    // message was stored and sent: a slow moment, as between two servers on PostgreSQL.
    let between: ChatMessage | null = null;
    const restore = afterStatement(/order by id desc limit/, async () => {
      const sent = await emitAck(writer, 'sendchat', { room, text: 'between', cid: 'between' });
      between = fieldsOf(sent).chat as ChatMessage;
    });
    try {
      const live = collect(reader, 'newchat');
      const page = waitFor(reader, 'getchats', (payload) => payload.room === room);
      expect((await emitAck(reader, 'joinroom', { room })).success).toBe(true);
      const [{ chats }] = await page;
      // The message stored during the join: in the page, or live just after it.
      const shown = () => new Set([...chats, ...live.map(([{ chat }]) => chat)].map((chat) => chat.id));
      const storedId = () => (between as ChatMessage | null)?.id ?? 0;
      await eventually(() => shown().has(storedId()), 2000);
      const stored = between as ChatMessage | null;
      expect(stored).not.toBeNull();
      console.log(`joinroom: the message stored during the join shown: ${shown().has(storedId())}`);
      expect(shown().has(storedId())).toBe(true);
    } finally {
      restore();
    }
  });
});
