// A person's last position and its place names: the only SQL of the location module.
import { eq } from 'drizzle-orm';
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

    /** Writes the given fields, creating the row on first use. */
    async save(userId: string, fields: Partial<StoredLocation>, now: Date): Promise<void> {
      const values = { ...fields, updatedAt: now };
      await db
        .insert(userLocations)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: userLocations.userId, set: values });
    },
  };
}

export type LocationRepo = ReturnType<typeof createLocationRepo>;
