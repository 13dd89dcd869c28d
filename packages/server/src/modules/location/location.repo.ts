// A person's last position and its place names (their own, and those of the point others are shown): the only SQL
// of the location module.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { placeShownPointWithin } from '../deck/deck.public.ts';
import { userLocations } from './location.schema.ts';

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

/** The names others see, of the shown point (location.service.ts). */
export interface ShownNames {
  shownSuburb: string | null;
  shownTown: string | null;
  shownCity: string | null;
  shownState: string | null;
  shownCountry: string | null;
}

export interface UnnamedPosition {
  userId: string;
  exact: { latitude: number; longitude: number };
  /** The point others' distances are measured from (deck_positions), if the deck has it. */
  shown: { latitude: number; longitude: number } | null;
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
     * deck_refresh recomputes the deck's columns from it, in the same transaction (through deck's face): nobody
     * reads the grid point.
     */
    async save(
      userId: string,
      fields: Partial<StoredLocation> & Partial<ShownNames>,
      now: Date,
      shown?: { latitude: number; longitude: number },
    ): Promise<void> {
      const named = fields.shownSuburb !== undefined ? { shownNamed: true } : {};
      const values = { ...fields, ...named, updatedAt: now };
      await db.transaction(async (tx) => {
        await tx
          .insert(userLocations)
          .values({ userId, ...values })
          .onConflictDoUpdate({ target: userLocations.userId, set: values });
        if (!shown) return;
        await placeShownPointWithin(tx, userId, shown);
      });
    },

    /** Up to `limit` positions whose shown names are not yet those of their shown point. */
    async unnamedShownPoints(limit: number): Promise<UnnamedPosition[]> {
      const result = await db.execute(sql`
        select l.user_id, l.latitude, l.longitude, d.latitude as shown_latitude, d.longitude as shown_longitude
        from user_locations l
        left join deck_positions d on d.user_id = l.user_id
        where not l.shown_named and l.latitude is not null and l.longitude is not null
        limit ${limit}`);
      const rows = (result as unknown as { rows: UnnamedRow[] }).rows;
      return rows.map((r) => ({
        userId: r.user_id,
        exact: { latitude: r.latitude, longitude: r.longitude },
        shown:
          r.shown_latitude === null || r.shown_longitude === null
            ? null
            : { latitude: r.shown_latitude, longitude: r.shown_longitude },
      }));
    },

    /** Writes shown names found by unnamedShownPoints, unless a newer position has named its row meanwhile. */
    async saveShownNames(rows: (ShownNames & { userId: string })[]): Promise<void> {
      if (rows.length === 0) return;
      const column = (pick: (row: ShownNames & { userId: string }) => string | null) =>
        sql.param(rows.map(pick));
      await db.execute(sql`
        update user_locations l
        set shown_suburb = t.su, shown_town = t.tw, shown_city = t.ci, shown_state = t.st, shown_country = t.co,
            shown_named = true
        from unnest(${column((r) => r.userId)}::uuid[], ${column((r) => r.shownSuburb)}::text[],
                    ${column((r) => r.shownTown)}::text[], ${column((r) => r.shownCity)}::text[],
                    ${column((r) => r.shownState)}::text[], ${column((r) => r.shownCountry)}::text[])
             t(id, su, tw, ci, st, co)
        where l.user_id = t.id and not l.shown_named`);
    },
  };
}

interface UnnamedRow {
  user_id: string;
  latitude: number;
  longitude: number;
  shown_latitude: number | null;
  shown_longitude: number | null;
}

export type LocationRepo = ReturnType<typeof createLocationRepo>;
