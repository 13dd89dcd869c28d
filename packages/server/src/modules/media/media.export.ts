// Media's part of "Download my data" (platform/feature/export-section.ts): the private photos and voice recordings,
// each with its file in the zip (a file whose name is not one the server gives, or that never arrived, has none).
import { asc, eq } from 'drizzle-orm';
import type { ExportSection } from '../../platform/feature/export-section.ts';
import { storageKeys } from '../../platform/storage/storage.ts';
import { privatePhotos, voiceRecordings } from './media.schema.ts';
import { NAME_PATTERN } from './media-names.ts';

export const MEDIA_EXPORT: readonly ExportSection[] = [
  {
    key: 'private_photos',
    about: 'Your private photos.',
    tables: [privatePhotos],
    async read(db, { userId, file }) {
      const rows = await db
        .select({
          id: privatePhotos.id,
          filename: privatePhotos.filename,
          isProfile: privatePhotos.isProfile,
          storageKey: privatePhotos.storageKey,
          createdAt: privatePhotos.createdAt,
        })
        .from(privatePhotos)
        .where(eq(privatePhotos.userId, userId))
        .orderBy(asc(privatePhotos.createdAt), asc(privatePhotos.id));
      return rows.map(({ storageKey, ...photo }) => ({
        ...photo,
        file: NAME_PATTERN.photo.test(photo.filename)
          ? file(
              `media/photos/${photo.filename}`,
              storageKey ?? storageKeys.privatePhoto(userId, photo.filename),
              photo.createdAt,
            )
          : null,
      }));
    },
  },
  {
    key: 'voice_recordings',
    about: 'Your voice recordings and the prompts they answer.',
    tables: [voiceRecordings],
    async read(db, { userId, file }) {
      const rows = await db
        .select({
          id: voiceRecordings.id,
          filename: voiceRecordings.filename,
          prompt: voiceRecordings.prompt,
          uploadedAt: voiceRecordings.uploadedAt,
          durationMs: voiceRecordings.durationMs,
          createdAt: voiceRecordings.createdAt,
        })
        .from(voiceRecordings)
        .where(eq(voiceRecordings.userId, userId))
        .orderBy(asc(voiceRecordings.createdAt), asc(voiceRecordings.id));
      return rows.map((recording) => ({
        ...recording,
        // A recording whose file never arrived has only its row.
        file:
          recording.uploadedAt && NAME_PATTERN.voice.test(recording.filename)
            ? file(
                `media/voice/${recording.filename}`,
                storageKeys.voiceRecording(userId, recording.filename),
                recording.uploadedAt,
              )
            : null,
      }));
    },
  },
];
