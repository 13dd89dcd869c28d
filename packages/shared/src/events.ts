// The realtime contract (RULES.md "Calls the app makes", "Realtime"): every client event's payload as a zod schema
// the server parses with, the server events' payloads as types, the chat markers and the socket constants of
// RULES.md "Constants and limits".
//
// Defined here beyond RULES.md "Calls the app makes":
// - `loadchats {room, before}` and `read {room, id}` (RULES.md "Realtime"), and `block {room}`
//   (RULES.md "Safety and moderation").
// - `sendchat` may carry `cid`, the client's own id for the message: a resend after a reconnect with the same
//   cid is stored once and answered with the stored message.
// - Every client event may take an acknowledgement callback; it is answered `{success:true, ...}` or `{success:false,
//   error}` with a message a person can read. Without a callback (the mobile app of RULES.md "Calls the app makes")
//   every refusal is emitted as `refused {event, error, room?, cid?, retryAfter?}` instead, so nothing is lost
//   silently. `joinfailed` is emitted only when the room is not the caller's (ROOM_GONE_TEXT): RULES.md "Errors"
//   sends the app back to the matches list on it, so a refusal inside a room (a mute, a limit) never uses it.
// - `hidden` is honoured by a client that says so in the handshake (`auth: {understands: ['hidden']}`,
//   or the query `understands=hidden`; see UNDERSTANDS). Any other client gets a hidden message's text already
//   folded (HIDDEN_WORDS.folded), so an app that never heard of `hidden` shows no hidden word.
// - `newchat {chat}` brings each new message; `chatupdated {chat}` a message whose state changed (a request
//   answered); `matchupdated {room, full_match}` the match level; `unmatched {success, room}` the end of a match
//   for both members; `getchatnotifications` is re-sent whenever the pending requests of the room change.
// - Delivery after a gap in fan-out: `loadchats {room, after}` answers, in its acknowledgement only, the
//   messages after the id the client holds (oldest first, at most a page; `more`: newer ones remain), and the server
//   event `resync {reason, since}` says a gap may have cost this socket events since then: fetch what you hold
//   again (`loadchats` with `after` for each open room, the lists and badges). Clients that ignore both keep working
//   as before. A `newchat` may bring a message already heard (a same-cid resend is sent to the room again, since its
//   first send may have been lost with its server; a join may hear live what its page also holds): keep one per id.

import { z } from 'zod';
import { ACCOUNT_DELETED_TEXT } from './api/account.actions.ts';
import { UUID_REGEX } from './domain/uuid.ts';
import { ZChatText, ZDateLocation, ZDateTime, ZReportForm } from './schemas/chat.ts';

/**
 * The refusals that mean the room is not the caller's (a stranger, a former match, a room left by a deleted account):
 * the only ones that also emit `joinfailed`, which RULES.md "Errors" answers by going to the matches list.
 */
export const ROOM_GONE_TEXT = {
  notAMember: 'This conversation is not available.',
  accountDeleted: ACCOUNT_DELETED_TEXT,
} as const;

/**
 * [defined here] What a client may say it understands in the socket handshake: `auth.understands` (an array) or the
 * query parameter `understands` (comma separated). `hidden`: it folds messages marked `hidden` itself, so it gets
 * their text. `resync`: it fetches what it missed when told `resync`; any other client (the existing mobile app) has
 * its connection closed instead after a gap in the servers' fan-out, so it reconnects and rejoins its room as
 * RULES.md "Errors" has it do, reading the history again. Unknown words are ignored. The chat image download has its
 * own opt-in (`original=1`, api/files.ts) for flagged images.
 */
export const UNDERSTANDS = ['hidden', 'resync'] as const;
export type Understood = (typeof UNDERSTANDS)[number];

/** Marker texts (RULES.md "Realtime"): the mobile app sends the same values. */
export const CHAT_MARKERS = {
  fullProfileRequest: '[[full-profile-request]]',
  joinCallAudio: '[[join-call:audio]]',
  joinCallVideo: '[[join-call:video]]',
  imageLoading: '[[image-loading]]',
  fullProfileAccepted: 'Full Profile request was accepted',
  /** [defined here] Written by the member who took the full profiles back (`hidefullprofile`). */
  fullProfileHidden: 'Photos and real names are hidden again',
} as const;

export const CHAT_TYPES = ['text', 'image', 'date', 'notification'] as const;
export type ChatType = (typeof CHAT_TYPES)[number];

/** A chat message (RULES.md "Realtime"). `id` grows with time within a room, so it is also the read position. */
export interface ChatMessage {
  id: number;
  type: ChatType;
  /** The text; for an image the stored file name (download with type=ChatImage); for a date its summary. */
  chattext: string;
  /** Null once the sender deleted their account ("deleted user"). */
  from_id: string | null;
  room_id: string;
  /** A date message: the date's id. A gift: `gift`. */
  reference: string | null;
  /** ISO 8601, UTC. */
  created: string;
  /** Notification-type messages: pending until answered. */
  status?: 'pending' | 'accepted' | 'declined' | 'expired';
  /** Echo of the sender's own id for the message, for the sender's retry bookkeeping. */
  cid?: string | null;
  /**
   * [defined here] A join-call request whose call was answered and has ended: how long it lasted, in whole seconds
   * from the answer to the end (absent on every other message, and on calls stored without those two times).
   */
  duration?: number;
  /**
   * [defined here] Only to the reader, on a message from the other member that contains one of the
   * reader's hidden words (domain/hidden-words.ts): show it folded (HIDDEN_WORDS.folded) until tapped, and never its
   * text in a preview or toast. The sender never sees it. Also on a date request whose place holds one
   * (fold the place), and look-alike letters, blank letters and a phrase written as one word count too.
   * Only a socket that said it understands `hidden` (UNDERSTANDS) gets the text; any other gets
   * `chattext` already folded.
   */
  hidden?: true;
  /**
   * [defined here] Present (true) only on an image the server's explicit-image shield scored over its
   * threshold when it was uploaded: the receiver's app shows it blurred with "This image may be explicit" and View,
   * Report and Block; the sender's app says it was flagged. Absent on every other message. Set by the server alone.
   * Its download serves anyone but the sender a blurred copy unless the link asks for the original
   * (`original=1`, api/files.ts), so an app that never heard of `flagged` shows it blurred.
   */
  flagged?: true;
}

export const DATE_STATUSES = ['requested', 'accepted', 'declined', 'cancelled'] as const;
export type DateStatus = (typeof DATE_STATUSES)[number];

export interface ChatDate {
  id: string;
  /** The asker's words; HIDDEN_WORDS.folded for the person asked when it holds one of their hidden words. */
  location: string;
  /** ISO 8601, UTC. */
  date_at: string;
  status: DateStatus;
  requestor: string | null;
  requestee: string | null;
}

/** The socket's settings (RULES.md "Constants and limits", "Realtime"). */
export const REALTIME = {
  path: '/socket.io',
  reconnectionDelayMs: 100,
  reconnectionDelayMaxMs: 5000,
  reconnectionAttempts: 100000,
  timeoutMs: 20000,
  /** Messages per page of `getchats` and `loadchats`. */
  pageSize: 50,
} as const;

const id = z
  .string({ error: 'Unknown id' })
  .trim()
  .regex(UUID_REGEX, 'Unknown id')
  .transform((value) => value.toLowerCase());
const room = id;
/** The mobile app sends flags as booleans, 0/1 or '0'/'1'. */
const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], {
    error: 'Expected yes or no',
  })
  .transform((value) => value === true || value === 1 || value === '1');
const messageId = z.coerce
  .number({ error: 'Unknown message' })
  .int('Unknown message')
  .positive('Unknown message');
const cid = z.string().trim().min(1).max(64).optional();

/** Client → server payloads. Ids naming a person are checked against the session's user by the server. */
export const CLIENT_EVENTS = {
  joinroom: z.object({ room, user: id.optional() }),
  leaveroom: z.object({ room }),
  loadchats: z.object({
    room,
    before: messageId.optional(),
    /** [defined here] The newest id the client holds: answers what came after it (ack only). */
    after: z.coerce
      .number({ error: 'Unknown message' })
      .int('Unknown message')
      .min(0, 'Unknown message')
      .optional(),
  }),
  read: z.object({ room, id: messageId }),
  sendchat: z.object({
    room,
    my_id: id.optional(),
    text: ZChatText,
    type: z.literal('text', { error: 'Only text can be sent here' }).optional().default('text'),
    cid,
  }),
  sendchatnotification: z.object({
    room,
    my_id: id.optional(),
    text: z.enum([CHAT_MARKERS.fullProfileRequest, CHAT_MARKERS.joinCallAudio, CHAT_MARKERS.joinCallVideo], {
      error: 'Unknown request',
    }),
  }),
  acceptfp: z.object({ room, my_id: id.optional(), from_id: id, accept: flag }),
  unmatch: z.object({
    room,
    unmatcher: id.optional(),
    unmatchee: id.optional(),
    full_match: flag.optional(),
  }),
  report: ZReportForm.extend({
    room,
    unmatcher: id.optional(),
    unmatchee: id.optional(),
    full_match: flag.optional(),
  }),
  block: z.object({ room }),
  sendgift: z.object({
    room,
    my_id: id.optional(),
    user_id: id.optional(),
    imageid: id,
    text: z.string().max(200).optional(),
    type: z.string().max(20).optional(),
  }),
  getdates: z.object({ room, my_id: id.optional() }),
  setdate: z.object({
    room,
    requestor: id.optional(),
    requestee: id.optional(),
    datedb: ZDateTime,
    datetext: z.string().max(100).optional(),
    location: ZDateLocation,
  }),
  canceldate: z.object({ room, my_id: id.optional(), dateid: id }),
  acceptdate: z.object({
    room,
    my_id: id.optional(),
    chatref: messageId.optional(),
    dateref: id,
    accepted: flag,
  }),
  joinavchat: z.object({ room, my_id: id.optional(), vctype: z.enum(['audio', 'video']).optional() }),
  video: z.object({ id: id.optional(), room, on: flag }),
  endcall: z.object({ id: id.optional(), room }),
  joincall: z.object({
    id: id.optional(),
    room,
    peerid: z
      .string()
      .max(100)
      .regex(/^$|^[A-Za-z0-9]+(?:[ _-][A-Za-z0-9]+)*$/, 'That call id is not valid'),
    action: z.enum(['caller', 'callee']),
  }),
} as const;

export type ClientEventName = keyof typeof CLIENT_EVENTS;
export type ClientPayload<E extends ClientEventName> = z.output<(typeof CLIENT_EVENTS)[E]>;
export type ClientInput<E extends ClientEventName> = z.input<(typeof CLIENT_EVENTS)[E]>;

/** A refusal for going too fast also says, in `retryAfter`, the seconds until asking again works (the 429's Retry-After). */
export type Ack<T extends object = object> =
  | ({ success: true } & T)
  | { success: false; error: string; retryAfter?: number; requestId?: string };
export type AckCallback = (answer: Ack<Record<string, unknown>>) => void;

/** For socket.io's typed sockets: each client event takes its payload and an optional acknowledgement. */
export type ClientToServerEvents = {
  [E in ClientEventName]: (payload: ClientInput<E>, ack?: AckCallback) => void;
};

/**
 * [defined here] A refusal told to a client that sent the event without an acknowledgement callback: the
 * event refused, the sentence to show, and the room and client message id when the payload named them. A client
 * that does not know it ignores it; a client that passes callbacks never gets it.
 */
export interface Refusal {
  event: ClientEventName;
  error: string;
  room?: string;
  cid?: string;
  retryAfter?: number;
  requestId?: string;
}

export interface ServerToClientEvents {
  /** The room is not the caller's (ROOM_GONE_TEXT): RULES.md "Errors" goes back to the matches list. */
  joinfailed: (payload: { room: string; error: string }) => void;
  refused: (payload: Refusal) => void;
  getchats: (payload: { success: boolean; room: string; chats: ChatMessage[]; more: boolean }) => void;
  getchatnotifications: (payload: { success: boolean; room: string; chats: ChatMessage[] }) => void;
  newchat: (payload: { chat: ChatMessage }) => void;
  chatupdated: (payload: { chat: ChatMessage }) => void;
  matchupdated: (payload: { room: string; full_match: 0 | 1 }) => void;
  fpaccepted: (payload: { room: string; accepted: boolean }) => void;
  unmatched: (payload: { success: boolean; room: string }) => void;
  /**
   * [defined here] The other member deleted their account: the room stays readable for the one who is
   * left, its messages from them now from "deleted user", and nothing more can be sent.
   */
  accountdeleted: (payload: { room: string }) => void;
  dateaccepted: (payload: { room: string; date: ChatDate }) => void;
  /**
   * The people present in the room (RULES.md "Realtime"), as the receiving member may see them: a member who hides
   * their activity (preferences show_online 0) is named only to themselves. Sent again when one of them changes it.
   */
  roster: (payload: string[]) => void;
  dates: (payload: { room: string; dates: ChatDate[] }) => void;
  joinedcall: (payload: { id: string; peerid: string; action: 'caller' | 'callee' }) => void;
  closedcall: (payload: { id: string }) => void;
  videostatus: (payload: { id: string; on: boolean }) => void;
  /** [defined here] News for the person wherever they are in the app (see PersonAlert). */
  alert: (payload: PersonAlert) => void;
  /** [defined here] A match partner came online or left (only for people who show their activity). */
  presence: (payload: { room: string; online: boolean }) => void;
  /**
   * [defined here] Fan-out between servers had a gap (Redis was away; `fanout`): events meant for this
   * socket since `since` (ISO 8601, UTC; compare with messages' `created`) may have been lost. Fetch again what the
   * screen holds: for each joined room `loadchats {room, after}` from the newest message held that was created
   * before `since`, the matches list, the badges. The rosters of the rooms are sent again by the server.
   */
  resync: (payload: { reason: 'fanout'; since: string }) => void;
}

// ---- Person events -------------------------------------------------------------------------------
// Every socket of a signed-in person joins that person's own channel on connect (on any server: through the
// Redis adapter when there are several), whatever screen it came from. Room events above keep working as they
// did (the mobile app joins rooms); these are extra, sent to the person's channel only:
// - `alert` (PersonAlert): one event, one `kind` per kind of news, so a screen listens to what it needs and the
//   same value decides a web push when the person has no socket open (pushTypeOf below, alerts.actions.ts).
// - `presence {room, online}`: the other member of `room` opened their first socket or closed their last one.
//   Nobody hears it about a person who hides their activity (preferences `show_online` 0).
// `alert` never carries what the match level hides: `real_name` only in a full match.

/** Who the news is from, as the match level allows. */
export interface AlertPerson {
  user_id: string;
  display_name: string;
  /** Full matches only. Never in a web push. */
  real_name?: string;
  /** The person's public (AI) image id; download with type=AIImage. */
  imageid: string | null;
}

export type PersonAlert =
  /** A new match (both accepted), to the person who accepted first (the other just saw it). `from` is the other. */
  | { kind: 'match'; room: string; from: AlertPerson }
  /** A new message in `room` from `from`; `unread` is the room's count of messages the person has not read. */
  | { kind: 'message'; room: string; from: AlertPerson; chat: ChatMessage; unread: number }
  /** The person read up to a message in `room` (on this or another tab or device): the room's badge is `unread`. */
  | { kind: 'read'; room: string; unread: number }
  /** A full-profile request to the person, or the answer to theirs; `hidden`: the other member took it back. */
  | {
      kind: 'fullprofile';
      room: string;
      from: AlertPerson;
      state: 'requested' | 'accepted' | 'declined' | 'hidden';
    }
  /** A date asked of the person, or the other member's answer or cancellation. */
  | {
      kind: 'date';
      room: string;
      from: AlertPerson;
      state: 'requested' | 'accepted' | 'declined' | 'cancelled';
      date: ChatDate;
    }
  /** A gift from the other member (also an image message in the room: its unread count rises by one). */
  | { kind: 'gift'; room: string; from: AlertPerson }
  /**
   * A call in `room`: `ringing` to the callee (every tab), then to the callee's tabs and devices `answered` (one
   * of them took it), `declined`, `missed` (nobody answered in CALLS.noAnswerMs, or the caller gave up) or
   * `ended`; to the caller `missed` and `declined` too.
   */
  | {
      kind: 'call';
      room: string;
      from: AlertPerson;
      vctype: 'audio' | 'video';
      state: 'ringing' | 'answered' | 'declined' | 'missed' | 'ended';
      /**
       * [defined here] On `ringing`: how many milliseconds the server still lets it ring (its
       * CALL_NO_ANSWER_MS less what has rung), for the ringing sheet's own limit. CALLS.noAnswerMs when absent.
       */
      ringms?: number;
    }
  /** A notification was stored for the person (the Notifications screen); `unread` is their new unread count. */
  | { kind: 'notification'; unread: number; notification: NotificationAlert }
  /** The match in `room` ended (unmatch, block, report, a deleted account): it leaves the lists. */
  | { kind: 'matchended'; room: string };

export type PersonAlertKind = PersonAlert['kind'];

/** A stored notification as the Notifications screen lists it (RULES.md "Reads and writes" `notifications`). */
export interface NotificationAlert {
  id: string;
  title: string;
  notification: string;
  created: string;
  /** [defined here] As NotificationItem's `date`. */
  date?: { at: string; text: string };
}

/** The per-type web push choices of Settings, and which alerts each one covers. */
export const PUSH_TYPES = ['messages', 'matches', 'calls', 'dates', 'gifts'] as const;
export type PushType = (typeof PUSH_TYPES)[number];

/** Which push choice an alert falls under; null: never pushed (it only matters to an open app). */
export function pushTypeOf(alert: PersonAlert): PushType | null {
  switch (alert.kind) {
    case 'message':
    case 'fullprofile':
      return 'messages';
    case 'match':
      return 'matches';
    case 'call':
      return alert.state === 'ringing' || alert.state === 'missed' ? 'calls' : null;
    case 'date':
      return 'dates';
    case 'gift':
      return 'gifts';
    default:
      return null;
  }
}
