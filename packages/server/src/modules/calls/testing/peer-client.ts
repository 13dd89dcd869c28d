// Test helpers for calls: a PeerJS signalling client spoken over a plain websocket (as the PeerJS library does),
// and a call between two matched people up to both peers registered (joinavchat, then each peer's OPEN).
import { CALLS } from '@rookery/shared/calls.ts';
import WebSocket from 'ws';
import type { Pair } from '../../../testing/factories.ts';
import { connectAs, emitAck, fieldsOf, type TestSocket } from '../../../testing/socket-client.ts';

export interface PeerMessage {
  type: string;
  src?: string;
  payload?: unknown;
}

export interface PeerClient {
  ws: WebSocket;
  messages: PeerMessage[];
  next(type: string, ms?: number): Promise<PeerMessage>;
  /** Resolves with the ms it took once the socket is closed, rejects after `ms`. */
  closed(ms?: number): Promise<number>;
}

export interface PeerIds {
  id: string;
  token: string;
  key?: string;
}

/** A PeerJS client's signalling socket; rejects with the HTTP status when the upgrade is refused. */
export function peerSocket(baseUrl: string, cookie: string | null, query: PeerIds): Promise<PeerClient> {
  const wsUrl = `${baseUrl.replace('http', 'ws')}${CALLS.peerPath}/peerjs?key=${query.key ?? 'rookerykey'}&id=${query.id}&token=${query.token}&version=1.5.5`;
  const headers: Record<string, string> = { origin: baseUrl };
  if (cookie) headers.cookie = cookie;
  const ws = new WebSocket(wsUrl, { headers });
  const messages: PeerMessage[] = [];
  const waiting: (() => void)[] = [];
  ws.on('message', (data) => {
    messages.push(JSON.parse(String(data)) as PeerMessage);
    for (const wake of waiting.splice(0)) wake();
  });
  const client: PeerClient = {
    ws,
    messages,
    next: (type, ms = 3000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${type} within ${ms} ms`)), ms);
        const look = () => {
          const index = messages.findIndex((m) => m.type === type);
          const found = messages[index];
          if (!found) return void waiting.push(look);
          messages.splice(index, 1);
          clearTimeout(timer);
          resolve(found);
        };
        look();
      }),
    closed: (ms = 1000) =>
      new Promise((resolve, reject) => {
        const started = Date.now();
        if (ws.readyState === WebSocket.CLOSED) return resolve(0);
        const timer = setTimeout(() => reject(new Error(`peer socket still open after ${ms} ms`)), ms);
        ws.once('close', () => {
          clearTimeout(timer);
          resolve(Date.now() - started);
        });
      }),
  };
  return new Promise<PeerClient>((resolve, reject) => {
    ws.once('open', () => resolve(client));
    ws.once('unexpected-response', (_req, res) => reject(new Error(String(res.statusCode))));
    ws.once('error', reject);
  });
}

/** Until the server has answered the peer's registration: OPEN, or a refusal that closes the socket (within `ms`). */
export async function answered(peer: PeerClient, ms = 3000): Promise<void> {
  await Promise.race([peer.next('OPEN', ms), peer.closed(ms)]).catch(() => undefined);
}

export const offerTo = (dst: string) => JSON.stringify({ type: 'OFFER', dst, payload: { sdp: 'v=0' } });

export interface OpenCall {
  a: TestSocket;
  b: TestSocket;
  caller: PeerIds;
  callee: PeerIds;
  peerA: PeerClient;
  peerB: PeerClient;
}

/** A starts a call, B answers it, both register their peers: the call is open and offers relay. */
export async function openCall(baseUrl: string, pair: Pair, vctype: 'audio' | 'video' = 'audio') {
  const a = await connectAs(baseUrl, { cookie: pair.a.cookie });
  const b = await connectAs(baseUrl, { cookie: pair.b.cookie });
  const started = fieldsOf(await emitAck(a, 'joinavchat', { room: pair.room, vctype }));
  const answered = fieldsOf(await emitAck(b, 'joinavchat', { room: pair.room, vctype }));
  if (started.role !== 'caller' || answered.role !== 'callee') throw new Error('call did not open');
  const caller = { id: String(started.peerid), token: String(started.token) };
  const callee = { id: String(answered.peerid), token: String(answered.token) };
  const peerA = await peerSocket(baseUrl, pair.a.cookie, caller);
  const peerB = await peerSocket(baseUrl, pair.b.cookie, callee);
  await Promise.all([peerA.next('OPEN'), peerB.next('OPEN')]);
  return { a, b, caller, callee, peerA, peerB } satisfies OpenCall;
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
