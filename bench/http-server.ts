// The server side of api.bench.ts, signin.bench.ts and db-thread.bench.ts, run as a child process (http-child.ts):
// `bare` is a Fastify 5 hello-world (no logger, no plugins) answering GET /api with a small JSON envelope, the
// baseline; `bare-pglite` is the same bare Fastify answering GET /api?action=menudata with menudata's own SQL
// (modules/account/menu.repo.ts) prepared once through PGlite's wire protocol (pglite-prepared.ts, PGlite's own
// parse, bind and execute) on a PGlite in its process, in a data folder loaded from the rookery server's
// (BENCH_PGLITE_DUMP: the same data), for the person its cookie `u` names (no session); `rookery` is the real server (buildServer, NODE_ENV=production, LOG_LEVEL=warn) on PGlite in a fresh
// data folder (as `npm start` runs it), or on a fresh PostgreSQL database when DATABASE_URL is set (dropped at the
// end). It seeds on request and reports its own CPU time, which unlike latency does not depend on the machine's load.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import type { Db } from '../packages/server/src/platform/db/db-client.ts';
import type { preparedStatement } from '../packages/server/src/platform/db/prepared.ts';
import type { ApiViewer, FromHttpServer, HttpServerKind, SigninAccount, ToHttpServer } from './http-child.ts';

const kind = process.argv[2] as HttpServerKind;
if (kind !== 'bare' && kind !== 'bare-pglite' && kind !== 'rookery') {
  throw new Error('usage: http-server.ts bare|bare-pglite|rookery');
}
const send = (message: FromHttpServer) => process.send?.(message);
const SIGNIN_PASSWORD = 'bench-signin-password-1';

interface Running {
  server: Server;
  engine: string;
  seedApi(people: number, viewers: number, matchesEach: number): Promise<ApiViewer[]>;
  seedSignin(accounts: number): Promise<SigninAccount[]>;
  dump?(file: string): Promise<void>;
  stop(): Promise<void>;
}

async function startBare(): Promise<Running> {
  const app = Fastify();
  app.get('/api', async () => ({ success: true, hello: 'world' }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const none = () => Promise.reject(new Error('the bare server has no database'));
  return { server: app.server, engine: 'none', seedApi: none, seedSignin: none, stop: () => app.close() };
}

async function startBarePglite(): Promise<Running> {
  const [{ PGlite }, { MENU_SQL }, { pglitePrepared }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('../packages/server/src/modules/account/menu.repo.ts'),
    import('../packages/server/src/platform/db/pglite-prepared.ts'),
  ]);
  const file = process.env.BENCH_PGLITE_DUMP;
  if (!file)
    throw new Error('bare-pglite needs BENCH_PGLITE_DUMP (a data folder dumped by the rookery server)');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rookery-bare-pglite-'));
  const pg = new PGlite(dataDir, { loadDataDir: new Blob([readFileSync(file)]) });
  await pg.waitReady;
  const menu = pglitePrepared<{
    pebbles: number;
    aiimage: string | null;
    profileimage: string | null;
    unread: number;
    notifications: number;
  }>(pg, 'menudata', MENU_SQL);
  const app = Fastify();
  app.get('/api', async (request) => {
    const userId = /(?:^|;\s*)u=([0-9a-f-]{36})/.exec(request.headers.cookie ?? '')?.[1] ?? '';
    const [row] = await menu([userId]);
    return {
      success: true,
      md: [
        {
          accept_tc: 1,
          verify: 1,
          id: userId,
          aiimage: row?.aiimage ?? null,
          profileimage: row?.profileimage ?? null,
          pebbles: row?.pebbles ?? 0,
          unread: row?.unread ?? 0,
          notifications: row?.notifications ?? 0,
        },
      ],
    };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const none = () =>
    Promise.reject(new Error('the bare-pglite server seeds nothing: it opens the rookery data'));
  return {
    server: app.server,
    engine: 'PGlite',
    seedApi: none,
    seedSignin: none,
    async stop() {
      await app.close();
      await pg.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The database as the server sees it, with the prepared statements named in `names` planned on every call: a Db
 * whose client looks like a node-postgres pool to prepared.ts, sending those through `db.execute` with drizzle's
 * parameters and every other statement through the real prepared statement; everything else is the real Db.
 */
function plannedEveryTime(db: Db, names: Set<string>, prepare: typeof preparedStatement): Db {
  const kept = new Map<string, (params: readonly unknown[]) => Promise<unknown[]>>();
  const built = (text: string, values: unknown[]) =>
    sql.join(
      text
        .split(/\$(\d+)/)
        .map((chunk, i) => (i % 2 === 1 ? sql.param(values[Number(chunk) - 1]) : sql.raw(chunk))),
      sql.raw(''),
    );
  const client = {
    async query({ name, text, values }: { name: string; text: string; values: unknown[] }) {
      if (names.has(name)) return db.execute(built(text, values));
      let run = kept.get(name);
      if (!run) {
        run = prepare(db, name, text);
        kept.set(name, run);
      }
      return { rows: await run(values) };
    },
  };
  return new Proxy(db, {
    get: (target, key) => (key === '$client' ? client : Reflect.get(target, key, target)),
  });
}

async function startRookery(): Promise<Running> {
  // Imported here, not at the top: the bare child never needs the app, and compiling it would slow its start.
  const [
    { buildServer },
    { loadConfig },
    { hashPassword },
    { make },
    { loadGazetteer },
    { openDatabase },
    { users },
    { deckPositions },
    { chatMessages, matches },
    { hiddenPairs },
    { freshPostgres },
    { pickViewers, seedPopulation },
    { preparedStatement },
  ] = await Promise.all([
    import('../packages/server/src/build-server.ts'),
    import('../packages/server/src/config.ts'),
    import('../packages/server/src/modules/auth/password.ts'),
    import('../packages/server/src/testing/factories.ts'),
    import('../packages/server/src/modules/location/gazetteer.ts'),
    import('../packages/server/src/platform/db/db-client.ts'),
    import('../packages/server/src/modules/auth/auth.schema.ts'),
    import('../packages/server/src/modules/deck/deck.schema.ts'),
    import('../packages/server/src/modules/chat/chat.schema.ts'),
    import('../packages/server/src/modules/safety/safety.schema.ts'),
    import('../packages/server/src/testing/fresh-postgres.ts'),
    import('./deck-population.ts'),
    import('../packages/server/src/platform/db/prepared.ts'),
  ]);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rookery-http-bench-'));
  const pgUrl = process.env.DATABASE_URL;
  const fresh = pgUrl ? await freshPostgres(pgUrl, 'rookery_http_bench') : undefined;
  // Production as `npm start` runs it, but without request logs (the bare server logs nothing either). These
  // benches send no mail and check no captcha, so the secrets production requires are stand-ins.
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    // Off, as on a web server beside the one that runs the scheduled tasks: the first tick would run every
    // retention task over the seeded population inside the measurement.
    JOBS_SCHEDULE: '0',
    DATA_DIR: dataDir,
    DATABASE_URL: fresh?.url ?? '',
    // db-thread.bench.ts measures PGlite on its thread (the default) against PGlite on the server's thread.
    PGLITE_THREAD: process.env.PGLITE_THREAD === 'main' ? 'main' : 'worker',
    SMTP_URL: 'smtp://127.0.0.1:2525',
    ALTCHA_HMAC_KEY: 'http-bench-only-not-a-secret-0123456789abcdef',
    CODE_SECRET: 'http-bench-only-not-a-secret-0123456789abcdef',
    // The per-address ceiling stays on, so its counter's cost is in the figures, but above what the load generator
    // sends from its one address (platform/http/address-limits.ts).
    LIMIT_SIGNIN_PER_MINUTE: '10000000',
    LIMIT_API_PER_MINUTE: '10000000',
    LIMIT_DOWNLOADS_PER_MINUTE: '10000000',
  });
  // BENCH_PGLITE_MEMORY=1: PGlite in memory instead of on disk, to tell the engine's cost from its file system's.
  if (!fresh && process.env.BENCH_PGLITE_MEMORY === '1') config.db = { kind: 'pglite', dir: null };
  const database = await openDatabase(config);
  await database.migrate();
  // BENCH_PLANNED_EVERY_TIME=name,…: those prepared statements (platform/db/prepared.ts) are sent through drizzle's
  // `db.execute` instead, planned on every call, as before they were prepared (api.bench.ts API_BENCH_PLANNED).
  const plannedNames = new Set((process.env.BENCH_PLANNED_EVERY_TIME ?? '').split(',').filter(Boolean));
  const served =
    plannedNames.size === 0
      ? database
      : { ...database, db: plannedEveryTime(database.db, plannedNames, preparedStatement) };
  const app = await buildServer(config, { database: served, migrated: true });
  await app.listen({ host: '127.0.0.1', port: 0 });
  // Listening starts the gazetteer's load in the background (about a second of the event loop): let it finish
  // before anything is measured, as it has on a server that has been up for a while.
  await loadGazetteer();
  const { db } = database;
  const signIn = async (userId: string) =>
    `${app.sessionCookieName}=${await app.services.sessions.start(userId, 'http-bench')}`;

  return {
    server: app.server,
    engine: `${database.kind === 'pg' ? 'PostgreSQL' : 'PGlite'}${plannedNames.size > 0 ? ' (planned every time)' : ''}`,
    async seedApi(people, viewerCount, matchesEach) {
      await seedPopulation(db, people);
      await db.execute(sql`vacuum analyze`);
      // Viewers in the dense city (a full deck each); for each of them `matchesEach` other deckable people (from
      // anywhere), matched to them with a short conversation, the first two as full matches.
      const viewerIds = await pickViewers(db, 'city', viewerCount);
      if (viewerIds.length < viewerCount) {
        throw new Error(`only ${viewerIds.length} deckable people near the city centre: seed more people`);
      }
      const others = await db
        .select({ id: deckPositions.userId })
        .from(deckPositions)
        .where(and(eq(deckPositions.deckable, true), notInArray(deckPositions.userId, viewerIds)))
        .orderBy(sql`md5(${deckPositions.userId}::text || 'partner')`)
        .limit(viewerCount * matchesEach);
      const partners = others.map((row) => row.id);
      const partnersOf = (i: number) => partners.slice(i * matchesEach, (i + 1) * matchesEach);
      // The population's blocks are random; a bench viewer has blocked no one, so each profile opens.
      await db
        .delete(hiddenPairs)
        .where(or(inArray(hiddenPairs.userA, viewerIds), inArray(hiddenPairs.userB, viewerIds)));
      const rooms: { id: string; userA: string; userB: string; fullMatch: boolean }[] = [];
      viewerIds.forEach((viewer, i) => {
        partnersOf(i).forEach((partner, k) => {
          const [userA, userB] = viewer < partner ? [viewer, partner] : [partner, viewer];
          rooms.push({ id: randomUUID(), userA, userB, fullMatch: k < 2 });
        });
      });
      await db.insert(matches).values(rooms).onConflictDoNothing();
      const kept = new Set(
        (
          await db
            .select({ id: matches.id })
            .from(matches)
            .where(
              inArray(
                matches.id,
                rooms.map((r) => r.id),
              ),
            )
        ).map((row) => row.id),
      );
      const said = rooms
        .filter((room) => kept.has(room.id))
        .flatMap((room) =>
          [0, 1, 2].map((n) => ({
            roomId: room.id,
            fromId: n % 2 === 0 ? room.userA : room.userB,
            type: 'text',
            chattext: `Hello number ${n}`,
            clientId: randomUUID(),
          })),
        );
      if (said.length > 0) await db.insert(chatMessages).values(said);
      const viewers: ApiViewer[] = [];
      for (const [i, id] of viewerIds.entries()) {
        viewers.push({ cookie: await signIn(id), userId: id, profileIds: partnersOf(i) });
      }
      return viewers;
    },
    async seedSignin(count) {
      const people = await make.people(
        db,
        Array.from({ length: count }, () => ({})),
      );
      // One hash for every account: verifying costs the same whichever password it was made from.
      const hash = await hashPassword(SIGNIN_PASSWORD);
      await db
        .update(users)
        .set({ passwordHash: hash })
        .where(
          inArray(
            users.id,
            people.map((p) => p.id),
          ),
        );
      return people.map((p) => ({ email: p.email, password: SIGNIN_PASSWORD }));
    },
    async dump(file) {
      writeFileSync(file, Buffer.from(await (await database.dumpPglite()).arrayBuffer()));
    },
    async stop() {
      await app.close();
      await database.close();
      await fresh?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const running =
  kind === 'bare'
    ? await startBare()
    : kind === 'bare-pglite'
      ? await startBarePglite()
      : await startRookery();
const address = running.server.address();
if (!address || typeof address !== 'object') throw new Error('server did not bind');
let cpuSince = process.cpuUsage();
send({ type: 'ready', url: `http://127.0.0.1:${address.port}`, engine: running.engine });

// The bench ended without a stop (an error, ^C): clean up rather than linger as an orphan.
process.once('disconnect', () => {
  void running.stop().finally(() => process.exit(1));
});

process.on('message', (message: ToHttpServer) => {
  void (async () => {
    if (message.type === 'seed-api') {
      const started = performance.now();
      const viewers = await running.seedApi(message.people, message.viewers, message.matchesEach);
      send({ type: 'seeded-api', viewers, ms: performance.now() - started });
    } else if (message.type === 'seed-signin') {
      const started = performance.now();
      const accounts = await running.seedSignin(message.accounts);
      send({ type: 'seeded-signin', accounts, ms: performance.now() - started });
    } else if (message.type === 'usage') {
      const used = process.cpuUsage(cpuSince);
      cpuSince = process.cpuUsage();
      send({ type: 'usage', cpuMs: (used.user + used.system) / 1000 });
    } else if (message.type === 'dump') {
      if (!running.dump) throw new Error(`the ${kind} server has no data folder to dump`);
      await running.dump(message.file);
      send({ type: 'dumped' });
    } else if (message.type === 'stop') {
      await running.stop();
      process.exit(0);
    }
  })().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
});
