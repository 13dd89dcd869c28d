// The server side of chat.bench.ts, run as a child process (`node --expose-gc --import tsx chat-server.ts relay|rookery`)
// so that its memory is measured apart from the bench's client sockets. `relay` is a bare Socket.IO 4.8 server
// (websocket only) that answers joinroom and relays sendchat to the room with the same acknowledgement and payload
// shape as Rookery; `rookery` is the real server (buildServer, PGlite in memory, or a fresh PostgreSQL database when
// DATABASE_URL is set). It seeds signed-in pairs on request and reports memory after a full GC.
// CHAT_BENCH_STAGES=1 times every database statement and the event loop's blocking (chat.bench.ts --profile).
// For two servers (chat-scale.bench.ts): CHAT_BENCH_REDIS_URL joins the server to others through Redis (Rookery
// with its own REDIS_URL, the relay with the same Socket.IO streams adapter), and CHAT_BENCH_DATABASE_URL puts
// Rookery on a PostgreSQL database the bench made and drops itself, so that two children share it.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server as HttpServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { REALTIME } from '@rookery/shared/events.ts';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { createClient } from 'redis';
import { Server } from 'socket.io';
import { buildServer } from '../packages/server/src/build-server.ts';
import { loadConfig } from '../packages/server/src/config.ts';
import { sessions } from '../packages/server/src/modules/auth/auth.schema.ts';
import { hashToken } from '../packages/server/src/modules/auth/session.service.ts';
import { matches } from '../packages/server/src/modules/chat/chat.schema.ts';
import { pairOf } from '../packages/server/src/modules/deck/decisions.repo.ts';
import { openDatabase } from '../packages/server/src/platform/db/db-client.ts';
import { make } from '../packages/server/src/testing/factories.ts';
import { freshPostgres } from '../packages/server/src/testing/fresh-postgres.ts';
import type { BenchPair, FromServer, ServerKind, StageTimes, ToServer } from './chat-protocol.ts';
import { lagOf, loopCpuMs, stageHooks } from './chat-stages.ts';

const kind = process.argv[2] as ServerKind;
if (kind !== 'relay' && kind !== 'rookery') throw new Error('usage: chat-server.ts relay|rookery');
const send = (message: FromServer) => process.send?.(message);
const gc = (globalThis as { gc?: () => void }).gc;
const stages = process.env.CHAT_BENCH_STAGES === '1' ? stageHooks() : null;
const redisUrl = process.env.CHAT_BENCH_REDIS_URL || undefined;
const sharedDatabaseUrl = process.env.CHAT_BENCH_DATABASE_URL || undefined;

interface Running {
  http: HttpServer;
  engine: string;
  seed(pairs: number, idle: number): Promise<{ pairs: BenchPair[]; idle: string[] }>;
  stop(): Promise<void>;
}

async function startRelay(): Promise<Running> {
  const http = createServer();
  const io = new Server(http, { path: REALTIME.path, transports: ['websocket'], serveClient: false });
  const redis = redisUrl ? createClient({ url: redisUrl }) : undefined;
  if (redis) {
    await redis.connect();
    io.adapter(createAdapter(redis));
  }
  let nextId = 0;
  type Ack = (answer: object) => void;
  io.on('connection', (socket) => {
    socket.on('joinroom', (payload: { room: string }, ack?: Ack) => {
      void socket.join(payload.room);
      ack?.({ success: true, room: payload.room });
    });
    socket.on('sendchat', (payload: { room: string; text: string; cid?: string }, ack?: Ack) => {
      nextId += 1;
      // The same wire shape as Rookery's ChatMessage, to the whole room (the sender too), as hub.toRoom does.
      const chat = {
        id: nextId,
        type: 'text',
        chattext: payload.text,
        from_id: socket.id,
        room_id: payload.room,
        reference: null,
        created: new Date().toISOString(),
        cid: payload.cid ?? null,
      };
      io.to(payload.room).emit('newchat', { chat });
      ack?.({ success: true, chat });
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return {
    http,
    engine: 'none',
    seed: async (pairs) => ({
      pairs: Array.from({ length: pairs }, () => ({ room: randomUUID(), a: '', b: '' })),
      idle: [],
    }),
    stop: async () => {
      io.close();
      await redis?.quit();
    },
  };
}

async function startRookery(): Promise<Running> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rookery-chat-bench-'));
  // As the server tests run it (startTestServer): no mail, captcha or image providers are needed here.
  const config = loadConfig(
    {},
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      ALTCHA_HMAC_KEY: 'bench-only-altcha-hmac-key-0123456789abcdef',
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    },
  );
  const pgUrl = process.env.DATABASE_URL;
  const fresh = pgUrl && !sharedDatabaseUrl ? await freshPostgres(pgUrl, 'rookery_chat_bench') : undefined;
  const pg = sharedDatabaseUrl ?? fresh?.url;
  config.db = pg ? { kind: 'pg', url: pg } : { kind: 'pglite', dir: null };
  const database = await openDatabase(config);
  await database.migrate();
  const app = await buildServer(config, { database, migrated: true });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { db } = database;

  // Sessions straight into the table, as sessions.start writes them (one row per person), many per statement.
  async function signIn(userIds: string[]): Promise<string[]> {
    const cookies: string[] = [];
    const expiresAt = new Date(Date.now() + 86_400_000);
    for (let start = 0; start < userIds.length; start += 1000) {
      const rows = userIds.slice(start, start + 1000).map((userId) => {
        const token = randomBytes(32).toString('base64url');
        cookies.push(`${app.sessionCookieName}=${token}`);
        return { id: hashToken(token), userId, expiresAt, userAgent: 'chat-bench' };
      });
      await db.insert(sessions).values(rows);
    }
    return cookies;
  }

  return {
    http: app.server,
    engine: database.kind === 'pg' ? 'PostgreSQL' : 'PGlite in memory',
    async seed(pairCount, idleCount) {
      const people = await make.people(
        db,
        Array.from({ length: pairCount * 2 }, () => ({})),
      );
      const cookies = await signIn(people.map((p) => p.id));
      const pairs: BenchPair[] = [];
      const rows = [];
      for (let i = 0; i < pairCount; i++) {
        const [a, b] = [people[2 * i], people[2 * i + 1]];
        if (!a || !b) throw new Error('seed failed');
        const [userA, userB] = pairOf(a.id, b.id);
        rows.push({ id: randomUUID(), userA, userB });
        pairs.push({ room: rows[i]?.id ?? '', a: cookies[2 * i] ?? '', b: cookies[2 * i + 1] ?? '' });
      }
      await db.insert(matches).values(rows);
      // Idle people need only an account (verified, terms accepted) and a session to hold a socket.
      const idlePeople = await make.people(
        db,
        Array.from({ length: idleCount }, () => ({ withProfile: false, at: null })),
      );
      return { pairs, idle: await signIn(idlePeople.map((p) => p.id)) };
    },
    async stop() {
      await app.close();
      await database.close();
      await fresh?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

stages?.install();
const running = kind === 'relay' ? await startRelay() : await startRookery();
const lag = monitorEventLoopDelay({ resolution: 10 });
lag.enable();
let cpuSince = process.cpuUsage();
let loopSince = loopCpuMs();
const address = running.http.address();
if (!address || typeof address !== 'object') throw new Error('server did not bind');
send({ type: 'ready', url: `http://127.0.0.1:${address.port}`, engine: running.engine });

const connections = () =>
  new Promise<number>((resolve) => running.http.getConnections((_err, count) => resolve(count)));

process.on('message', (message: ToServer) => {
  void (async () => {
    if (message.type === 'seed') {
      const started = performance.now();
      const seeded = await running.seed(message.pairs, message.idle);
      send({ type: 'seeded', ...seeded, ms: performance.now() - started });
    } else if (message.type === 'memory') {
      // Two full collections: the first may only queue finalizers.
      gc?.();
      gc?.();
      const { heapUsed, heapTotal, external, arrayBuffers, rss } = process.memoryUsage();
      send({
        type: 'memory',
        sample: { heapUsed, heapTotal, external, arrayBuffers, rss },
        sockets: await connections(),
      });
    } else if (message.type === 'stages') {
      // Since the previous request; the bench asks before and after each phase.
      const used = process.cpuUsage(cpuSince);
      const report: StageTimes = {
        cpuMs: (used.user + used.system) / 1000,
        loopCpuMs: loopSince === null ? null : (loopCpuMs() ?? 0) - loopSince,
        lag: lagOf(lag),
        queries: stages ? stages.read().queries : null,
      };
      stages?.reset();
      lag.reset();
      cpuSince = process.cpuUsage();
      loopSince = loopCpuMs();
      send({ type: 'stages', stages: report });
    } else if (message.type === 'stop') {
      await running.stop();
      process.exit(0);
    }
  })().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
});
