// The chat's rules (RULES.md "Realtime", "States and transitions"): members only, messages stored before they are
// sent, read positions that only move forward, one full-profile request at a time, accepting makes the match full for
// both, and the notifications RULES.md "Defaults" lists (full-profile request and its answer, a message while
// offline).

import { REVEAL_TEXT } from '@rookery/shared/api/chat.actions.ts';
import { CHAT_MARKERS, type ChatMessage, REALTIME } from '@rookery/shared/events.ts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../platform/http/app-error.ts';
import type { PairLimit } from '../../platform/http/pair-limits.ts';
import type { BindableHub } from '../../platform/realtime/realtime-hub.ts';
import { memberRoom, type RealtimeHub } from '../../platform/realtime/socket-handler.ts';
import type { Alerts } from '../alerts/alerts.public.ts';
import { asReceived, type HiddenWordsService, matcherOf } from '../hidden-words/hidden-words.public.ts';
import type { MuteCheck } from '../moderation/moderation.public.ts';
import {
  type Mention,
  type NoteTarget,
  type NoteText,
  naming,
} from '../notifications/notifications.public.ts';
import type { ChatRepo } from './chat.repo.ts';
import type { ChatLimits } from './chat-limits.ts';
import type { ChatWriteBatcher } from './chat-write-batcher.ts';
import { NOT_A_MEMBER, type Room, type RoomService } from './room.service.ts';

export const CHAT_TEXT = {
  /** RULES.md "Errors": what the chat says while a request waits for its answer. */
  requestPending: 'Please wait for the other person to respond',
  alreadyFull: 'You already share full profiles.',
  noRequest: 'There is no full profile request to answer.',
  /** Calls are started by joinavchat (modules/calls), which checks the call and stores its request. */
  startCallFirst: 'Start the call with the call button.',
} as const;

export type Notify = (
  userId: string,
  title: string,
  notification: string | NoteText,
  target?: NoteTarget,
) => Promise<void>;

export interface ChatServiceDeps {
  rooms: RoomService;
  repo: ChatRepo;
  /** Text messages are stored in batches (chat-write-batcher.ts). */
  writes: ChatWriteBatcher;
  hub: RealtimeHub & Pick<BindableHub, 'toEachIn' | 'toRoomSplit' | 'membersOf'>;
  notify: Notify;
  log: FastifyBaseLogger;
  /** A moderator's mute refuses every message and request (modules/moderation). */
  assertNotMuted: MuteCheck;
  /** Messages a second and first messages a day (chat-limits.ts); none when not given. */
  limits?: ChatLimits;
  /** Full-profile requests one person may send the same match an hour (platform/http/pair-limits.ts). */
  profileRequestLimit?: PairLimit | undefined;
  /** Alerts to the person (modules/alerts): messages, reads and full-profile news wherever the person is. */
  alerts?: Alerts | undefined;
  /** Those of the people who hide their activity (preferences show_online 0, modules/alerts). */
  hidingAmong?: ((userIds: string[]) => Promise<Set<string>>) | undefined;
  /** History as its reader receives it (messages with their hidden words marked `hidden`). */
  hiddenWords?: Pick<HiddenWordsService, 'asReceivedBy'> | undefined;
}

export function createChatService(deps: ChatServiceDeps) {
  const { rooms, repo, writes, hub, notify, log, assertNotMuted, alerts } = deps;

  const received = async (userId: string, chats: ChatMessage[]) =>
    deps.hiddenWords ? deps.hiddenWords.asReceivedBy(userId, chats) : chats;
  const nameOf = (userId: string) => repo.shownName(userId);
  const mentionOf = async (userId: string): Promise<Mention> => ({ userId, name: await nameOf(userId) });

  async function sendRequests(roomId: string): Promise<void> {
    hub.toRoom(roomId, 'getchatnotifications', {
      success: true,
      room: roomId,
      chats: await repo.pendingRequests(roomId),
    });
  }

  /** A message while the receiver is offline: one notification per unread streak, not per message. */
  async function notifyIfOffline(room: Pick<Room, 'id' | 'me' | 'other'>, chat: ChatMessage): Promise<void> {
    if (!room.other) return;
    if (await hub.isOnline(room.other)) return;
    if (!(await repo.firstUnread(room.id, room.other, chat.id))) return;
    await notify(
      room.other,
      'New message',
      naming(await mentionOf(room.me), (n) => `${n} sent you a message.`),
      { kind: 'chat', matchId: room.id },
    );
  }

  return {
    requireMember: (roomId: string, userId: string) => rooms.requireMember(roomId, userId),
    requireReader: (roomId: string, userId: string) => rooms.requireReader(roomId, userId),

    /** A page of history: the latest (or those before `before`), oldest first. */
    async history(roomId: string, userId: string, before?: number) {
      await rooms.requireReader(roomId, userId);
      const page = await repo.page(roomId, before, REALTIME.pageSize);
      return { ...page, chats: await received(userId, page.chats) };
    },

    /** Up to a page of the messages after `after`, oldest first; `more`: newer ones remain (a client's catch-up). */
    async since(roomId: string, userId: string, after: number) {
      await rooms.requireReader(roomId, userId);
      const page = await repo.pageAfter(roomId, after, REALTIME.pageSize);
      return { ...page, chats: await received(userId, page.chats) };
    },

    /** What joining a room shows: the latest page and the requests waiting for an answer. */
    async open(roomId: string, userId: string) {
      await rooms.requireReader(roomId, userId);
      const [page, requests] = await Promise.all([
        repo.page(roomId, undefined, REALTIME.pageSize),
        repo.pendingRequests(roomId),
      ]);
      return { page: { ...page, chats: await received(userId, page.chats) }, requests };
    },

    async read(roomId: string, userId: string, upTo: number): Promise<number> {
      await rooms.requireReader(roomId, userId);
      const position = await repo.markRead(roomId, userId, upTo);
      // The reader's other tabs and devices clear the room's badge.
      await alerts?.read(roomId, userId);
      return position;
    },

    /**
     * Stores (with the other messages of this moment, in one statement), then sends to the room. A resend with the
     * same cid answers the stored message, stored once and sent to the room again: the first send may have
     * been lost with the server that stored it; clients keep one message per id. Alerts and notifications go once.
     */
    async send(roomId: string, userId: string, text: string, cid?: string): Promise<ChatMessage> {
      await deps.limits?.beforeSend(roomId, userId);
      const stored = await writes.submit({ roomId, fromId: userId, chattext: text, clientId: cid ?? null });
      if (stored.outcome === 'refused') {
        // Not an open room of theirs: requireMember throws why (ACCOUNT_DELETED in a room left by a deleted account).
        await rooms.requireMember(roomId, userId);
        // The insert also refuses a muted sender; say so with the mute's end.
        await assertNotMuted(userId);
        throw new AppError('FORBIDDEN', NOT_A_MEMBER);
      }
      const { chat, other } = stored;
      deps.limits?.sent(roomId, userId);
      // Folded for the receiver alone when it holds one of their hidden words; never for the sender.
      const theirs = other ? asReceived(chat, other, matcherOf(stored.otherHidden)) : chat;
      // Synchronously after the batch answered: each room hears its messages in the order they were stored.
      if (other && theirs !== chat) hub.toRoomSplit(roomId, other, 'newchat', [{ chat: theirs }], [{ chat }]);
      else hub.toRoom(roomId, 'newchat', { chat });
      if (stored.outcome === 'existing') return chat;
      // The statement that stored it read its alert's sender and unread count too.
      alerts?.fromMemberWith(roomId, userId, stored.sender, (from, unread) => ({
        kind: 'message',
        room: roomId,
        from,
        chat: theirs,
        unread,
      }));
      await notifyIfOffline({ id: roomId, me: userId, other }, chat).catch((err: unknown) =>
        log.error({ err, room: roomId }, 'offline message notification failed'),
      );
      return chat;
    },

    /** A full-profile (basic matches only, one waiting at a time) or join-call request. */
    async request(roomId: string, userId: string, marker: string): Promise<ChatMessage> {
      const room = await rooms.requireMember(roomId, userId);
      await assertNotMuted(userId);
      const fullProfile = marker === CHAT_MARKERS.fullProfileRequest;
      if (!fullProfile) {
        // A client that also announces its call here (the mobile app) gets the request joinavchat stored; a
        // request without a call is refused, so nobody rings with video outside a full match.
        const call = await repo.currentCall(roomId, userId, marker);
        if (!call) throw new AppError('BAD_INPUT', CHAT_TEXT.startCallFirst);
        return call;
      }
      if (room.fullMatch) throw new AppError('BAD_INPUT', CHAT_TEXT.alreadyFull);
      // Each request notifies the other person: declined and asked again is counted per pair.
      if (room.other) await deps.profileRequestLimit?.(room.me, room.other);
      const stored = await repo.request(roomId, userId, marker);
      if (stored === 'pending') throw new AppError('BAD_INPUT', CHAT_TEXT.requestPending);
      if (stored === null) {
        // The match ended, or became full, between the check and the write.
        if (await rooms.isMember(roomId, userId)) {
          throw new AppError('BAD_INPUT', CHAT_TEXT.alreadyFull);
        }
        throw new AppError('FORBIDDEN', NOT_A_MEMBER);
      }
      hub.toRoom(roomId, 'newchat', { chat: stored });
      await sendRequests(roomId);
      await alerts?.fromMember(roomId, userId, (from) => ({
        kind: 'fullprofile',
        room: roomId,
        from,
        state: 'requested',
      }));
      if (room.other) {
        await notify(
          room.other,
          'Full Profile request',
          naming(await mentionOf(userId), (n) => `${n} would like to share full profiles with you.`),
          { kind: 'chat', matchId: roomId },
        );
      }
      return stored;
    },

    /**
     * The answer to a full-profile request: only by the other member, only while `fromId`'s request is pending.
     * Accepting makes the match full for both at once.
     */
    async answerFullProfile(roomId: string, userId: string, fromId: string, accept: boolean) {
      const room = await rooms.requireMember(roomId, userId);
      if (fromId !== room.other) throw new AppError('BAD_INPUT', CHAT_TEXT.noRequest);
      const answer = await repo.answerFullProfile(roomId, fromId, userId, accept);
      if (!answer) throw new AppError('BAD_INPUT', CHAT_TEXT.noRequest);
      hub.toRoom(roomId, 'chatupdated', { chat: answer.request });
      if (answer.accepted) {
        hub.toRoom(roomId, 'newchat', { chat: answer.accepted });
        hub.toRoom(roomId, 'matchupdated', { room: roomId, full_match: 1 });
      }
      hub.toRoom(roomId, 'fpaccepted', { room: roomId, accepted: accept });
      await sendRequests(roomId);
      await alerts?.fromMember(roomId, userId, (from) => ({
        kind: 'fullprofile',
        room: roomId,
        from,
        state: accept ? 'accepted' : 'declined',
      }));
      await notify(
        fromId,
        accept ? 'Full Profile request accepted' : 'Full Profile request declined',
        naming(await mentionOf(userId), (n) =>
          accept ? `${n} accepted your full profile request.` : `${n} declined your full profile request.`,
        ),
        { kind: 'chat', matchId: roomId },
      );
      return { accepted: accept, chat: answer.accepted ?? answer.request };
    },

    /**
     * "Hide my photos and name again": either member of a full match takes it back to basic for both.
     * Both hear it at once in the room (matchupdated 0, the message that says so); the other member also wherever
     * they are (a `fullprofile` alert, state `hidden`), so an open profile or chat drops the photos and the name.
     */
    async hideFullProfile(roomId: string, userId: string): Promise<{ full_match: 0 }> {
      const room = await rooms.requireMember(roomId, userId);
      if (!room.fullMatch) throw new AppError('BAD_INPUT', REVEAL_TEXT.notFull);
      const chat = await repo.hideFullProfile(roomId, userId);
      if (!chat) throw new AppError('BAD_INPUT', REVEAL_TEXT.notFull);
      hub.toRoom(roomId, 'newchat', { chat });
      hub.toRoom(roomId, 'matchupdated', { room: roomId, full_match: 0 });
      await alerts?.fromMember(roomId, userId, (from) => ({
        kind: 'fullprofile',
        room: roomId,
        from,
        state: 'hidden',
      }));
      return { full_match: 0 };
    },

    /**
     * Tells a room who is in it (the online marker): each member hears the others who show their activity, and
     * themselves (a person with show_online off is never named to the other member). Not awaited by the
     * events that change it: gathering the roster from other servers may take a moment, and the person's next
     * message should not wait for it. `changedBy`: the person who joined or left; when they hide their activity,
     * only their own sockets hear it (a roster arriving on their cue, even without their name, would
     * tell the other member by its timing that they opened or closed the chat).
     */
    sendRoster(roomId: string, changedBy?: string): void {
      const rosterOf = async (members: string[]) => {
        const hiding = deps.hidingAmong ? await deps.hidingAmong(members) : new Set<string>();
        return (userId: string) => members.filter((member) => member === userId || !hiding.has(member));
      };
      const send = async () => {
        if (changedBy && deps.hidingAmong && (await deps.hidingAmong([changedBy])).has(changedBy)) {
          const seenBy = await rosterOf(await hub.membersOf(roomId));
          hub.toRoom(memberRoom(roomId, changedBy), 'roster', seenBy(changedBy));
          return;
        }
        await hub.toEachIn(roomId, 'roster', async (members) => {
          const seenBy = await rosterOf(members);
          return (userId) => [seenBy(userId)];
        });
      };
      send().catch((err: unknown) => log.error({ err, room: roomId }, 'roster failed'));
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
