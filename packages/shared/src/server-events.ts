// The server → client socket events (RULES.md "Realtime", "Constants and limits") as data: one zod schema per event,
// built to the ServerToClientEvents types in events.ts. Published in contract/current.json (`serverEvents`), and the
// server's socket test client checks every event it receives against them, so the server tests prove the published
// shapes.
import { z } from 'zod';
import {
  type AlertPerson,
  CHAT_TYPES,
  type ChatDate,
  type ChatMessage,
  CLIENT_EVENTS,
  DATE_STATUSES,
  type NotificationAlert,
  type PersonAlert,
  type Refusal,
  type ServerToClientEvents,
} from './events.ts';

const flag = z.literal([0, 1]);

export const ZChatMessage = z.object({
  id: z.number().int(),
  type: z.enum(CHAT_TYPES),
  chattext: z.string(),
  from_id: z.string().nullable(),
  room_id: z.string(),
  reference: z.string().nullable(),
  created: z.string(),
  status: z.enum(['pending', 'accepted', 'declined', 'expired']).optional(),
  cid: z.string().nullable().optional(),
  duration: z.number().optional(),
  hidden: z.literal(true).optional(),
  flagged: z.literal(true).optional(),
}) satisfies z.ZodType<ChatMessage>;

export const ZChatDate = z.object({
  id: z.string(),
  location: z.string(),
  date_at: z.string(),
  status: z.enum(DATE_STATUSES),
  requestor: z.string().nullable(),
  requestee: z.string().nullable(),
}) satisfies z.ZodType<ChatDate>;

const ZAlertPerson = z.object({
  user_id: z.string(),
  display_name: z.string(),
  real_name: z.string().optional(),
  imageid: z.string().nullable(),
}) satisfies z.ZodType<AlertPerson>;

const ZNotificationAlert = z.object({
  id: z.string(),
  title: z.string(),
  notification: z.string(),
  created: z.string(),
  date: z.object({ at: z.string(), text: z.string() }).optional(),
}) satisfies z.ZodType<NotificationAlert>;

const room = z.string();

export const ZPersonAlert = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('match'), room, from: ZAlertPerson }),
  z.object({
    kind: z.literal('message'),
    room,
    from: ZAlertPerson,
    chat: ZChatMessage,
    unread: z.number().int(),
  }),
  z.object({ kind: z.literal('read'), room, unread: z.number().int() }),
  z.object({
    kind: z.literal('fullprofile'),
    room,
    from: ZAlertPerson,
    state: z.enum(['requested', 'accepted', 'declined', 'hidden']),
  }),
  z.object({
    kind: z.literal('date'),
    room,
    from: ZAlertPerson,
    state: z.enum(['requested', 'accepted', 'declined', 'cancelled']),
    date: ZChatDate,
  }),
  z.object({ kind: z.literal('gift'), room, from: ZAlertPerson }),
  z.object({
    kind: z.literal('call'),
    room,
    from: ZAlertPerson,
    vctype: z.enum(['audio', 'video']),
    state: z.enum(['ringing', 'answered', 'declined', 'missed', 'ended']),
    ringms: z.number().optional(),
  }),
  z.object({ kind: z.literal('notification'), unread: z.number().int(), notification: ZNotificationAlert }),
  z.object({ kind: z.literal('matchended'), room }),
]) satisfies z.ZodType<PersonAlert>;

const clientEventNames = Object.keys(CLIENT_EVENTS) as [
  keyof typeof CLIENT_EVENTS,
  ...(keyof typeof CLIENT_EVENTS)[],
];

const ZRefusal = z.object({
  event: z.enum(clientEventNames),
  error: z.string(),
  room: z.string().optional(),
  cid: z.string().optional(),
  retryAfter: z.number().optional(),
  requestId: z.string().optional(),
}) satisfies z.ZodType<Refusal>;

type PayloadOf<E extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[E]>[0];
type ServerEventSchemas = { [E in keyof ServerToClientEvents]: z.ZodType<PayloadOf<E>> };

/** Each server → client event's payload. */
export const SERVER_EVENTS = {
  joinfailed: z.object({ room, error: z.string() }),
  refused: ZRefusal,
  getchats: z.object({ success: z.boolean(), room, chats: z.array(ZChatMessage), more: z.boolean() }),
  getchatnotifications: z.object({ success: z.boolean(), room, chats: z.array(ZChatMessage) }),
  newchat: z.object({ chat: ZChatMessage }),
  chatupdated: z.object({ chat: ZChatMessage }),
  matchupdated: z.object({ room, full_match: flag }),
  fpaccepted: z.object({ room, accepted: z.boolean() }),
  unmatched: z.object({ success: z.boolean(), room }),
  accountdeleted: z.object({ room }),
  dateaccepted: z.object({ room, date: ZChatDate }),
  roster: z.array(z.string()),
  dates: z.object({ room, dates: z.array(ZChatDate) }),
  joinedcall: z.object({ id: z.string(), peerid: z.string(), action: z.enum(['caller', 'callee']) }),
  closedcall: z.object({ id: z.string() }),
  videostatus: z.object({ id: z.string(), on: z.boolean() }),
  alert: ZPersonAlert,
  presence: z.object({ room, online: z.boolean() }),
  resync: z.object({ reason: z.literal('fanout'), since: z.string() }),
} satisfies ServerEventSchemas;

export type ServerEventName = keyof typeof SERVER_EVENTS;
