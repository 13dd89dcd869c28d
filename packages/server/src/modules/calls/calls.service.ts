// The call rules (RULES.md "States and transitions"; the contract in packages/shared/src/calls.ts): members of an
// open match only, video only for full matches, one call per room (a join while the other member's request rings
// answers it), events only to the other member, and a request nobody answers expires after CALLS.noAnswerMs.
import { CALL_TEXT, type CallType, type JoinAvChatAnswer } from '@rookery/shared/calls.ts';
import { CHAT_MARKERS, type ChatMessage } from '@rookery/shared/events.ts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../platform/http/app-error.ts';
import type { PairLimit } from '../../platform/http/pair-limits.ts';
import type { BindableHub } from '../../platform/realtime/realtime-hub.ts';
import type { RealtimeHub } from '../../platform/realtime/socket-handler.ts';
import type { Alerts } from '../alerts/alerts.public.ts';
import { NOT_A_MEMBER, type RoomService } from '../chat/chat.public.ts';
import type { MuteCheck } from '../moderation/moderation.public.ts';
import { isPeerIdOf, issuePeerCredential } from './call-credentials.ts';
import { CALL_REFERENCE, type CallsRepo } from './calls.repo.ts';

export interface CallsServiceDeps {
  repo: CallsRepo;
  rooms: RoomService;
  /** `broadcast` tells the PeerJS server (on whichever server it runs) that a call ended. */
  hub: RealtimeHub & Pick<BindableHub, 'broadcast'>;
  log: FastifyBaseLogger;
  secret: string;
  noAnswerMs: number;
  peerTokenTtlMs: number;
  /** A muted person may neither ring nor answer (RULES.md "Safety and moderation"). */
  assertNotMuted: MuteCheck;
  /** New rings one person may start to the same match an hour (platform/http/pair-limits.ts). */
  ringLimit?: PairLimit | undefined;
  /** Alerts to the person (modules/alerts): ringing on any screen, and its answer, decline, miss or end. */
  alerts?: Alerts | undefined;
  clock?: () => Date;
}

export const INVALID_PEER_ID = 'That call id is not valid';

const typeOf = (call: ChatMessage): CallType =>
  call.chattext === CHAT_MARKERS.joinCallVideo ? 'video' : 'audio';

export function createCallsService(deps: CallsServiceDeps) {
  const { repo, rooms, hub, log } = deps;
  const now = deps.clock ?? (() => new Date());
  /** This process's no-answer timers; the database decides, so a timer on any server may fire it. */
  const timers = new Map<number, NodeJS.Timeout>();

  const isRinging = (call: ChatMessage | null, at: Date): call is ChatMessage =>
    call?.status === 'pending' && at.getTime() - Date.parse(call.created) < deps.noAnswerMs;
  const isOpen = (call: ChatMessage | null): call is ChatMessage =>
    call?.status === 'accepted' && call.reference === CALL_REFERENCE.open;
  /** How long the request may still ring, in milliseconds. */
  const ringLeft = (call: ChatMessage) =>
    Math.max(0, deps.noAnswerMs - (now().getTime() - Date.parse(call.created)));
  const otherOf = (room: { user_a: string | null; user_b: string | null }, userId: string) =>
    room.user_a === userId ? room.user_b : room.user_a;

  type CallState = 'ringing' | 'answered' | 'declined' | 'missed' | 'ended';
  /** The call's news from `fromId` to the room's other member, on every tab and device of theirs. */
  const tellCall = (roomId: string, fromId: string | null, call: ChatMessage, state: CallState) =>
    fromId
      ? deps.alerts?.fromMember(roomId, fromId, (from) => ({
          kind: 'call',
          room: roomId,
          from,
          vctype: typeOf(call),
          state,
          // The ringing sheet stops with this server's no-answer time, not the contract's default.
          ...(state === 'ringing' ? { ringms: ringLeft(call) } : {}),
        }))
      : undefined;

  /** What ending `call` means to each side: a decline or a miss is told to both, an end to the other. */
  async function tellEnded(roomId: string, call: ChatMessage, enderId: string, otherId: string | null) {
    const callerId = call.from_id;
    const calleeId = callerId === enderId ? otherId : enderId;
    if (call.status === 'declined' || call.status === 'expired') {
      const state = call.status === 'declined' ? 'declined' : 'missed';
      // The caller hears it from the callee; the callee's other tabs stop ringing.
      await Promise.all([tellCall(roomId, calleeId, call, state), tellCall(roomId, callerId, call, state)]);
      return;
    }
    await tellCall(roomId, enderId, call, 'ended');
  }

  async function sendRequests(roomId: string): Promise<void> {
    hub.toRoom(roomId, 'getchatnotifications', {
      success: true,
      room: roomId,
      chats: await repo.pendingRequests(roomId),
    });
  }

  /** Tells both members about requests whose state changed. */
  async function publish(roomId: string, created: ChatMessage | null, updated: ChatMessage[]) {
    if (created) hub.toRoom(roomId, 'newchat', { chat: created });
    for (const chat of updated) hub.toRoom(roomId, 'chatupdated', { chat });
    await sendRequests(roomId);
  }

  function clearTimer(id: number): void {
    const timer = timers.get(id);
    if (timer) clearTimeout(timer);
    timers.delete(id);
  }

  /** No answer in time: the request expires and the caller hears `closedcall` (from the callee's side). */
  async function expireUnanswered(roomId: string, id: number, calleeId: string | null): Promise<void> {
    timers.delete(id);
    const expired = await repo.setCall(
      roomId,
      id,
      { status: 'pending', reference: null },
      { status: 'expired', reference: null },
    );
    if (!expired) return;
    await publish(roomId, null, [expired]);
    if (expired.from_id) hub.toUser(expired.from_id, 'closedcall', { id: calleeId ?? '' });
    await tellEnded(roomId, expired, calleeId ?? '', expired.from_id);
  }

  /** Ends the room's ringing or open call in the database: the ended request, or null when there was none. */
  async function endLatest(roomId: string, userId: string | null): Promise<ChatMessage | null> {
    const call = await repo.latestCall(roomId);
    if (call?.status === 'pending') {
      const status = call.from_id === userId || !isRinging(call, now()) ? 'expired' : 'declined';
      return repo.setCall(
        roomId,
        call.id,
        { status: 'pending', reference: null },
        { status, reference: null },
      );
    }
    if (!isOpen(call)) return null;
    return repo.setCall(
      roomId,
      call.id,
      { status: 'accepted', reference: CALL_REFERENCE.open },
      { status: 'accepted', reference: CALL_REFERENCE.ended },
    );
  }

  /**
   * A block, report, unmatch, ban, suspension or deletion by or of `causeId` ends the room's call for both at
   * once: the request is over, each person hears `closedcall` naming the other, and the PeerJS server closes the
   * room's peers and stops relaying between them (the match or the standing is checked again there).
   */
  async function endForCause(roomId: string, causeId: string): Promise<void> {
    const ended = await endLatest(roomId, causeId);
    hub.broadcast({ kind: 'call-changed', room: roomId, teardown: true });
    if (!ended) return;
    clearTimer(ended.id);
    await publish(roomId, null, [ended]);
    const room = await repo.membersOf(roomId);
    const people = [room?.user_a ?? null, room?.user_b ?? null];
    for (const person of people) {
      if (!person) continue;
      const other = people.find((id) => id !== null && id !== person) ?? causeId;
      hub.toUser(person, 'closedcall', { id: other === person ? '' : other });
    }
    // After the teardown, and not waited for: a ban or suspension leaves the match open, so the other side's
    // ringing sheet or call ends too (an ended match tells nobody: matchended says it). The cause may still be in
    // its transaction, and the alert's own lookup must never hold the teardown up (fromMember never rejects).
    void tellEnded(roomId, ended, causeId, people.find((id) => id !== null && id !== causeId) ?? null);
  }

  /** The room's current call for a member's event: ringing or open, else "This call has ended." */
  async function requireCall(roomId: string, userId: string) {
    const room = await rooms.requireMember(roomId, userId);
    const call = await repo.latestCall(roomId);
    if (!isRinging(call, now()) && !isOpen(call)) throw new AppError('BAD_INPUT', CALL_TEXT.noOpenCall);
    return { room, call };
  }

  return {
    /** Starts a call, or answers the other member's ringing one (the contract's steps 1 and 2). */
    async join(roomId: string, userId: string, vctype: CallType): Promise<JoinAvChatAnswer> {
      // Refuses with the reason first (ACCOUNT_DELETED in a room left by a deleted account); the lock decides.
      await rooms.requireMember(roomId, userId);
      await deps.assertNotMuted(userId);
      const at = now();
      const outcome = await repo.transaction(async (tx) => {
        const room = await repo.lockOpenRoom(roomId, tx);
        if (!room || (room.user_a !== userId && room.user_b !== userId)) {
          throw new AppError('FORBIDDEN', NOT_A_MEMBER);
        }
        const other = otherOf(room, userId);
        if (!other) throw new AppError('FORBIDDEN', NOT_A_MEMBER);
        const last = await repo.latestCall(roomId, tx);
        const updated: ChatMessage[] = [];
        if (isRinging(last, at) && last.from_id === other) {
          // Answering keeps the caller's kind of call (a basic match never rings with video).
          const answered = await repo.setCall(
            roomId,
            last.id,
            { status: 'pending', reference: null },
            { status: 'accepted', reference: CALL_REFERENCE.open },
            tx,
          );
          if (answered) {
            return { role: 'callee' as const, call: answered, created: null, updated: [answered], other };
          }
        }
        if (vctype === 'video' && !room.full_match) {
          throw new AppError('BAD_INPUT', CALL_TEXT.videoNeedsFullMatch);
        }
        if (isRinging(last, at) && last.from_id === userId && typeOf(last) === vctype) {
          return { role: 'caller' as const, call: last, created: null, updated, other };
        }
        // Whatever the room's last call was, it is over now: one call per room.
        if (last?.status === 'pending') {
          const ended = await repo.setCall(
            roomId,
            last.id,
            { status: 'pending', reference: null },
            { status: 'expired', reference: null },
            tx,
          );
          if (ended) updated.push(ended);
        } else if (isOpen(last)) {
          const ended = await repo.setCall(
            roomId,
            last.id,
            { status: 'accepted', reference: CALL_REFERENCE.open },
            { status: 'accepted', reference: CALL_REFERENCE.ended },
            tx,
          );
          if (ended) updated.push(ended);
        }
        // A new ring (not an answer, nor the caller's own ring again): counted per pair, refused over the limit.
        await deps.ringLimit?.(userId, other);
        const marker = vctype === 'video' ? CHAT_MARKERS.joinCallVideo : CHAT_MARKERS.joinCallAudio;
        const created = await repo.insertRequest(roomId, userId, marker, tx);
        return { role: 'caller' as const, call: created, created, updated, other };
      });
      for (const chat of outcome.updated) clearTimer(chat.id);
      if (outcome.created || outcome.updated.length > 0) {
        // The signalling server forgets what it knew of the room's call (answered now, or ended by a new one).
        hub.broadcast({ kind: 'call-changed', room: roomId, teardown: false });
        await publish(roomId, outcome.created, outcome.updated);
      }
      if (outcome.updated.some((chat) => chat.id !== outcome.call.id)) {
        // A previous call of this room ended: its other side hangs up.
        hub.toUser(outcome.other, 'closedcall', { id: userId });
      }
      if (outcome.role === 'callee') {
        // Every tab and device of the callee stops ringing: one of them took the call.
        await tellCall(roomId, outcome.other, outcome.call, 'answered');
      }
      if (outcome.created) {
        await tellCall(roomId, userId, outcome.created, 'ringing');
        const { id } = outcome.created;
        const wait = ringLeft(outcome.created);
        const timer = setTimeout(() => {
          expireUnanswered(roomId, id, outcome.other).catch((err: unknown) =>
            log.error({ err, room: roomId }, 'expiring an unanswered call failed'),
          );
        }, wait);
        timer.unref();
        timers.set(id, timer);
      }
      const peer = issuePeerCredential(deps.secret, userId, roomId, deps.peerTokenTtlMs, at);
      return {
        room: roomId,
        vctype: typeOf(outcome.call),
        role: outcome.role,
        request: outcome.call.id,
        peerid: peer.peerid,
        token: peer.token,
        expires: peer.expires.toISOString(),
      };
    },

    /** `joincall` → `joinedcall` to the other member; a peer id must be one issued to this person for this room. */
    async announce(roomId: string, userId: string, peerid: string, action: 'caller' | 'callee') {
      if (peerid !== '' && !isPeerIdOf(deps.secret, peerid, userId, roomId)) {
        throw new AppError('BAD_INPUT', INVALID_PEER_ID);
      }
      const { room } = await requireCall(roomId, userId);
      if (room.other) hub.toUser(room.other, 'joinedcall', { id: userId, peerid, action });
    },

    async video(roomId: string, userId: string, on: boolean) {
      const { room } = await requireCall(roomId, userId);
      if (room.other) hub.toUser(room.other, 'videostatus', { id: userId, on });
    },

    /**
     * Ends the room's call: a ringing request is declined by the callee or cancelled (expired) by the caller, an
     * open call is over. Ending a call that already ended answers `{ended:false}` and tells nobody.
     */
    async end(roomId: string, userId: string): Promise<{ ended: boolean }> {
      const room = await rooms.requireMember(roomId, userId);
      const ended = await endLatest(roomId, userId);
      if (!ended) return { ended: false };
      clearTimer(ended.id);
      hub.broadcast({ kind: 'call-changed', room: roomId, teardown: false });
      await publish(roomId, null, [ended]);
      if (room.other) hub.toUser(room.other, 'closedcall', { id: userId });
      await tellEnded(roomId, ended, userId, room.other);
      return { ended: true };
    },

    endForCause,

    /** Ends every ringing or open call of the person (a ban, a suspension), for both people of each. */
    async endCallsOf(userId: string): Promise<void> {
      for (const room of await repo.roomsWithCalls(userId)) await endForCause(room, userId);
    },

    /**
     * For the signalling server: whether the room's call may be relayed, an open (answered, not ended) call in a
     * live match between two people in good standing.
     */
    isLive: (roomId: string): Promise<boolean> => repo.isCallLive(roomId),

    /** Stops this process's timers (the app closes); the requests expire lazily on the next join or end. */
    stop(): void {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}

export type CallsService = ReturnType<typeof createCallsService>;
