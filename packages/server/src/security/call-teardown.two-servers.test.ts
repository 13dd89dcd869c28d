// Calls ending with the match, the account or the session, across servers: with REDIS_URL the PeerJS server runs on
// one process (docs/OPERATIONS.md "Calls"), so a block, a ban or a sign-out handled by another server must reach it
// through the hub's news. Two servers on one database and one Redis; the peers on server one, the ending on server
// two. Runs only with REDIS_URL (.ci/run sets it); skipped otherwise.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_COMMANDS } from '../admin/admin-commands.ts';
import { runAdmin } from '../admin/admin-runner.ts';
import {
  answered,
  type OpenCall,
  offerTo,
  openCall,
  pause,
  peerSocket,
} from '../modules/calls/testing/peer-client.ts';
import { make } from '../testing/factories.ts';
import { emitAck, waitFor } from '../testing/socket-client.ts';
import type { TestServer } from '../testing/test-server.ts';
import { useTwoServers } from '../testing/two-servers-fixture.ts';

const { REDIS_URL } = process.env;

describe.skipIf(!REDIS_URL)('calls end across servers (needs REDIS_URL)', () => {
  const servers = useTwoServers(REDIS_URL, { PEERJS_KEY: 'rookerykey' });
  let one: TestServer;
  let twoApp: FastifyInstance;
  let urls: readonly [string, string];
  const calls: OpenCall[] = [];

  beforeAll(() => {
    one = servers.one;
    twoApp = servers.two;
    urls = servers.urls;
  });

  afterAll(() => {
    for (const call of calls) {
      for (const socket of [call.a, call.b]) socket.close();
      for (const peer of [call.peerA, call.peerB]) peer.ws.terminate();
    }
  });

  async function callOnOne() {
    const pair = await make.room(one);
    const call = await openCall(urls[0], pair);
    calls.push(call);
    return { pair, call };
  }

  it('a block on server two ends the call held on server one within 1 s, and nothing relays after', async () => {
    const { pair, call } = await callOnOne();
    const blocker = await servers.socketOn(urls[1], pair.b.cookie);
    const told = [
      waitFor(call.a, 'closedcall', () => true, 1000),
      waitFor(call.b, 'closedcall', () => true, 1000),
    ];
    const closed = [call.peerA.closed(1000), call.peerB.closed(1000)];
    expect((await emitAck(blocker, 'block', { room: pair.room })).success).toBe(true);
    expect((await Promise.all(told)).map(([payload]) => payload.id)).toEqual([pair.b.id, pair.a.id]);
    await Promise.all(closed);
    const again = [
      await peerSocket(urls[0], pair.a.cookie, call.caller),
      await peerSocket(urls[0], pair.b.cookie, call.callee),
    ];
    await Promise.all(again.map((peer) => answered(peer)));
    again[0]?.ws.send(offerTo(call.callee.id));
    // time passes: a relayed offer would arrive within this; none may
    await pause(300);
    expect(again[1]?.messages.filter((m) => m.type === 'OFFER')).toEqual([]);
    for (const peer of again) peer.ws.terminate();
  });

  it('a ban run on server two closes the call on server one within 1 s', async () => {
    const { pair, call } = await callOnOne();
    const told = waitFor(call.b, 'closedcall', () => true, 1000);
    const closed = [call.peerA.closed(1000), call.peerB.closed(1000)];
    const ban = await runAdmin(twoApp, ADMIN_COMMANDS, ['ban', pair.a.email, '--reason', 'Threats'], 'mod');
    expect(ban.status).toBe(0);
    expect((await told)[0]).toEqual({ id: pair.a.id });
    await Promise.all(closed);
  });

  it('signing out through server two closes the PeerJS socket held on server one within 1 s', async () => {
    const { pair, call } = await callOnOne();
    const closed = call.peerA.closed(1000);
    const out = await twoApp.inject({ method: 'POST', url: '/signout', headers: { cookie: pair.a.cookie } });
    expect(out.statusCode).toBe(200);
    expect(await closed).toBeLessThan(1000);
    expect(call.peerB.ws.readyState).toBe(call.peerB.ws.OPEN);
  });
});
