// PeerJS signalling on every server. Two servers on one database and one Redis; each PeerJS client
// may reach either (nginx routes /peerjs like any path), so an offer from a peer on server one must reach its
// callee on server two, wait for a callee not yet connected anywhere, and survive server one restarting in the
// middle of the call's set-up: the caller reconnects through server two with the same id and token and the
// answer reaches it. The room rule holds across servers. Runs only with REDIS_URL (.ci/run sets it).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../build-server.ts';
import { make } from '../../testing/factories.ts';
import { listenOnce } from '../../testing/socket-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { type OpenCall, openCall, type PeerClient, pause, peerSocket } from './testing/peer-client.ts';

const { REDIS_URL } = process.env;

const message = (type: string, dst: string, payload: unknown = { sdp: `${type} v=0` }) =>
  JSON.stringify({ type, dst, payload });

describe.skipIf(!REDIS_URL)('PeerJS signalling across servers (needs REDIS_URL)', () => {
  let one: TestServer;
  const apps: FastifyInstance[] = [];
  const urls: string[] = [];
  const calls: OpenCall[] = [];
  const peers: PeerClient[] = [];

  /** Another server on server one's database and Redis, listening; closed after the file unless closed before. */
  async function anotherServer(): Promise<string> {
    const app = await buildServer(one.config, { database: one.database, migrated: true });
    await app.ready();
    apps.push(app);
    return listenOnce({ ...one, app, close: async () => app.close() });
  }

  beforeAll(async () => {
    one = await startTestServer({ REDIS_URL, PEERJS_KEY: 'rookerykey', JOBS_WORKER: '0' });
    urls.push(await anotherServer(), await anotherServer());
  }, 120_000);

  afterAll(async () => {
    for (const call of calls) for (const socket of [call.a, call.b]) socket.close();
    for (const peer of peers) peer.ws.terminate();
    for (const app of apps) await app.close().catch(() => {});
    await one?.close();
  });

  /** A call opened on the first server whose peers are then moved as the test says. */
  async function callOn(url: string) {
    const pair = await make.room(one);
    const call = await openCall(url, pair);
    calls.push(call);
    peers.push(call.peerA, call.peerB);
    return { pair, call };
  }

  async function peerOn(url: string, cookie: string, ids: { id: string; token: string }) {
    const peer = await peerSocket(url, cookie, ids);
    peers.push(peer);
    await peer.next('OPEN');
    return peer;
  }

  it('an offer, its answer and candidates pass between a peer on server one and a peer on server two', async () => {
    const [first, second] = urls as [string, string];
    const { pair, call } = await callOn(first);
    call.peerB.ws.terminate();
    const calleeOnTwo = await peerOn(second, pair.b.cookie, call.callee);

    call.peerA.ws.send(message('OFFER', call.callee.id));
    expect(await calleeOnTwo.next('OFFER')).toMatchObject({
      src: call.caller.id,
      payload: { sdp: 'OFFER v=0' },
    });
    calleeOnTwo.ws.send(message('ANSWER', call.caller.id));
    expect(await call.peerA.next('ANSWER')).toMatchObject({ src: call.callee.id });
    calleeOnTwo.ws.send(message('CANDIDATE', call.caller.id, { candidate: 'c1' }));
    expect(await call.peerA.next('CANDIDATE')).toMatchObject({ payload: { candidate: 'c1' } });
  });

  it('an offer for a callee not yet connected anywhere waits and reaches them on the other server', async () => {
    const [first, second] = urls as [string, string];
    const { pair, call } = await callOn(first);
    call.peerB.ws.terminate();
    await call.peerB.closed();
    // time passes: the server hears the callee's socket close (nothing tells the client when it has)
    await pause(100);
    call.peerA.ws.send(message('OFFER', call.callee.id));
    // time passes: the offer waits a while for a callee not yet connected anywhere
    await pause(1000);
    const late = await peerOn(second, pair.b.cookie, call.callee);
    expect(await late.next('OFFER')).toMatchObject({ src: call.caller.id });
  });

  it('nobody outside the call reaches its peers from another server', async () => {
    const [first, second] = urls as [string, string];
    const { call } = await callOn(first);
    const other = await callOn(second);
    // A peer of another live call, on server two, sends to this call's callee on server one.
    other.call.peerA.ws.send(message('OFFER', call.callee.id));
    // time passes: a relayed offer would arrive within this; none may
    await pause(500);
    expect(call.peerB.messages.filter((m) => m.type === 'OFFER')).toEqual([]);
  });

  it('server one restarts during the set-up: the caller reconnects through server two and gets the answer', async () => {
    const restarting = await anotherServer();
    const second = urls[1] as string;
    const { pair, call } = await callOn(restarting);
    // The callee is on server two; the caller's offer goes out, then its server goes away.
    call.peerB.ws.terminate();
    const callee = await peerOn(second, pair.b.cookie, call.callee);
    call.peerA.ws.send(message('OFFER', call.callee.id));
    await callee.next('OFFER');
    const app = apps.at(-1) as FastifyInstance;
    const closing = app.close();
    await call.peerA.closed(5000);
    await closing;
    // The PeerJS client reconnects with its id and token: to server two now, which takes it (not ID-TAKEN).
    const caller = await peerOn(second, pair.a.cookie, call.caller);
    callee.ws.send(message('ANSWER', call.caller.id));
    expect(await caller.next('ANSWER')).toMatchObject({ src: call.callee.id });
    expect(caller.messages.filter((m) => m.type === 'ID-TAKEN' || m.type === 'ERROR')).toEqual([]);
    // And back the other way, through the restarted deployment.
    caller.ws.send(message('CANDIDATE', call.callee.id, { candidate: 'after-restart' }));
    expect(await callee.next('CANDIDATE')).toMatchObject({ payload: { candidate: 'after-restart' } });
  });

  it('the same id taken over on another server closes its older socket there (one socket per id)', async () => {
    const [first, second] = urls as [string, string];
    const { pair, call } = await callOn(first);
    const moved = await peerOn(second, pair.a.cookie, call.caller);
    await call.peerA.closed(3000);
    call.peerB.ws.send(message('OFFER', call.caller.id));
    expect(await moved.next('OFFER')).toMatchObject({ src: call.callee.id });
  });
});
