// PeerJS signalling beside Socket.IO on one listening server, spoken with a plain websocket as the PeerJS
// library does (OPEN on connect, ERROR, ID-TAKEN, relayed OFFER), and the `iceservers` action.
import { CALL_TEXT } from '@rookery/shared/calls.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { make, type Pair, type SignedInPerson } from '../../testing/factories.ts';
import { emitAck, fieldsOf } from '../../testing/socket-client.ts';
import { useSocketServer } from '../../testing/socket-fixture.ts';
import type { TestServer } from '../../testing/test-server.ts';
import {
  offerTo as offer,
  peerSocket as openPeerSocket,
  type PeerIds,
  pause,
} from './testing/peer-client.ts';

const TURN_SECRET = 'coturn-static-auth-secret-for-tests';
const realtime = useSocketServer({
  PEERJS_KEY: 'rookerykey',
  STUN_URLS: 'stun:turn.rookery.test:3478',
  TURN_URLS: 'turn:turn.rookery.test:3478?transport=udp,turns:turn.rookery.test:5349',
  TURN_SECRET,
  TURN_TTL: '600',
});
let server: TestServer;
let url: string;
const peers: WebSocket[] = [];

beforeAll(() => {
  server = realtime.server;
  url = realtime.url;
});
afterAll(() => {
  for (const peer of peers) peer.terminate();
});

/** A PeerJS client's signalling socket on the test server, closed after the file. */
async function peerSocket(cookie: string | null, query: PeerIds) {
  const client = await openPeerSocket(url, cookie, query);
  peers.push(client.ws);
  return client;
}

async function startCall(pair: Pair, vctype: 'audio' | 'video' = 'audio') {
  const a = await realtime.socketOf(pair.a);
  const b = await realtime.socketOf(pair.b);
  const caller = fieldsOf(await emitAck(a, 'joinavchat', { room: pair.room, vctype }));
  const callee = fieldsOf(await emitAck(b, 'joinavchat', { room: pair.room, vctype }));
  return {
    a,
    b,
    caller: { id: String(caller.peerid), token: String(caller.token) },
    callee: { id: String(callee.peerid), token: String(callee.token) },
  };
}

describe('signalling beside Socket.IO', () => {
  it('serves both websockets on one server: OPEN for an issued peer id, Socket.IO still connects', async () => {
    const pair = await make.room(server);
    const call = await startCall(pair); // Socket.IO works with PeerJS mounted
    const callee = await peerSocket(pair.b.cookie, call.callee);
    expect((await callee.next('OPEN')).type).toBe('OPEN');
    const again = await realtime.socketOf(pair.a);
    expect(again.connected).toBe(true);
  });

  it('answers GET id as the library expects and refuses listing peers', async () => {
    // Over real HTTP: express writes to the raw response, which app.inject does not capture.
    const id = await fetch(`${url}/peerjs/rookerykey/id?ts=1&version=1.5.5`);
    expect(id.status).toBe(200);
    expect(await id.text()).toMatch(/^[A-Za-z0-9-]+$/);
    expect(id.headers.get('x-powered-by')).toBeNull();
    const list = await fetch(`${url}/peerjs/rookerykey/peers?ts=1`);
    expect(list.status).toBe(401);
  });

  it('refuses a peer without a session, with a wrong key, or with an id issued to someone else', async () => {
    const pair = await make.room(server);
    const call = await startCall(pair);
    await expect(peerSocket(null, call.callee)).rejects.toThrow('401');
    const wrongKey = await peerSocket(pair.b.cookie, { ...call.callee, key: 'peerjs' });
    expect(await wrongKey.next('ERROR')).toMatchObject({ payload: { msg: 'Invalid key provided' } });
    // A stranger (and the other member) holding the callee's id and token cannot register it.
    const stranger = await make.person(server);
    for (const person of [stranger, pair.a] as SignedInPerson[]) {
      const taken = await peerSocket(person.cookie, call.callee);
      expect(await taken.next('ERROR')).toMatchObject({ payload: { msg: 'Invalid token provided' } });
    }
    const made = await peerSocket(pair.b.cookie, { id: 'rkmadeup-id', token: call.callee.token });
    expect(await made.next('ERROR')).toMatchObject({ payload: { msg: 'Invalid token provided' } });
    // The real owner still can.
    expect((await (await peerSocket(pair.b.cookie, call.callee)).next('OPEN')).type).toBe('OPEN');
  });

  it('relays an offer to the match in an open call, never to a peer in another room', async () => {
    const pair = await make.room(server, { fullMatch: true });
    const call = await startCall(pair, 'video');
    const callee = await peerSocket(pair.b.cookie, call.callee);
    const caller = await peerSocket(pair.a.cookie, call.caller);
    await Promise.all([callee.next('OPEN'), caller.next('OPEN')]);
    caller.ws.send(offer(call.callee.id));
    expect(await callee.next('OFFER')).toMatchObject({ src: call.caller.id });

    const other = await make.room(server);
    const otherCall = await startCall(other);
    const intruder = await peerSocket(other.a.cookie, otherCall.caller);
    await intruder.next('OPEN');
    intruder.ws.send(offer(call.callee.id));
    // After the call ends, the caller's offers stop too, at once (the end is news to the signalling server).
    await emitAck(call.a, 'endcall', { room: pair.room });
    caller.ws.send(offer(call.callee.id));
    // time passes: a relayed offer would arrive within this; none may
    await pause(300);
    expect(callee.messages.filter((m) => m.type === 'OFFER')).toEqual([]);
  });
});

describe('iceservers', () => {
  const ice = (cookie?: string) =>
    server.app.inject({
      method: 'GET',
      url: '/api?action=iceservers',
      headers: cookie ? { cookie } : {},
    });

  it('refuses anonymous people and people without a match', async () => {
    expect((await ice()).statusCode).toBe(401);
    const lonely = await make.person(server);
    const res = await ice(lonely.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, error: CALL_TEXT.noMatch });
  });

  it("mints a member's TURN credential in coturn's REST form, expiring after TURN_TTL", async () => {
    const pair = await make.room(server);
    const before = Math.floor(Date.now() / 1000);
    const res = await ice(pair.a.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, relayOnly: false, ttl: 600 });
    expect(body.iceServers[0]).toEqual({ urls: ['stun:turn.rookery.test:3478'] });
    const turn = body.iceServers[1];
    expect(turn.urls).toEqual(['turn:turn.rookery.test:3478?transport=udp', 'turns:turn.rookery.test:5349']);
    const [expiry, user] = String(turn.username).split(':');
    expect(user).toBe(pair.a.id);
    expect(Number(expiry) - before).toBeGreaterThanOrEqual(600);
    expect(Number(expiry) - before).toBeLessThanOrEqual(602);
    expect(turn.credential).toMatch(/^[A-Za-z0-9+/]{27}=$/); // base64 of a 20-byte HMAC-SHA1 (call-credentials.test.ts)
  });
});
