// PeerJS signalling on our own server (issue 8; DESIGN.md 5 trap 1): ExpressPeerServer mounted at /peerjs through
// @fastify/express, its WebSocketServer made with noServer so it never answers Socket.IO's upgrades; only
// upgrades under /peerjs/peerjs reach it, after our own checks:
// - the session cookie of a verified person (else 401) and the site's Origin (else 403);
// - an id and token this server issued to that person (joinavchat), else PeerJS's ERROR "Invalid token provided";
// - relayed messages (offer, answer, candidate, leave) only between the two members of the same room while its
//   call is live (open, in a live match, both people in good standing), and only from the socket registered for
//   its peer id; others are dropped;
// - one socket per peer id: registering the id again closes the older socket for good (a reconnect takes over),
//   and every socket is kept in one set until it closes, so no ending can miss one;
// - the hub's news (platform/realtime/realtime-hub.ts, from any server): a session's or person's disconnect closes
//   their peer sockets, a call ended for cause (block, report, unmatch, ban, deletion) closes the room's peers.
// PeerJS keeps its peers in this process: with several servers, route /peerjs to one of them (docs/OPERATIONS.md).
import type { IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import type { Duplex } from 'node:stream';
import fastifyExpress from '@fastify/express';
import { CALLS } from '@rookery/shared/calls.ts';
import type { FastifyInstance } from 'fastify';
import type * as PeerLibrary from 'peer';
import WebSocket, { type WebSocketServer } from 'ws';

// peer's ES module imports `{WebSocketServer}` from ws, which the ws 7 installed beside it (hoisted for
// lighthouse) does not export by name; its CommonJS build reads it lazily, and we hand it our own server anyway.
const { ExpressPeerServer } = createRequire(import.meta.url)('peer') as typeof PeerLibrary;
/** ws 7 and 8 both have it under this name. */
const Server = (WebSocket as unknown as { Server: typeof WebSocketServer }).Server;

import type { ServerNews } from '../../platform/realtime/realtime-hub.ts';
import { isAllowedUpgrade, type OriginPolicy } from '../../platform/realtime/socket-auth.ts';
import { checkPeerCredential } from './call-credentials.ts';

export interface PeerServerOptions extends OriginPolicy {
  key: string;
  secret: string;
  /** Whether the room's call may be relayed (calls.service.ts isLive). */
  isCallLive(room: string): Promise<boolean>;
  /** The hub's news from every server (this one's too). */
  onNews(listener: (news: ServerNews) => void): void;
  clock?: () => Date;
}

interface Peer {
  id: string;
  userId: string;
  sessionId: string;
  room: string;
  ws: WebSocket;
}

/** PeerJS's websocket path under our mount: `{path}peerjs?key=...&id=...&token=...`. */
export const PEER_SOCKET_PATH = `${CALLS.peerPath}/peerjs`;
const OPEN_CACHE_MS = 2000;
const RELAYED = new Set(['OFFER', 'ANSWER', 'CANDIDATE', 'LEAVE', 'EXPIRE']);

export async function registerPeerServer(app: FastifyInstance, options: PeerServerOptions): Promise<void> {
  const now = options.clock ?? (() => new Date());
  const wss = new Server({ noServer: true, maxPayload: 64 * 1024 });
  /** The socket registered for each peer id (the one PeerJS relays for). */
  const peers = new Map<string, Peer>();
  /** Every socket that got past the checks, until it closes: endings close from here. */
  const sockets = new Set<Peer>();
  const openCalls = new Map<string, { open: boolean; at: number }>();
  /** When each room's call last changed (kept for as long as an answer is cached). */
  const changedAt = new Map<string, number>();

  const peerApp = ExpressPeerServer(app.server, {
    key: options.key,
    path: '/',
    allow_discovery: false,
    proxied: options.trustProxy,
    createWebSocketServer: () => wss,
  });
  peerApp.disable('x-powered-by');
  // Encapsulated, so express runs only for /peerjs requests, not in front of every route.
  await app.register(async (scope) => {
    await scope.register(fastifyExpress);
    scope.use(CALLS.peerPath, peerApp);
    const notFound = async () => {
      throw Object.assign(new Error('Not found'), { statusCode: 404 });
    };
    scope.get(CALLS.peerPath, notFound);
    scope.get(`${CALLS.peerPath}/*`, notFound);
  });

  /** Cached a moment per room; the news of a change forgets it, so an ended call stops relaying at once. */
  async function isCallLive(room: string): Promise<boolean> {
    const cached = openCalls.get(room);
    if (cached && Date.now() - cached.at < OPEN_CACHE_MS) return cached.open;
    const asked = Date.now();
    const open = await options.isCallLive(room);
    // Not kept when news of a change came while the database was asked: the next message asks again. (A peer
    // torn down meanwhile is refused by mayRelay's own checks after this answer.)
    const changed = changedAt.get(room);
    if (changed === undefined || changed <= asked) openCalls.set(room, { open, at: asked });
    return open;
  }

  function closePeer(peer: Peer): void {
    sockets.delete(peer);
    if (peers.get(peer.id) === peer) peers.delete(peer.id);
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

  async function mayRelay(from: Peer, data: unknown): Promise<boolean> {
    let message: { type?: unknown; dst?: unknown };
    try {
      message = JSON.parse(String(data)) as { type?: unknown; dst?: unknown };
    } catch {
      return true; // PeerJS reports it as an error itself
    }
    if (typeof message.type !== 'string' || !RELAYED.has(message.type)) return true;
    if (peers.get(from.id) !== from) return false; // an older socket of a re-registered id
    const to = typeof message.dst === 'string' ? peers.get(message.dst) : undefined;
    if (!to || to.room !== from.room || to.userId === from.userId) return false;
    if (!(await isCallLive(from.room))) return false;
    // Closed meanwhile (a session ended, a block): nothing of it is passed on.
    return (
      peers.get(message.dst as string) === to &&
      peers.get(from.id) === from &&
      from.ws.readyState === WebSocket.OPEN
    );
  }

  /** Passes the peer's messages to PeerJS in order, leaving out those it may not relay. */
  function filterMessages(peer: Peer): void {
    const ws = peer.ws as unknown as { emit: (event: string | symbol, ...args: unknown[]) => boolean };
    const emit = ws.emit.bind(ws);
    let queue = Promise.resolve();
    ws.emit = (event, ...args) => {
      if (event !== 'message') return emit(event, ...args);
      queue = queue
        .then(async () => {
          if (await mayRelay(peer, args[0])) emit(event, ...args);
          else app.log.debug({ room: peer.room }, 'peer message refused');
        })
        .catch((err: unknown) => app.log.error({ err }, 'peer message check failed'));
      return true;
    };
  }

  function refuse(socket: Duplex, status: number, text: string): void {
    socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
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
      // Missing parameters and a wrong key are PeerJS's own answers.
      if (id && token && key === options.key) {
        const bound = checkPeerCredential(options.secret, found.viewer.userId, id, token, now());
        if (!bound) {
          ws.send(JSON.stringify({ type: 'ERROR', payload: { msg: 'Invalid token provided' } }));
          ws.close();
          return;
        }
        const peer: Peer = {
          id,
          userId: found.viewer.userId,
          sessionId: found.viewer.sessionId,
          room: bound.room,
          ws,
        };
        const older = peers.get(id);
        if (older) closePeer(older);
        peers.set(id, peer);
        sockets.add(peer);
        ws.on('close', () => {
          sockets.delete(peer);
          if (peers.get(id) === peer) peers.delete(id);
        });
        filterMessages(peer);
        // The session was looked up before the upgrade: one ended meanwhile sent its news before this socket was
        // in the set, so it is asked again now that any later news will find the socket.
        stillSignedIn(session ?? '', found.viewer.sessionId).then(
          (live) => {
            if (!live) closePeer(peer);
          },
          (err: unknown) => {
            app.log.error({ err }, 'peer session check failed');
            closePeer(peer);
          },
        );
      }
      wss.emit('connection', ws, request);
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
    for (const client of wss.clients) client.terminate();
    wss.close();
  });
}
