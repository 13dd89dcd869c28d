// Membership of chat rooms (API.md 5): a member may act only in an open match they belong to; anyone else,
// and a former match, is refused with one message, so a stranger cannot tell a room that exists from one that
// does not.
import { AppError } from '../../platform/http/app-error.ts';
import type { RoomRepo } from './room.repo.ts';

export interface Room {
  id: string;
  /** The caller. */
  me: string;
  /** The other member; null once they deleted their account. */
  other: string | null;
  fullMatch: boolean;
}

export const NOT_A_MEMBER = 'This conversation is not available.';

export function createRoomService(repo: RoomRepo) {
  return {
    /** The open room the caller belongs to, else FORBIDDEN with NOT_A_MEMBER. */
    async requireMember(roomId: string, userId: string): Promise<Room> {
      const row = await repo.find(roomId);
      if (!row || row.ended_at !== null || (row.user_a !== userId && row.user_b !== userId)) {
        throw new AppError('FORBIDDEN', NOT_A_MEMBER);
      }
      return {
        id: row.id,
        me: userId,
        other: row.user_a === userId ? row.user_b : row.user_a,
        fullMatch: row.full_match,
      };
    },
    /** Both members of an open room, for a download check: true when the user is one of them. */
    async isMember(roomId: string, userId: string): Promise<boolean> {
      const row = await repo.find(roomId);
      return !!row && row.ended_at === null && (row.user_a === userId || row.user_b === userId);
    },
  };
}

export type RoomService = ReturnType<typeof createRoomService>;
