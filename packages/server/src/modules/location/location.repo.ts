// A person's last position and its place names: the only SQL of the location module.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { userLocations } from '../../platform/db/schema.ts';

export interface StoredLocation {
  latitude: number | null;
  longitude: number | null;
  accuracy: number | null;
  locatedAt: Date | null;
  suburb: string | null;
  town: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  deviceCountry: string | null;
}

export function createLocationRepo(db: Db) {
  return {
    async find(userId: string): Promise<StoredLocation | undefined> {
      const rows = await db
        .select({
          latitude: userLocations.latitude,
          longitude: userLocations.longitude,
          accuracy: userLocations.accuracy,
          locatedAt: userLocations.locatedAt,
          suburb: userLocations.suburb,
          town: userLocations.town,
          city: userLocations.city,
          state: userLocations.state,
          country: userLocations.country,
          deviceCountry: userLocations.deviceCountry,
        })
        .from(userLocations)
        .where(eq(userLocations.userId, userId))
        .limit(1);
      return rows[0];
    },

    /**
     * Writes the given fields, creating the row on first use. With `shown`, the position others' distances are
     * measured from replaces the grid point the trigger of migration 0004 wrote into deck_positions, and
     * deck_refresh recomputes the deck's columns from it, in the same transaction: nobody reads the grid point.
     */
    async save(
      userId: string,
      fields: Partial<StoredLocation>,
      now: Date,
      shown?: { latitude: number; longitude: number },
    ): Promise<void> {
      const values = { ...fields, updatedAt: now };
      await db.transaction(async (tx) => {
        await tx
          .insert(userLocations)
          .values({ userId, ...values })
          .onConflictDoUpdate({ target: userLocations.userId, set: values });
        if (!shown) return;
        await tx.execute(sql`
          update deck_positions set latitude = ${shown.latitude}, longitude = ${shown.longitude}
          where user_id = ${userId}`);
        await tx.execute(sql`select deck_refresh(${userId}::uuid)`);
      });
    },
  };
}

export type LocationRepo = ReturnType<typeof createLocationRepo>;
