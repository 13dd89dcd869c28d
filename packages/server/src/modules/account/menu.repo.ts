// menudata's one statement: the balance, the selected AI image and the profile photo of one person, and the badge
// counts (matches with unread messages, unread notifications). The app shell asks for it on every screen,
// and on PGlite each round trip costs more than the statement itself (docs/PERFORMANCE.md "API: where the time
// went"), so one select replaces the three the pebbles and media modules made.
import type { Db } from '../../platform/db/db-client.ts';
import { preparedStatement } from '../../platform/db/prepared.ts';

export interface MenuRow {
  pebbles: number;
  aiimage: string | null;
  profileimage: string | null;
  /** Open matches (and rooms left by a deleted account) with messages from the other after the read position. */
  unread: number;
  notifications: number;
}

// One uuid parameter, $1, for the one person; prepared once (platform/db/prepared.ts), so it is planned once.
export const MENU_SQL = `
  select coalesce((select u.pebbles from users u where u.id = $1::uuid), 0) as pebbles,
         (select i.id from ai_images i where i.user_id = $1::uuid and i.is_profile) as aiimage,
         (select p.filename from private_photos p where p.user_id = $1::uuid and p.is_profile) as profileimage,
         (select count(*)::int from matches m
           where (m.user_a = $1::uuid or m.user_b = $1::uuid)
             and (m.ended_at is null or (m.ended_reason = 'deleted' and (m.user_a is null or m.user_b is null)))
             and exists (
               select 1 from chat_messages c
               where c.room_id = m.id and c.from_id is distinct from $1::uuid
                 and c.id > coalesce((select r.last_read from chat_reads r
                                      where r.room_id = m.id and r.user_id = $1::uuid), 0))) as unread,
         (select count(*)::int from notifications n
           where n.user_id = $1::uuid and n.deleted_at is null and n.read_at is null) as notifications`;

export function createMenuRepo(db: Db) {
  const menu = preparedStatement<MenuRow>(db, 'menudata', MENU_SQL);
  return {
    async menuOf(userId: string): Promise<MenuRow> {
      const [row] = await menu([userId]);
      return {
        pebbles: Number(row?.pebbles ?? 0),
        aiimage: row?.aiimage ?? null,
        profileimage: row?.profileimage ?? null,
        unread: Number(row?.unread ?? 0),
        notifications: Number(row?.notifications ?? 0),
      };
    },
  };
}

export type MenuRepo = ReturnType<typeof createMenuRepo>;
