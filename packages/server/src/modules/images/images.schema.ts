// The images feature's table: a person's AI images. Only this folder's code writes it (architecture/table-writes.ts
// derives a table's owner from its folder); other features may read it; drizzle-kit generates the migrations in
// packages/server/drizzle from every *.schema.ts (drizzle.config.ts).
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { created } from '../../platform/db/columns.ts';
import { users } from '../auth/auth.schema.ts';

/** AI images (RULES.md "Entities"): a person's collection; at most one is selected as their public image. */
export const aiImages = pgTable(
  'ai_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** comic, fantasy-art or digital-art. */
    style: text('style').notNull(),
    description: text('description').notNull(),
    /** The key of the PNG in the storage module. */
    storageKey: text('storage_key').notNull(),
    /** Which generator made it (local, stability, openai, automatic1111). */
    provider: text('provider').notNull(),
    isProfile: boolean('is_profile').notNull().default(false),
    createdAt: created(),
  },
  (t) => [
    index('ai_images_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('ai_images_one_profile').on(t.userId).where(sql`${t.isProfile}`),
  ],
);
