// menudata's one statement: the balance, the selected AI image and the profile photo of one person. The app shell
// asks for it on every screen, and on PGlite each round trip costs more than the statement itself (docs/
// PERFORMANCE.md "API: where the time went"), so one select replaces the three the pebbles and media modules made.
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';

export interface MenuRow {
  pebbles: number;
  aiimage: string | null;
  profileimage: string | null;
}

export function createMenuRepo(db: Db) {
  return {
    async menuOf(userId: string): Promise<MenuRow> {
      const result = await db.execute(sql`
        select coalesce((select u.pebbles from users u where u.id = ${userId}), 0) as pebbles,
               (select i.id from ai_images i where i.user_id = ${userId} and i.is_profile) as aiimage,
               (select p.filename from private_photos p where p.user_id = ${userId} and p.is_profile) as profileimage`);
      const row = (result as unknown as { rows: MenuRow[] }).rows[0];
      return {
        pebbles: Number(row?.pebbles ?? 0),
        aiimage: row?.aiimage ?? null,
        profileimage: row?.profileimage ?? null,
      };
    },
  };
}

export type MenuRepo = ReturnType<typeof createMenuRepo>;
