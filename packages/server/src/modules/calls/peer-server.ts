// PeerJS signalling on every server (RULES.md "Known traps", item 1): our own server for the PeerJS wire
// (the `peerjs` client of packages/web; RULES.md "Calls the app makes"), in place of the `peer` package:
// - GET /peerjs/{key}/id answers a fresh id as text, GET /peerjs/{key}/peers 401 (listing is never allowed);
// - the websocket at /peerjs/peerjs?key=&id=&token= (a WebSocketServer made with noServer, so it never answers
//   Socket.IO's upgrades), after our own checks: the session cookie of a verified person (else 401), the site's
//   Origin (else 403), the key (else ERROR "Invalid key provided"), an id and token this server issued to that person
//   (joinavchat; else ERROR "Invalid token provided"); then OPEN. A live socket of the id with another token gets
//   ID-TAKEN (PeerJS's rule); with the same token the new socket takes over (a reconnect), on whichever server;
// - OFFER, ANSWER, CANDIDATE, LEAVE and EXPIRE are relayed with `src` set, only between the two members of the same
//   room while its call is live (open, in a live match, both people in good standing), and only from the socket
//   registered for its peer id; others are dropped. HEARTBEAT keeps a socket; one silent for 60 s is closed;
// - a message for a peer that is not connected waits up to 5 s for it (PeerJS's queue), then its sender gets EXPIRE;
// - the hub's news (platform/realtime/realtime-hub.ts, from any server): a session's or person's disconnect closes
//   their peer sockets, a call ended for cause (block, report, unmatch, ban, deletion) closes the room's peers.
// Between servers (REDIS_URL) messages go to the server holding the peer (peer-directory.ts): any server takes any
// peer, and when one restarts its clients reconnect through another and nothing of the call's set-up is lost.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { CALLS } from '@rookery/shared/calls.ts';
import type { FastifyInstance } from 'fastify';
import WebSocket, { WebSocketServer } from 'ws';
import type { ServerNews } from '../../platform/realtime/realtime-hub.ts';
import { isAllowedUpgrade, type OriginPolicy } from '../../platform/realtime/socket-auth.ts';
import { checkPeerCredential } from './call-credentials.ts';
import { createPeerDirectory, type Envelope } from './peer-directory.ts';

export interface PeerServerOptions extends OriginPolicy {
  key: string;
  secret: string;
  /** Whether the room's call may be relayed (calls.service.ts isLive). */
  isCallLive(room: string): Promise<boolean>;
  /** The hub's news from every server (this one's too). */
  onNews(listener: (news: ServerNews) => void): void;
  /** Routes messages between servers through Redis; without it, every peer is this server's. */
  redisUrl?: string | undefined;
  clock?: () => Date;
}

interface Peer {
  id: string;
  token: string;
  userId: string;
  sessionId: string;
  room: string;
  ws: WebSocket;
  lastSeen: number;
}

/** PeerJS's websocket path under our mount: `{path}peerjs?key=...&id=...&token=...`. */
export const PEER_SOCKET_PATH = `${CALLS.peerPath}/peerjs`;
const OPEN_CACHE_MS = 2000;
const RELAYED = new Set(['OFFER', 'ANSWER', 'CANDIDATE', 'LEAVE', 'EXPIRE']);
/** PeerJS's server: queued messages expire after 5 s, a socket without a heartbeat for 60 s is dead. */
export const QUEUE_MS = 5000;
const ALIVE_MS = 60_000;

export async function registerPeerServer(app: FastifyInstance, options: PeerServerOptions): Promise<void> {
  const now = options.clock ?? (() => new Date());
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  /** The socket registered for each peer id on this server (the one messages are relayed for). */
  const peers = new Map<string, Peer>();
  /** Every socket that got past the checks, until it closes: endings close from here. */
  const sockets = new Set<Peer>();
  /** Messages for peers not connected anywhere yet, until they come or QUEUE_MS passes. */
  const waiting = new Map<string, { envelope: Envelope; timer: NodeJS.Timeout }[]>();
  const openCalls = new Map<string, { open: boolean; at: number }>();
  /** When each room's call last changed (kept for as long as an answer is cached). */
  const changedAt = new Map<string, number>();
  const directory = options.redisUrl
    ? createPeerDirectory(options.redisUrl, app.log, {
        onEnvelope: (envelope) => deliverHere(envelope),
        onTakenElsewhere: (id) => {
          // One socket per id: this server's older one goes, and what waits for the id follows it.
          const older = peers.get(id);
          if (older) closePeer(older);
          flushWaiting(id);
        },
      })
    : null;
  // Routing between servers is ready before the first peer comes, unless Redis is away: then this server starts
  // without it after a moment and routes its own peers only until Redis answers.
  if (directory) {
    let timer: NodeJS.Timeout | undefined;
    const patience = new Promise((resolve) => {
      timer = setTimeout(resolve, 2000);
    });
    await Promise.race([directory.connected(), patience]).finally(() => clearTimeout(timer));
  }

  function send(ws: WebSocket, message: object): void {
    if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(message));
  }

  /** Delivers to this server's peer (only the other member of the sender's room), or waits for it. */
  function deliverHere(envelope: Envelope): void {
    const to = peers.get(envelope.dst);
    if (envelope.expiry) {
      if (to) send(to.ws, { type: 'EXPIRE', src: envelope.src });
      return;
    }
    if (!to || to.ws.readyState !== WebSocket.OPEN) {
      wait(envelope);
      return;
    }
    if (to.room !== envelope.room || to.userId === envelope.userId) return;
    send(to.ws, { type: envelope.type, src: envelope.src, dst: envelope.dst, payload: envelope.payload });
  }

  function wait(envelope: Envelope): void {
    // PeerJS queues offers, answers and candidates only; a leave or an expiry for nobody is dropped.
    if (envelope.type === 'LEAVE' || envelope.type === 'EXPIRE') return;
    const list = waiting.get(envelope.dst) ?? [];
    const entry = {
      envelope,
      timer: setTimeout(() => {
        const left = (waiting.get(envelope.dst) ?? []).filter((e) => e !== entry);
        if (left.length) waiting.set(envelope.dst, left);
        else waiting.delete(envelope.dst);
        const { src, dst, room, userId } = envelope;
        // To the sender, as if from the peer it never reached (PeerJS's EXPIRE); its own server relays it.
        void route({ type: 'EXPIRE', src: dst, dst: src, payload: undefined, room, userId, expiry: true });
      }, QUEUE_MS),
    };
    entry.timer.unref();
    list.push(entry);
    waiting.set(envelope.dst, list);
  }

  function flushWaiting(id: string): void {
    const list = waiting.get(id);
    if (!list) return;
    waiting.delete(id);
    for (const { envelope, timer } of list) {
      clearTimeout(timer);
      void route(envelope);
    }
  }

  /**
   * To the peer on whichever server holds it. Redis's record is the truth: a client that reconnected through another
   * server may still have a socket here that this server has not yet seen close (a network change), and a message
   * sent to it would be lost.
   */
  async function route(envelope: Envelope): Promise<void> {
    if (directory && (await directory.forward(envelope))) return;
    deliverHere(envelope);
  }

  /** Cached a moment per room; the news of a change forgets it, so an ended call stops relaying at once. */
  async function isCallLive(room: string): Promise<boolean> {
    const cached = openCalls.get(room);
    if (cached && Date.now() - cached.at < OPEN_CACHE_MS) return cached.open;
    const asked = Date.now();
    const open = await options.isCallLive(room);
    const changed = changedAt.get(room);
    if (changed === undefined || changed <= asked) openCalls.set(room, { open, at: asked });
    return open;
  }

  function forget(peer: Peer): void {
    sockets.delete(peer);
    if (peers.get(peer.id) !== peer) return;
    peers.delete(peer.id);
    directory?.release(peer.id);
  }

  function closePeer(peer: Peer): void {
    forget(peer);
    peer.ws.terminate();
  }

  function closePeers(which: (peer: Peer) => boolean): void {
    for (const peer of [...sockets]) if (which(peer)) closePeer(peer);
  }

  options.onNews((news) => {
    if (news.kind === 'call-changed') {
      openCalls.delete(news.room);
      changedAt.set(news.room, Date.now());
      setTimeout(() => changedAt.delete(news.room), OPEN_CACHE_MS).unref();
      if (news.teardown) closePeers((peer) => peer.room === news.room);
    } else if (news.kind === 'session-disconnected') {
      closePeers((peer) => peer.sessionId === news.sessionId);
    } else {
      closePeers((peer) => peer.userId === news.userId && peer.sessionId !== news.exceptSessionId);
    }
  });

  async function onMessage(from: Peer, data: WebSocket.RawData): Promise<void> {
    from.lastSeen = Date.now();
    let message: { type?: unknown; dst?: unknown; payload?: unknown };
    try {
      message = JSON.parse(String(data)) as typeof message;
    } catch {
      return; // not PeerJS's
    }
    if (message.type === 'HEARTBEAT') {
      if (peers.get(from.id) === from) directory?.refresh(from.id);
      return;
    }
    if (typeof message.type !== 'string' || !RELAYED.has(message.type)) return;
    if (typeof message.dst !== 'string' || !message.dst) return;
    if (peers.get(from.id) !== from) return; // an older socket of a re-registered id
    if (!(await isCallLive(from.room))) {
      app.log.debug({ room: from.room }, 'peer message refused');
      return;
    }
    // Closed meanwhile (a session ended, a block): nothing of it is passed on.
    if (peers.get(from.id) !== from || from.ws.readyState !== WebSocket.OPEN) return;
    await route({
      type: message.type,
      src: from.id,
      dst: message.dst,
      payload: message.payload,
      room: from.room,
      userId: from.userId,
    });
  }

  async function register(peer: Peer): Promise<void> {
    peer.ws.on('close', () => forget(peer));
    // Recorded as this server's before OPEN, so whatever the other peer sends once this one answers finds it here.
    if (directory) {
      await directory.claim(peer.id);
      if (peer.ws.readyState !== WebSocket.OPEN) {
        if (!peers.has(peer.id)) directory.release(peer.id);
        return;
      }
    }
    // The id's older socket here goes (a reconnect); replaced first, so its going leaves the record alone.
    const older = peers.get(peer.id);
    peers.set(peer.id, peer);
    sockets.add(peer);
    if (older) closePeer(older);
    // In order per socket, as PeerJS relays them.
    let queue = Promise.resolve();
    peer.ws.on('message', (data) => {
      queue = queue
        .then(() => onMessage(peer, data))
        .catch((err: unknown) => app.log.error({ err }, 'peer message failed'));
    });
    send(peer.ws, { type: 'OPEN' });
    await directory?.announce(peer.id);
    flushWaiting(peer.id);
  }

  const aliveTimer = setInterval(() => {
    const silentSince = Date.now() - ALIVE_MS;
    for (const peer of [...sockets]) if (peer.lastSeen < silentSince) closePeer(peer);
  }, 10_000);
  aliveTimer.unref();

  // The HTTP side of the library: an id when it has none (ours always come from joinavchat), never a listing.
  await app.register(async (scope) => {
    const notFound = async () => {
      throw Object.assign(new Error('Not found'), { statusCode: 404 });
    };
    scope.get<{ Params: { key: string } }>(`${CALLS.peerPath}/:key/id`, async (request, reply) => {
      if (request.params.key !== options.key) return reply.code(401).send();
      return reply.type('text/html').send(randomUUID());
    });
    scope.get(`${CALLS.peerPath}/:key/peers`, async (_request, reply) => reply.code(401).send());
    scope.get(CALLS.peerPath, notFound);
    scope.get(`${CALLS.peerPath}/*`, notFound);
  });

  function refuse(socket: Duplex, status: number, text: string): void {
    socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  }

  function fail(ws: WebSocket, type: 'ERROR' | 'ID-TAKEN', msg: string): void {
    send(ws, { type, payload: { msg } });
    ws.close();
  }

  async function onUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    if (!isAllowedUpgrade(request, options)) return refuse(socket, 403, 'Forbidden');
    const cookies = request.headers.cookie ? app.parseCookie(request.headers.cookie) : {};
    const session = cookies[app.sessionCookieName];
    const found = session ? await app.sessionResolver.resolve(session) : null;
    if (!found?.viewer.verified || !found.viewer.acceptTc) return refuse(socket, 401, 'Unauthorized');
    const query = new URL(request.url ?? '', 'http://peer').searchParams;
    const id = query.get('id') ?? '';
    const token = query.get('token') ?? '';
    const key = query.get('key') ?? '';
    wss.handleUpgrade(request, socket, head, (ws) => {
      ws.on('error', () => ws.terminate());
      // PeerJS's own answers, in its order.
      if (!id || !token || !key)
        return fail(ws, 'ERROR', 'No id, token, or key supplied to websocket server');
      if (key !== options.key) return fail(ws, 'ERROR', 'Invalid key provided');
      const bound = checkPeerCredential(options.secret, found.viewer.userId, id, token, now());
      if (!bound) return fail(ws, 'ERROR', 'Invalid token provided');
      const live = peers.get(id);
      if (live && live.token !== token) return fail(ws, 'ID-TAKEN', 'ID is taken');
      const peer: Peer = {
        id,
        token,
        userId: found.viewer.userId,
        sessionId: found.viewer.sessionId,
        room: bound.room,
        ws,
        lastSeen: Date.now(),
      };
      register(peer).catch((err: unknown) => {
        app.log.error({ err }, 'peer registration failed');
        closePeer(peer);
      });
      // The session was looked up before the upgrade: one ended meanwhile sent its news before this socket was
      // in the set, so it is asked again now that any later news will find the socket.
      stillSignedIn(session ?? '', found.viewer.sessionId).then(
        (signedIn) => {
          if (!signedIn) closePeer(peer);
        },
        (err: unknown) => {
          app.log.error({ err }, 'peer session check failed');
          closePeer(peer);
        },
      );
    });
  }

  async function stillSignedIn(cookie: string, sessionId: string): Promise<boolean> {
    const again = await app.sessionResolver.resolve(cookie);
    return again?.viewer.sessionId === sessionId && again.viewer.verified && again.viewer.acceptTc;
  }

  app.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (!request.url?.startsWith(PEER_SOCKET_PATH)) return; // Socket.IO's, or nobody's
    onUpgrade(request, socket, head).catch((err: unknown) => {
      app.log.error({ err }, 'peer upgrade failed');
      refuse(socket, 500, 'Internal Server Error');
    });
  });
  app.addHook('preClose', async () => {
    clearInterval(aliveTimer);
    for (const peer of [...sockets]) closePeer(peer);
    for (const client of wss.clients) client.terminate();
    wss.close();
    for (const list of waiting.values()) for (const { timer } of list) clearTimeout(timer);
    waiting.clear();
    await directory?.close();
  });
}
