// A chat room is a match (RULES.md "Realtime": the room id is the match id): who its members are and whether it is
// open. Every chat event asks it first, so its one statement is prepared once (platform/db/prepared.ts).
import type { Db } from '../../platform/db/db-client.ts';
import { preparedStatement } from '../../platform/db/prepared.ts';

export interface RoomRow {
  id: string;
  user_a: string | null;
  user_b: string | null;
  full_match: boolean;
  ended_at: Date | string | null;
  /** unmatch, report, block or deleted (the other member deleted their account). */
  ended_reason: string | null;
}

export function createRoomRepo(db: Db) {
  const roomOf = preparedStatement<RoomRow>(
    db,
    'chat_room',
    'select id, user_a, user_b, full_match, ended_at, ended_reason from matches where id = $1::uuid',
  );
  return {
    async find(roomId: string): Promise<RoomRow | null> {
      return (await roomOf([roomId]))[0] ?? null;
    },
  };
}

export type RoomRepo = ReturnType<typeof createRoomRepo>;
