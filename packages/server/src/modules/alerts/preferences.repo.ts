// The person's alert preferences (RULES.md "Reads and writes" `preferences`): the only SQL on the preference columns
// of user_settings (written through settings' face). A person without a settings row has every preference on (the
// columns' defaults).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { preparedStatement } from '../../platform/db/prepared.ts';
import { saveSettingColumns } from '../settings/settings.public.ts';
import { userSettings } from '../settings/settings.schema.ts';

export interface StoredPreferences {
  showOnline: boolean;
  messageSound: boolean;
  pushMessages: boolean;
  pushMatches: boolean;
  pushCalls: boolean;
  pushDates: boolean;
  pushGifts: boolean;
}

const on = (column: unknown) => sql<boolean>`coalesce(${column}, true)`;

export function createPreferencesRepo(db: Db) {
  // A chat room's roster asks it whenever a member comes or goes: prepared once (platform/db/prepared.ts), one
  // statement whatever the number of people.
  const hiding = preparedStatement<{ user_id: string }>(
    db,
    'hiding_among',
    'select user_id from user_settings where user_id = any($1::uuid[]) and show_online = false',
  );
  return {
    async read(userId: string): Promise<StoredPreferences> {
      // From a one-row select, left-joined, so a person without a row reads the defaults.
      const rows = await db
        .select({
          showOnline: on(userSettings.showOnline),
          messageSound: on(userSettings.messageSound),
          pushMessages: on(userSettings.pushMessages),
          pushMatches: on(userSettings.pushMatches),
          pushCalls: on(userSettings.pushCalls),
          pushDates: on(userSettings.pushDates),
          pushGifts: on(userSettings.pushGifts),
        })
        .from(sql`(select 1) as one`)
        .leftJoin(userSettings, eq(userSettings.userId, userId));
      const row = rows[0];
      if (!row) throw new Error('preferences: no row');
      return row;
    },

    /** Those of the people who hide their activity (show_online off); without a row a person shows it. */
    async hidingAmong(userIds: string[]): Promise<Set<string>> {
      if (userIds.length === 0) return new Set();
      const rows = await hiding([userIds]);
      return new Set(rows.map((row) => row.user_id));
    },

    /** Writes the given preferences (the others keep their value) and answers them all. */
    async save(userId: string, changes: Partial<StoredPreferences>, now: Date): Promise<StoredPreferences> {
      await saveSettingColumns(db, userId, changes, now);
      return this.read(userId);
    },
  };
}

export type PreferencesRepo = ReturnType<typeof createPreferencesRepo>;
