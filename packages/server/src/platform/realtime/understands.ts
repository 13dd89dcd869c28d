// What a socket's client said it understands in its handshake (shared/events.ts UNDERSTANDS), and the
// safe form of what it did not: a client that never said it reads `hidden` gets a hidden message's text already
// folded, so the existing mobile app shows no hidden word. Each socket joins one of two rooms on connect, so a
// broadcast can reach each kind with its own payload on every server (rooms are kept by the adapter).
import { HIDDEN_WORDS } from '@rookery/shared/domain/hidden-words.ts';
import { type ChatMessage, UNDERSTANDS, type Understood } from '@rookery/shared/events.ts';
import type { RealtimeSocket } from './socket-handler.ts';

/** Sockets whose client folds `hidden` messages itself (the web app). */
export const READS_HIDDEN = 'clients:reads-hidden';
/** Every other socket: it gets hidden messages folded by the server. */
export const FOLDS_HIDDEN = 'clients:folds-hidden';

const KNOWN: ReadonlySet<string> = new Set(UNDERSTANDS);

/** The words of `auth.understands` (an array or a comma-separated string) and the query's `understands`. */
export function understoodBy(handshake: { auth: unknown; query: unknown }): Set<Understood> {
  const words: unknown[] = [];
  for (const source of [handshake.auth, handshake.query]) {
    const value =
      source && typeof source === 'object' ? (source as Record<string, unknown>).understands : null;
    if (Array.isArray(value)) words.push(...value.slice(0, 20));
    else if (typeof value === 'string') words.push(...value.slice(0, 200).split(','));
  }
  const found = new Set<Understood>();
  for (const word of words) {
    if (typeof word === 'string' && KNOWN.has(word.trim())) found.add(word.trim() as Understood);
  }
  return found;
}

/** Puts the socket in the room of its kind (called once, on connect). */
export function joinUnderstanding(socket: RealtimeSocket): void {
  const understood = understoodBy(socket.handshake);
  const reads = understood.has('hidden');
  socket.data.readsHidden = reads;
  socket.data.resyncs = understood.has('resync');
  void socket.join(reads ? READS_HIDDEN : FOLDS_HIDDEN);
}

/**
 * After a gap in fan-out: this server's sockets whose client does not fetch on `resync` get their connection closed
 * (not a server disconnect, which a Socket.IO client does not reconnect after), so the client reconnects at once and
 * rejoins its room, reading the history again. Returns how many.
 */
export function reconnectThoseWhoCannotResync(sockets: Iterable<RealtimeSocket>): number {
  let closed = 0;
  for (const socket of sockets) {
    if (socket.data.resyncs) continue;
    socket.conn.close();
    closed += 1;
  }
  return closed;
}

/** A message as a client that does not read `hidden` must get it: the text folded. */
export function foldedChat(chat: ChatMessage): ChatMessage {
  return chat.hidden ? { ...chat, chattext: HIDDEN_WORDS.folded } : chat;
}

/** A page of messages for this socket. */
export function chatsFor(socket: RealtimeSocket, chats: ChatMessage[]): ChatMessage[] {
  return socket.data.readsHidden ? chats : chats.map(foldedChat);
}

/**
 * An event's arguments for clients that do not read `hidden`: every `{chat}` argument's message folded. The same
 * array when nothing changes, so a caller can tell whether a second emit is needed.
 */
export function foldedArgs<A extends unknown[]>(args: A): A {
  let changed = false;
  const out = args.map((arg) => {
    const chat = arg && typeof arg === 'object' ? (arg as { chat?: ChatMessage }).chat : undefined;
    if (!chat?.hidden) return arg;
    changed = true;
    return { ...(arg as object), chat: foldedChat(chat) };
  });
  return (changed ? out : args) as A;
}
