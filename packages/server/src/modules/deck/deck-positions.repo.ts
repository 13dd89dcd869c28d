// The deck's copy of where a person is shown from (deck_positions, kept by the triggers of drizzle/0004 and 0005):
// the one write into it from outside the deck, offered through deck.public.ts to location's save.
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';

/**
 * In the caller's transaction (`tx`): the position others' distances are measured from replaces the grid point the
 * trigger of migration 0004 wrote, and deck_refresh recomputes the deck's columns from it.
 */
export async function placeShownPointWithin(
  tx: Db,
  userId: string,
  shown: { latitude: number; longitude: number },
): Promise<void> {
  await tx.execute(sql`
    update deck_positions set latitude = ${shown.latitude}, longitude = ${shown.longitude}
    where user_id = ${userId}`);
  await tx.execute(sql`select deck_refresh(${userId}::uuid)`);
}
