// Membership of chat rooms (RULES.md "Realtime"): a member may act only in an open match they belong to; anyone else,
// and a former match, is refused with one message, so a stranger cannot tell a room that exists from one that
// does not. A room whose other member deleted their account stays readable by the one left: they may
// open it and read its history (requireReader), and every write is refused with ACCOUNT_DELETED.
import { ACCOUNT_DELETED_TEXT } from '@rookery/shared/api/account.actions.ts';
import { ROOM_GONE_TEXT } from '@rookery/shared/events.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RoomRepo, RoomRow } from './room.repo.ts';

export interface Room {
  id: string;
  /** The caller. */
  me: string;
  /** The other member; null once they deleted their account. */
  other: string | null;
  fullMatch: boolean;
}

/** Refusals with this sentence (or ACCOUNT_DELETED) also emit `joinfailed` (shared/events.ts ROOM_GONE_TEXT). */
export const NOT_A_MEMBER = ROOM_GONE_TEXT.notAMember;
/** The sentence the web app recognises too (a refused write marks the room deleted). */
export const ACCOUNT_DELETED = ACCOUNT_DELETED_TEXT;

const isIn = (row: RoomRow, userId: string) => row.user_a === userId || row.user_b === userId;
/** Ended because the other member deleted their account: the caller is the one left. */
const isDeletedRoom = (row: RoomRow) =>
  row.ended_reason === 'deleted' && (row.user_a === null || row.user_b === null);

function toRoom(row: RoomRow, userId: string): Room {
  return {
    id: row.id,
    me: userId,
    other: row.user_a === userId ? row.user_b : row.user_a,
    fullMatch: row.full_match,
  };
}

export function createRoomService(repo: RoomRepo) {
  return {
    /**
     * The open room the caller belongs to, for every write; else FORBIDDEN with NOT_A_MEMBER, or ACCOUNT_DELETED
     * for the one left in a room whose other member deleted their account.
     */
    async requireMember(roomId: string, userId: string): Promise<Room> {
      const row = await repo.find(roomId);
      if (!row || !isIn(row, userId)) throw new AppError('FORBIDDEN', NOT_A_MEMBER);
      if (row.ended_at !== null) {
        throw new AppError('FORBIDDEN', isDeletedRoom(row) ? ACCOUNT_DELETED : NOT_A_MEMBER);
      }
      return toRoom(row, userId);
    },
    /**
     * A room the caller may read (joinroom, loadchats, read): an open one they belong to, or one whose other member
     * deleted their account (`other` null). Anyone else gets NOT_A_MEMBER.
     */
    async requireReader(roomId: string, userId: string): Promise<Room> {
      const row = await repo.find(roomId);
      if (!row || !isIn(row, userId) || (row.ended_at !== null && !isDeletedRoom(row))) {
        throw new AppError('FORBIDDEN', NOT_A_MEMBER);
      }
      return toRoom(row, userId);
    },
    /** Both members of an open room, for a download check: true when the user is one of them. */
    async isMember(roomId: string, userId: string): Promise<boolean> {
      const row = await repo.find(roomId);
      return !!row && row.ended_at === null && (row.user_a === userId || row.user_b === userId);
    },
    /** The same for a room the user may read: also the one left by a deleted account (its pictures stay visible). */
    async isReader(roomId: string, userId: string): Promise<boolean> {
      const row = await repo.find(roomId);
      return !!row && isIn(row, userId) && (row.ended_at === null || isDeletedRoom(row));
    },
  };
}

export type RoomService = ReturnType<typeof createRoomService>;
