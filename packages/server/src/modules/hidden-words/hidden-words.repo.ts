// A person's hidden words: the only SQL of this module, on user_settings.hidden_words (written through
// settings' face). The read comes with every deck load, profile view and page of chat history, so it is prepared
// once (platform/db/prepared.ts).
import type { Db } from '../../platform/db/db-client.ts';
import { preparedStatement } from '../../platform/db/prepared.ts';
import { saveSettingColumns } from '../settings/settings.public.ts';

export function createHiddenWordsRepo(db: Db) {
  const wordsOf = preparedStatement<{ words: string[] }>(
    db,
    'hidden_words',
    'select hidden_words as words from user_settings where user_id = $1::uuid',
  );
  return {
    /** The stored list; empty for a person without settings. */
    async read(userId: string): Promise<string[]> {
      const rows = await wordsOf([userId]);
      return rows[0]?.words ?? [];
    },

    async save(userId: string, words: string[], now: Date): Promise<void> {
      await saveSettingColumns(db, userId, { hiddenWords: words }, now);
    },
  };
}

export type HiddenWordsRepo = ReturnType<typeof createHiddenWordsRepo>;
