// A call outlived the things that should end it. Against a real server, real Socket.IO
// clients and real PeerJS websockets: A and B in an open call, then block, report, unmatch (by B), a ban, a
// suspension or A's account deletion ends it for both at once (closedcall within 1 s, both peer sockets closed)
// and no OFFER from A reaches B's peer id any more, not even from peers registered again with the same tokens.
// Ending a session (sign-out, a password reset's sign-out everywhere) closes its PeerJS socket within 1 s, also a
// socket a second registration of the same peer id (P2 over P1, then P2 closed) once left out of every list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_COMMANDS } from '../admin/admin-commands.ts';
import { runAdmin } from '../admin/admin-runner.ts';
import { apiPost } from '../modules/auth/testing/auth-test-kit.ts';
import {
  answered,
  type OpenCall,
  offerTo,
  openCall,
  type PeerClient,
  pause,
  peerSocket,
} from '../modules/calls/testing/peer-client.ts';
import { make, type Pair } from '../testing/factories.ts';
import { emitAck, waitFor } from '../testing/socket-client.ts';
import { useSocketServer } from '../testing/socket-fixture.ts';
import type { TestServer } from '../testing/test-server.ts';

const realtime = useSocketServer({ PEERJS_KEY: 'rookerykey' });
let server: TestServer;
let url: string;
const calls: OpenCall[] = [];
const extraPeers: PeerClient[] = [];

beforeAll(() => {
  server = realtime.server;
  url = realtime.url;
});
afterAll(() => {
  for (const call of calls) {
    call.a.close();
    call.b.close();
    call.peerA.ws.terminate();
    call.peerB.ws.terminate();
  }
  for (const peer of extraPeers) peer.ws.terminate();
});

const admin = (...argv: string[]) => runAdmin(server.app, ADMIN_COMMANDS, argv, 'moderator');
const REPORT = { reason: 'Harrassment', details: 'Kept calling after I said no.' };

interface Ending {
  name: string;
  /** Whether A keeps a session afterwards (so A's own sockets hear closedcall and A may register again). */
  aSignedIn: boolean;
  act(pair: Pair, call: OpenCall): Promise<unknown>;
}

const ENDINGS: Ending[] = [
  { name: 'block', aSignedIn: true, act: (p, c) => emitAck(c.b, 'block', { room: p.room }) },
  { name: 'report', aSignedIn: true, act: (p, c) => emitAck(c.b, 'report', { room: p.room, ...REPORT }) },
  { name: 'unmatch', aSignedIn: true, act: (p, c) => emitAck(c.b, 'unmatch', { room: p.room }) },
  { name: 'ban', aSignedIn: false, act: (p) => admin('ban', p.a.email, '--reason', 'Threats') },
  {
    name: 'suspension',
    aSignedIn: false,
    act: (p) => admin('suspend', p.a.email, '--days', '3', '--reason', 'Threats'),
  },
  {
    name: 'deletion',
    aSignedIn: false,
    act: (p) => apiPost(server, 'deleteaccount', { source: 'App' }, p.a),
  },
];

/** Offers from A that reach B after the ending: on the open sockets, then on peers registered again. */
async function offersAfter(pair: Pair, call: OpenCall, aSignedIn: boolean): Promise<number> {
  let delivered = 0;
  const count = (peer: PeerClient) => peer.messages.filter((m) => m.type === 'OFFER').length;
  if (call.peerA.ws.readyState === call.peerA.ws.OPEN) call.peerA.ws.send(offerTo(call.callee.id));
  // time passes: a relayed offer would arrive within this; none may
  await pause(300);
  delivered += count(call.peerB);
  if (!aSignedIn) return delivered;
  // The tokens are still within their lifetime: registering again must not bring the relay back.
  const again = await Promise.all([
    peerSocket(url, pair.a.cookie, call.caller),
    peerSocket(url, pair.b.cookie, call.callee),
  ]);
  extraPeers.push(...again);
  const [peerA, peerB] = again;
  await Promise.all(again.map((peer) => answered(peer)));
  if (peerA.ws.readyState === peerA.ws.OPEN) peerA.ws.send(offerTo(call.callee.id));
  // time passes: a relayed offer would arrive within this; none may
  await pause(300);
  return delivered + count(peerB);
}

describe('an open call ends with the match or the account', () => {
  it.each(ENDINGS)(
    '$name: closedcall to both within 1 s, peers closed, no offer relayed after',
    async (ending) => {
      const pair = await make.room(server);
      const call = await openCall(url, pair);
      calls.push(call);
      call.peerA.ws.send(offerTo(call.callee.id));
      expect((await call.peerB.next('OFFER')).src).toBe(call.caller.id); // the call relays before

      let toldInMs = -1;
      const toldB = waitFor(call.b, 'closedcall', () => true, 1000).then((told) => {
        toldInMs = Date.now() - started;
        return told;
      });
      const started = Date.now();
      const toldA = ending.aSignedIn ? waitFor(call.a, 'closedcall', () => true, 1000) : null;
      await ending.act(pair, call);
      const outcome = await Promise.allSettled([
        toldB,
        toldA ?? Promise.resolve(null),
        call.peerA.closed(1000),
        call.peerB.closed(1000),
      ]);
      const offers = await offersAfter(pair, call, ending.aSignedIn);
      console.info(
        `[call-teardown] ${ending.name}: ${outcome.map((o) => o.status).join(',')}; closedcall after ${toldInMs} ms; offers after: ${offers}`,
      );
      expect(outcome.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
      const [b, a] = outcome;
      if (b?.status === 'fulfilled') expect(b.value[0]).toEqual({ id: pair.a.id });
      if (a?.status === 'fulfilled' && a.value) expect(a.value[0]).toEqual({ id: pair.b.id });
      expect(offers).toBe(0);
    },
  );
});

describe('call signalling ends with the session', () => {
  it('sign-out closes that session’s PeerJS socket within 1 s', async () => {
    const pair = await make.room(server);
    const call = await openCall(url, pair);
    calls.push(call);
    const closing = call.peerA.closed(1000);
    const out = await server.app.inject({
      method: 'POST',
      url: '/signout',
      headers: { cookie: pair.a.cookie },
    });
    expect(out.statusCode).toBe(200);
    const ms = await closing;
    console.info(`[call-teardown] sign-out: peer socket closed after ${ms} ms`);
    expect(ms).toBeLessThan(1000);
    expect(call.peerB.ws.readyState).toBe(call.peerB.ws.OPEN); // B's own session is untouched
    await expect(peerSocket(url, pair.a.cookie, call.caller)).rejects.toThrow('401');
  });

  it('a password reset’s sign-out everywhere closes every PeerJS socket of the person within 1 s', async () => {
    const pair = await make.room(server);
    const call = await openCall(url, pair);
    calls.push(call);
    const closing = call.peerA.closed(1000);
    // The path password-reset.service.ts takes once the new password is set.
    await server.app.services.sessions.endAll(pair.a.id);
    const ms = await closing;
    console.info(`[call-teardown] sign-out everywhere: peer socket closed after ${ms} ms`);
    expect(ms).toBeLessThan(1000);
  });

  it('a peer id registered twice leaves no socket behind: sign-out closes the first too, its offer not relayed', async () => {
    const pair = await make.room(server);
    const call = await openCall(url, pair);
    calls.push(call);
    // The same id and token again, then that second socket closed: the first one used to drop out of the list.
    const second = await peerSocket(url, pair.a.cookie, call.caller);
    extraPeers.push(second);
    await second.next('OPEN');
    // The later socket takes over (a reconnect): it relays, the first one is closed.
    second.ws.send(offerTo(call.callee.id));
    expect((await call.peerB.next('OFFER')).src).toBe(call.caller.id);
    second.ws.close();
    await second.closed(1000);
    // time passes: the server hears the second socket's close (nothing tells the client when it has)
    await pause(100);
    const closing = call.peerA.closed(1000).catch(() => -1);
    await server.app.inject({ method: 'POST', url: '/signout', headers: { cookie: pair.a.cookie } });
    const ms = await closing;
    if (call.peerA.ws.readyState === call.peerA.ws.OPEN) call.peerA.ws.send(offerTo(call.callee.id));
    // time passes: a relayed offer would arrive within this; none may
    await pause(300);
    const offers = call.peerB.messages.filter((m) => m.type === 'OFFER').length;
    console.info(
      `[call-teardown] P1/P2 then sign-out: first socket closed after ${ms} ms; offers after: ${offers}`,
    );
    expect(ms).toBeGreaterThanOrEqual(0);
    expect(ms).toBeLessThan(1000);
    expect(offers).toBe(0);
  });
});
