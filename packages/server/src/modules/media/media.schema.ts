// The media feature's tables: private photos and voice recordings (the files are in storage). Only this folder's
// code writes them (architecture/table-writes.ts derives a table's owner from its folder); other features may read
// them; drizzle-kit generates the migrations in packages/server/drizzle from every *.schema.ts (drizzle.config.ts).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { created } from '../../platform/db/columns.ts';
import { users } from '../auth/auth.schema.ts';

/** Private photos (RULES.md "Entities"): at most 3, square jpegs under a random name, full matches only. */
export const privatePhotos = pgTable(
  'private_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Random, unique, ends in .jpg; also the storage key's last part. */
    filename: text('filename').notNull(),
    isProfile: boolean('is_profile').notNull().default(false),
    /**
     * Null: the file is at storageKeys.privatePhoto(user, filename). Set only for a file shared by many rows and
     * owned by none (`npm run seed`'s placeholders under seed/), which deleting a person never removes.
     */
    storageKey: text('storage_key'),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('private_photos_filename').on(t.filename),
    index('private_photos_user_idx').on(t.userId),
    uniqueIndex('private_photos_one_profile').on(t.userId).where(sql`${t.isProfile}`),
  ],
);

/** Voice recordings (RULES.md "Entities"): at most 2; the row comes first (`uploadvrdata`), the WAV after it. */
export const voiceRecordings = pgTable(
  'voice_recordings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    prompt: text('prompt').notNull(),
    /** Set when the WAV has arrived and passed its checks; rows without a file are not listed. */
    uploadedAt: timestamp('uploaded_at', { withTimezone: true, mode: 'date' }),
    durationMs: integer('duration_ms'),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('voice_recordings_filename').on(t.filename),
    index('voice_recordings_user_idx').on(t.userId),
  ],
);
