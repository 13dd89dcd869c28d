// The conversation as the screen holds it: the server's messages in id order (id grows with time in a room, so
// it is the order and the read position), the person's own messages still on their way (by client id, `cid`),
// and whether older history remains. Pure, so merging pages, echoes and retries is tested without a socket.

import type { ChatMessage } from '@rookery/shared/events.ts';
import { dayKey } from '../../lib/dates.ts';

export type OutgoingState = 'queued' | 'sending' | 'failed';

/** A message the person wrote that the server has not stored yet (or refused). */
export interface Outgoing {
  cid: string;
  text: string;
  /** ISO 8601, when it was written. */
  created: string;
  state: OutgoingState;
  error?: string;
}

export interface ChatLog {
  messages: ChatMessage[];
  outgoing: Outgoing[];
  /** Older messages exist on the server. */
  more: boolean;
  /** The first page has arrived. */
  loaded: boolean;
  /** Ids of notification messages still waiting for an answer (the last `getchatnotifications`). */
  requests: number[];
  /** Notices the person dismissed here (a declined call request). */
  hidden: number[];
}

export const emptyLog: ChatLog = {
  messages: [],
  outgoing: [],
  more: false,
  loaded: false,
  requests: [],
  hidden: [],
};

export type ChatLogAction =
  | { type: 'page'; chats: ChatMessage[]; more: boolean }
  | { type: 'message'; chat: ChatMessage }
  /** Messages a catch-up found (chat-catch-up.ts): merged like live ones, the paging left as it is. */
  | { type: 'newer'; chats: ChatMessage[] }
  | { type: 'requests'; chats: ChatMessage[] }
  | { type: 'write'; outgoing: Outgoing }
  | { type: 'outgoing'; cid: string; state: OutgoingState; error?: string }
  | { type: 'hide'; id: number };

/** Messages by id, the incoming ones replacing what they update. Both lists stay in id order. */
export function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return current;
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** Drops the outgoing messages the server has now stored (their cid came back on a stored message). */
export function settleOutgoing(outgoing: Outgoing[], stored: ChatMessage[]): Outgoing[] {
  const cids = new Set(stored.map((message) => message.cid).filter((cid): cid is string => Boolean(cid)));
  return cids.size === 0 ? outgoing : outgoing.filter((item) => !cids.has(item.cid));
}

function page(log: ChatLog, chats: ChatMessage[], more: boolean): ChatLog {
  const outgoing = settleOutgoing(log.outgoing, chats);
  if (chats.length === 0) return { ...log, outgoing, loaded: true, more: log.loaded ? log.more : more };
  const oldestIncoming = Math.min(...chats.map((message) => message.id));
  const newestHeld = log.messages.at(-1)?.id ?? 0;
  const oldestHeld = log.messages[0]?.id ?? Number.POSITIVE_INFINITY;
  // A catch-up page that does not reach what is held leaves a hole: start again from this page.
  if (log.messages.length > 0 && more && oldestIncoming > newestHeld) {
    return { ...log, messages: mergeMessages([], chats), outgoing, more: true, loaded: true };
  }
  const messages = mergeMessages(log.messages, chats);
  // Only a page reaching below what was held says whether anything older remains.
  const nextMore = !log.loaded || oldestIncoming <= oldestHeld ? more : log.more;
  return { ...log, messages, outgoing, more: nextMore, loaded: true };
}

export function chatLogReducer(log: ChatLog, action: ChatLogAction): ChatLog {
  switch (action.type) {
    case 'page':
      return page(log, action.chats, action.more);
    case 'message':
      return {
        ...log,
        messages: mergeMessages(log.messages, [action.chat]),
        outgoing: settleOutgoing(log.outgoing, [action.chat]),
      };
    case 'newer':
      return {
        ...log,
        messages: mergeMessages(log.messages, action.chats),
        outgoing: settleOutgoing(log.outgoing, action.chats),
      };
    case 'requests':
      return {
        ...log,
        messages: mergeMessages(log.messages, action.chats),
        requests: action.chats.map((message) => message.id),
      };
    case 'write':
      return log.outgoing.some((item) => item.cid === action.outgoing.cid)
        ? log
        : { ...log, outgoing: [...log.outgoing, action.outgoing] };
    case 'outgoing':
      return {
        ...log,
        outgoing: log.outgoing.map((item) =>
          item.cid === action.cid
            ? {
                ...item,
                state: action.state,
                ...(action.error ? { error: action.error } : { error: undefined }),
              }
            : item,
        ),
      };
    case 'hide':
      return log.hidden.includes(action.id) ? log : { ...log, hidden: [...log.hidden, action.id] };
  }
}

/** The newest stored message's id: the read position to report. */
export function newestId(log: ChatLog): number | undefined {
  return log.messages.at(-1)?.id;
}

export interface DayGroup<T> {
  /** yyyy-MM-dd in the device's zone. */
  day: string;
  items: T[];
}

/** Consecutive items of the same day together, in the order given. */
export function groupByDay<T extends { created: string }>(items: T[]): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const day = dayKey(item.created);
    const last = groups.at(-1);
    if (last && last.day === day) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}
