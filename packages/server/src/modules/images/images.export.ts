// The AI images' part of "Download my data" (platform/feature/export-section.ts): each image with the description it
// was made from, and its file in the zip.
import { asc, eq } from 'drizzle-orm';
import type { ExportSection } from '../../platform/feature/export-section.ts';
import { aiImages } from './images.schema.ts';

export const IMAGES_EXPORT: readonly ExportSection[] = [
  {
    key: 'ai_images',
    about: 'Your AI images and the descriptions they were made from.',
    tables: [aiImages],
    async read(db, { userId, file }) {
      const rows = await db
        .select({
          id: aiImages.id,
          style: aiImages.style,
          description: aiImages.description,
          provider: aiImages.provider,
          isProfile: aiImages.isProfile,
          storageKey: aiImages.storageKey,
          createdAt: aiImages.createdAt,
        })
        .from(aiImages)
        .where(eq(aiImages.userId, userId))
        .orderBy(asc(aiImages.createdAt), asc(aiImages.id));
      return rows.map(({ storageKey, ...image }) => ({
        ...image,
        file: file(`media/ai/${image.id}.png`, storageKey, image.createdAt),
      }));
    },
  },
];
