// Unmatch, report and block (RULES.md "Entities", "Safety and moderation", "Realtime", "Who may see what"): any of
// them ends the match, hides the two people from each other for good and cancels their upcoming dates, in one
// transaction; a report is also filed (once per pair). Then both members are told and taken out of the room, so
// neither can message, call, see private files or meet the other in the deck again. Callable from sockets and from
// HTTP alike: it takes the session's user and the room, never a person's id from a payload on trust.
import type { ReportForm } from '@rookery/shared/schemas/chat.ts';
import type { Db } from '../../platform/db/db-client.ts';
import { ABUSE_TEXT } from '../../platform/http/abuse-limits.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RateLimiter } from '../../platform/http/rate-limiter.ts';
import { requireSelf } from '../../platform/realtime/require-self.ts';
import type { RealtimeHub } from '../../platform/realtime/socket-handler.ts';
import type { Alerts } from '../alerts/alerts.public.ts';
import { NOT_A_MEMBER, type RoomService } from '../chat/chat.public.ts';
import type { EndReason, SafetyRepo } from './safety.repo.ts';

export const SAFETY_TEXT = {
  notTheOther: 'That is not the other person in this chat.',
} as const;

export interface SafetyDeps {
  repo: SafetyRepo;
  /** Cancels the room's upcoming dates in the end's transaction (modules/dates, its face). */
  cancelUpcomingDates: (tx: Db, roomId: string, now: Date) => Promise<number>;
  rooms: RoomService;
  hub: RealtimeHub;
  clock?: () => Date;
  /** Reports a day per person (platform/http/abuse-limits.ts); none when not given. */
  reportLimit?: RateLimiter | null;
  /** Ends the room's call for both people at once (calls.service.ts endForCause). */
  endCall?: (roomId: string, causeId: string) => Promise<void>;
  /** Alerts to the person (modules/alerts): the other member's lists drop the match wherever they are. */
  alerts?: Alerts | undefined;
}

/** The ids the mobile app sends along (`unmatcher`, `unmatchee`); checked, never used. */
export interface NamedIds {
  unmatcher?: string | undefined;
  unmatchee?: string | undefined;
}

export type EndedMatch = {
  room: string;
  /** Only for a report: false when this person had reported the other before (no second row). */
  reported?: boolean;
};

export function createSafetyService(deps: SafetyDeps) {
  const { repo, cancelUpcomingDates, rooms, hub, clock, reportLimit, endCall, alerts } = deps;
  const now = clock ?? (() => new Date());

  async function end(
    userId: string,
    roomId: string,
    ids: NamedIds,
    reason: EndReason,
    report?: ReportForm,
  ): Promise<EndedMatch> {
    // Unmatching a room whose other member deleted their account removes it from the list for good; a
    // report or block there is refused by requireMember (nobody is left to report or block).
    if (reason === 'unmatch' && (await rooms.requireReader(roomId, userId)).other === null) {
      requireSelf(userId, ids.unmatcher);
      if (!(await repo.deleteLeftRoom(roomId, userId))) throw new AppError('FORBIDDEN', NOT_A_MEMBER);
      hub.toRoom(roomId, 'unmatched', { success: true, room: roomId });
      await hub.leaveRoom(userId, roomId);
      return { room: roomId };
    }
    const room = await rooms.requireMember(roomId, userId);
    requireSelf(room.me, ids.unmatcher);
    if (ids.unmatchee !== undefined && ids.unmatchee !== room.other) {
      throw new AppError('BAD_INPUT', SAFETY_TEXT.notTheOther);
    }
    const other = room.other;
    if (!other) throw new AppError('FORBIDDEN', NOT_A_MEMBER);
    // Counted once the report could be filed; a refused one leaves the match as it was (block still works).
    if (report) await reportLimit?.consume(room.me, ABUSE_TEXT.reports);
    const pair: [string, string] = room.me < other ? [room.me, other] : [other, room.me];
    const at = now();
    const reported = await repo.transaction(async (tx) => {
      // Lost a race with the other member's unmatch (or a second tap): the match is already over.
      if (!(await repo.endMatch(tx, room.id, pair, reason, at)))
        throw new AppError('FORBIDDEN', NOT_A_MEMBER);
      await repo.hidePair(tx, pair, room.me, reason);
      await cancelUpcomingDates(tx, room.id, at);
      if (!report) return undefined;
      return repo.fileReport(tx, {
        reporterId: room.me,
        reportedId: other,
        roomId: room.id,
        reason: report.reason,
        details: report.details,
      });
    });
    // A call between them ends with the match (closedcall to both, no more signalling), before they leave the room.
    await endCall?.(room.id, room.me);
    hub.toRoom(room.id, 'unmatched', { success: true, room: room.id });
    await alerts?.fromMember(room.id, room.me, () => ({ kind: 'matchended', room: room.id }), {
      ended: true,
    });
    // After the news, both people's sockets leave the room on every server: nothing more reaches either.
    await Promise.all([hub.leaveRoom(room.me, room.id), hub.leaveRoom(other, room.id)]);
    return reported === undefined ? { room: room.id } : { room: room.id, reported };
  }

  return {
    unmatch: (userId: string, input: { room: string } & NamedIds) =>
      end(userId, input.room, input, 'unmatch'),
    report: (userId: string, input: { room: string } & NamedIds & ReportForm) =>
      end(userId, input.room, input, 'report', { reason: input.reason, details: input.details }),
    block: (userId: string, input: { room: string }) => end(userId, input.room, {}, 'block'),
  };
}

export type SafetyService = ReturnType<typeof createSafetyService>;
