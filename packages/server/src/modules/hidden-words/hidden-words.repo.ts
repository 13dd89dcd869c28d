// A person's hidden words: the only SQL of this module, on user_settings.hidden_words (written through
// settings' face).
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { saveSettingColumns } from '../settings/settings.public.ts';
import { userSettings } from '../settings/settings.schema.ts';

export function createHiddenWordsRepo(db: Db) {
  return {
    /** The stored list; empty for a person without settings. */
    async read(userId: string): Promise<string[]> {
      const rows = await db
        .select({ words: userSettings.hiddenWords })
        .from(userSettings)
        .where(eq(userSettings.userId, userId))
        .limit(1);
      return rows[0]?.words ?? [];
    },

    async save(userId: string, words: string[], now: Date): Promise<void> {
      await saveSettingColumns(db, userId, { hiddenWords: words }, now);
    },
  };
}

export type HiddenWordsRepo = ReturnType<typeof createHiddenWordsRepo>;
