// Settings and the account's name: the only SQL of the settings module, and every write into user_settings (other
// features' columns too: alerts' preferences, hidden words, through settings.public.ts saveSettingColumns).
import { LIMITS } from '@rookery/shared/limits.ts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { users } from '../auth/auth.schema.ts';
import { userLocations } from '../location/location.schema.ts';
import { userSettings } from './settings.schema.ts';

export interface StoredSettings {
  distanceKm: number;
  inMiles: boolean;
  listed: boolean;
  verifiedOnly: boolean;
  pushnotifs?: string | undefined;
}

/** The columns of a person's user_settings row another feature keeps (its preferences, its hidden words). */
export type SettingColumns = Omit<Partial<typeof userSettings.$inferInsert>, 'userId' | 'updatedAt'>;

/** Writes the given columns of the person's settings row, creating it on first use (the others keep their value). */
export async function saveSettingColumns(
  db: Db,
  userId: string,
  columns: SettingColumns,
  now: Date,
): Promise<void> {
  const values = { ...columns, updatedAt: now };
  await db
    .insert(userSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userSettings.userId, set: values });
}

export function createSettingsRepo(db: Db) {
  return {
    async read(userId: string) {
      const rows = await db
        .select({
          name: users.name,
          email: users.email,
          source: users.source,
          gpsDistance: sql<number>`coalesce(${userSettings.gpsDistance}, ${LIMITS.defaultDistanceKm})`,
          gpsInMiles: sql<boolean>`coalesce(${userSettings.gpsInMiles}, false)`,
          listed: sql<boolean>`coalesce(${userSettings.listed}, true)`,
          verifiedOnly: sql<boolean>`coalesce(${userSettings.verifiedOnly}, false)`,
          deviceCountry: userLocations.deviceCountry,
          country: userLocations.country,
        })
        .from(users)
        .leftJoin(userSettings, eq(userSettings.userId, users.id))
        .leftJoin(userLocations, eq(userLocations.userId, users.id))
        .where(eq(users.id, userId))
        .limit(1);
      return rows[0];
    },

    async save(userId: string, settings: StoredSettings, now: Date): Promise<void> {
      const columns = {
        gpsDistance: settings.distanceKm,
        gpsInMiles: settings.inMiles,
        listed: settings.listed,
        verifiedOnly: settings.verifiedOnly,
        ...(settings.pushnotifs === undefined ? {} : { pushnotifs: settings.pushnotifs }),
      };
      await saveSettingColumns(db, userId, columns, now);
    },

    async source(userId: string): Promise<string | undefined> {
      const rows = await db.select({ source: users.source }).from(users).where(eq(users.id, userId)).limit(1);
      return rows[0]?.source;
    },

    async setName(userId: string, name: string): Promise<void> {
      await db.update(users).set({ name }).where(eq(users.id, userId));
    },
  };
}

export type SettingsRepo = ReturnType<typeof createSettingsRepo>;
