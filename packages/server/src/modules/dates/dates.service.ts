// Date rules (RULES.md "Entities", "States and transitions", "Validation", "Realtime"): a member asks the other
// member for a date ahead of the server's clock; only the person asked answers, once; either member cancels an
// upcoming date. Each change is stored first (the date and its chat message in one transaction), then sent to the
// room and notified. The place is the asker's own words: the other member receives it through their hidden words.

import { SAFETY_TEXT } from '@rookery/shared/api/date-safety.actions.ts';
import { HIDDEN_WORDS } from '@rookery/shared/domain/hidden-words.ts';
import type { ChatDate, ChatMessage, ClientPayload } from '@rookery/shared/events.ts';
import { CHAT_MESSAGES, latestDateAt } from '@rookery/shared/schemas/chat.ts';
import type { Db } from '../../platform/db/db-client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { PairLimit } from '../../platform/http/pair-limits.ts';
import type { BindableHub } from '../../platform/realtime/realtime-hub.ts';
import { requireSelf } from '../../platform/realtime/require-self.ts';
import type { RealtimeHub } from '../../platform/realtime/socket-handler.ts';
import type { Alerts } from '../alerts/alerts.public.ts';
import { NOT_A_MEMBER, type Room, type RoomPort, type RoomService } from '../chat/chat.public.ts';
import type { HiddenWordsService } from '../hidden-words/hidden-words.public.ts';
import type { MuteCheck } from '../moderation/moderation.public.ts';
import { type NoteTarget, type NoteText, naming } from '../notifications/notifications.public.ts';
import type { DatesRepo } from './dates.repo.ts';

/** At most this many unanswered upcoming requests per room, so a room cannot be flooded with requests. */
export const MAX_OPEN_DATE_REQUESTS = 10;

export const DATE_TEXT = {
  notTheOther: 'That is not the other person in this chat.',
  tooMany: `There are already ${MAX_OPEN_DATE_REQUESTS} date requests waiting for an answer in this chat.`,
  unknown: SAFETY_TEXT.dateUnknown,
  onlyRequestee: 'Only the person asked can answer this date request.',
  answered: 'This date request has already been answered.',
  passed: 'This date has already passed.',
  notCancellable: 'Only upcoming dates can be cancelled.',
  notification: {
    request: 'Date request',
    accepted: 'Date accepted',
    declined: 'Date declined',
  },
} as const;

export interface Notifier {
  notify(userId: string, title: string, notification: string | NoteText, target?: NoteTarget): Promise<void>;
}

export interface DatesDeps {
  repo: DatesRepo;
  rooms: RoomService;
  /** The chat's room port: the room is held and the date's message written and answered through it. */
  roomPort: RoomPort;
  hub: RealtimeHub & Pick<BindableHub, 'toRoomSplit'>;
  /** The place folded for a receiver who hides one of its words (none folded when not given). */
  hiddenWords?: Pick<HiddenWordsService, 'asReceivedBy' | 'matcherFor'> | undefined;
  notifications: Notifier;
  /** A moderator's mute refuses date requests too (modules/moderation). */
  assertNotMuted: MuteCheck;
  /** Date requests one person may send the same match an hour (platform/http/pair-limits.ts); none if not given. */
  requestLimit?: PairLimit | undefined;
  /** Alerts to the person (modules/alerts): a request, answer or cancellation reaches the other member. */
  alerts?: Alerts | undefined;
  clock?: () => Date;
}

/** The mobile app sends the ids of the people involved; they must be the session's user and the other member. */
function checkIds(room: Room, me: string | undefined, other: string | undefined): void {
  requireSelf(room.me, me);
  if (other !== undefined && other !== room.other) throw new AppError('BAD_INPUT', DATE_TEXT.notTheOther);
}

/** How the date reads in the chat and in notifications; clients format `date_at` in the device's zone. */
function summaryOf(location: string, dateAt: Date): string {
  return `${location}, ${dateAt.toISOString()}`;
}

export function createDatesService({
  repo,
  rooms,
  roomPort,
  hub,
  notifications,
  assertNotMuted,
  requestLimit,
  alerts,
  hiddenWords,
  clock,
}: DatesDeps) {
  const now = clock ?? (() => new Date());

  /** The dates as `readerId` sees them: a place the other member wrote with one of the reader's words folded. */
  async function datesFor(readerId: string, dates: ChatDate[]): Promise<ChatDate[]> {
    const hides = dates.some((d) => d.requestor !== readerId)
      ? await hiddenWords?.matcherFor(readerId)
      : null;
    if (!hides) return dates;
    return dates.map((d) =>
      d.requestor !== readerId && hides(d.location) ? { ...d, location: HIDDEN_WORDS.folded } : d,
    );
  }

  /** A date message to the room, `hidden` for the member who did not write it when it holds their words. */
  async function toRoomAsReceived(room: Room, event: 'newchat' | 'chatupdated', chat: ChatMessage) {
    const reader = chat.from_id === room.me ? room.other : room.me;
    const [theirs = chat] = reader && hiddenWords ? await hiddenWords.asReceivedBy(reader, [chat]) : [chat];
    if (!reader || theirs === chat) hub.toRoom(room.id, event, { chat });
    else hub.toRoomSplit(room.id, reader, event, [{ chat: theirs }], [{ chat }]);
  }

  /** The other member hears of the request, answer or cancellation wherever they are. */
  const tellOther = async (
    room: Room & { other: string },
    state: 'requested' | 'accepted' | 'declined' | 'cancelled',
    date: ChatDate,
  ) => {
    const [seen = date] = await datesFor(room.other, [date]);
    await alerts?.fromMember(room.id, room.me, (from) => ({
      kind: 'date',
      room: room.id,
      from,
      state,
      date: seen,
    }));
  };

  async function openRoom(roomId: string, userId: string): Promise<Room & { other: string }> {
    const room = await rooms.requireMember(roomId, userId);
    // The other member deleted their account: nobody is left to meet.
    if (!room.other) throw new AppError('FORBIDDEN', NOT_A_MEMBER);
    return { ...room, other: room.other };
  }

  /** Each member hears the room's upcoming dates as they see them. */
  async function broadcastDates(room: Room & { other: string }): Promise<ChatDate[]> {
    const dates = await repo.upcoming(room.id, now());
    const [mine, theirs] = await Promise.all([datesFor(room.me, dates), datesFor(room.other, dates)]);
    hub.toRoomSplit(
      room.id,
      room.me,
      'dates',
      [{ room: room.id, dates: mine }],
      [{ room: room.id, dates: theirs }],
    );
    return dates;
  }

  const nameOf = (userId: string): Promise<string> => roomPort.shownName(userId);

  /** The date's chat message moves from pending to its answer (the chat shows how it was answered). */
  async function settleMessage(tx: Db, roomId: string, date: ChatDate): Promise<ChatMessage | null> {
    const id = await roomPort.idByReference(tx, roomId, 'date', date.id);
    if (id === null) return null;
    return roomPort.answer(
      roomId,
      id,
      'pending',
      date.status === 'cancelled' ? 'expired' : date.status === 'accepted' ? 'accepted' : 'declined',
      tx,
    );
  }

  return {
    async list(userId: string, payload: ClientPayload<'getdates'>): Promise<ChatDate[]> {
      const room = await openRoom(payload.room, userId);
      checkIds(room, payload.my_id, undefined);
      return datesFor(room.me, await repo.upcoming(room.id, now()));
    },

    async request(
      userId: string,
      payload: ClientPayload<'setdate'>,
    ): Promise<{ date: ChatDate; chat: ChatMessage }> {
      const room = await openRoom(payload.room, userId);
      checkIds(room, payload.requestor, payload.requestee);
      await assertNotMuted(room.me);
      const dateAt = new Date(payload.datedb);
      if (!(dateAt.getTime() > now().getTime())) throw new AppError('BAD_INPUT', CHAT_MESSAGES.datePast);
      if (dateAt.getTime() > latestDateAt(now().getTime())) {
        throw new AppError('BAD_INPUT', CHAT_MESSAGES.dateTooFar);
      }
      // Cancelling and asking again is a new request each time: counted per pair, so it cannot go on forever.
      await requestLimit?.(room.me, room.other);
      const stored = await repo.transaction(async (tx) => {
        if (!(await roomPort.lockOpenRoom(tx, room.id, 'update'))) {
          throw new AppError('FORBIDDEN', NOT_A_MEMBER);
        }
        if ((await repo.countRequested(tx, room.id, now())) >= MAX_OPEN_DATE_REQUESTS) {
          throw new AppError('BAD_INPUT', DATE_TEXT.tooMany);
        }
        const date = await repo.insert(tx, {
          roomId: room.id,
          requestor: room.me,
          requestee: room.other,
          location: payload.location,
          dateAt,
        });
        const { chat } = await roomPort.insert(
          {
            roomId: room.id,
            fromId: room.me,
            type: 'date',
            chattext: summaryOf(payload.location, dateAt),
            reference: date.id,
            status: 'pending',
          },
          tx,
        );
        return { date, chat };
      });
      await toRoomAsReceived(room, 'newchat', stored.chat);
      await broadcastDates(room);
      await tellOther(room, 'requested', stored.date);
      await notifications.notify(
        room.other,
        DATE_TEXT.notification.request,
        // The time is stored apart: each reader sees it in their own zone.
        {
          ...naming(
            { userId: room.me, name: await nameOf(room.me) },
            (n) => `${n} asked you on a date: ${payload.location}`,
          ),
          dateAt,
        },
        { kind: 'date', matchId: room.id },
      );
      return stored;
    },

    async answer(userId: string, payload: ClientPayload<'acceptdate'>): Promise<{ date: ChatDate }> {
      const room = await openRoom(payload.room, userId);
      checkIds(room, payload.my_id, undefined);
      const to = payload.accepted ? 'accepted' : 'declined';
      const at = now();
      const done = await repo.transaction(async (tx) => {
        const date = await repo.answer(tx, room.id, payload.dateref, room.me, to, at);
        if (!date) return null;
        const chat = await settleMessage(tx, room.id, date);
        return { date, chat };
      });
      if (!done) {
        // Why nothing changed, in the order a person would want to hear it.
        const date = await repo.byId(room.id, payload.dateref);
        if (!date) throw new AppError('NOT_FOUND', DATE_TEXT.unknown);
        if (date.requestee !== room.me) throw new AppError('FORBIDDEN', DATE_TEXT.onlyRequestee);
        if (date.status !== 'requested') throw new AppError('BAD_INPUT', DATE_TEXT.answered);
        throw new AppError('BAD_INPUT', DATE_TEXT.passed);
      }
      if (done.chat) await toRoomAsReceived(room, 'chatupdated', done.chat);
      if (done.date.status === 'accepted') {
        // The one answering is the person asked: they see the place as they received it.
        const [seen = done.date] = await datesFor(room.me, [done.date]);
        hub.toRoomSplit(
          room.id,
          room.me,
          'dateaccepted',
          [{ room: room.id, date: seen }],
          [{ room: room.id, date: done.date }],
        );
      }
      await broadcastDates(room);
      await tellOther(room, done.date.status === 'accepted' ? 'accepted' : 'declined', done.date);
      const title =
        done.date.status === 'accepted' ? DATE_TEXT.notification.accepted : DATE_TEXT.notification.declined;
      const verb = done.date.status === 'accepted' ? 'accepted' : 'declined';
      await notifications.notify(
        room.other,
        title,
        {
          ...naming(
            { userId: room.me, name: await nameOf(room.me) },
            (n) => `${n} ${verb} your date: ${done.date.location}`,
          ),
          dateAt: new Date(done.date.date_at),
        },
        { kind: 'date', matchId: room.id },
      );
      return { date: done.date };
    },

    async cancel(userId: string, payload: ClientPayload<'canceldate'>): Promise<{ date: ChatDate }> {
      const room = await openRoom(payload.room, userId);
      checkIds(room, payload.my_id, undefined);
      const done = await repo.transaction(async (tx) => {
        const date = await repo.cancel(tx, room.id, payload.dateid, now());
        if (!date) return null;
        const chat = await settleMessage(tx, room.id, date);
        return { date, chat };
      });
      if (!done) {
        const date = await repo.byId(room.id, payload.dateid);
        throw date
          ? new AppError('BAD_INPUT', DATE_TEXT.notCancellable)
          : new AppError('NOT_FOUND', DATE_TEXT.unknown);
      }
      if (done.chat) await toRoomAsReceived(room, 'chatupdated', done.chat);
      await broadcastDates(room);
      await tellOther(room, 'cancelled', done.date);
      return { date: done.date };
    },
  };
}

export type DatesService = ReturnType<typeof createDatesService>;
