// Private photo rules (RULES.md "Validation", "Reads and writes", "Files"): jpg or png by their bytes, at most three,
// stored as square jpegs under a random name, the first one the profile photo, only the owner changes or deletes
// them.

import { randomUUID } from 'node:crypto';
import type { PrivatePhoto } from '@rookery/shared/api/media.actions.ts';
import { LIMITS } from '@rookery/shared/limits.ts';
import { PHOTO_TEXT } from '@rookery/shared/media-text.ts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../platform/http/app-error.ts';
import { type Storage, storageKeys } from '../../platform/storage/storage.ts';
import type { MuteCheck } from '../moderation/moderation.public.ts';
import { isUuid } from './media-names.ts';
import { type Crop, imageKindOf, processPhoto, ZCrop } from './photo-processing.ts';
import type { PrivatePhotosRepo } from './private-photos.repo.ts';

function parseCrop(text: string | undefined): Crop | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new AppError('BAD_INPUT', PHOTO_TEXT.badCrop);
  }
  const parsed = ZCrop.safeParse(raw);
  if (!parsed.success) throw new AppError('BAD_INPUT', parsed.error.issues[0]?.message ?? PHOTO_TEXT.badCrop);
  return parsed.data;
}

export interface PrivatePhotosDeps {
  repo: PrivatePhotosRepo;
  storage: Storage;
  log: FastifyBaseLogger;
  /**
   * Told after a photo is added or deleted (the face check re-checks a verified face). The badge does not
   * wait for it: it holds only while the photos are those verified.
   */
  onPhotosChanged?: (userId: string) => Promise<void>;
  /** Moderation's mute check: a muted person adds no photo (full matches would see it). */
  assertMayAddMedia?: MuteCheck;
}

export function createPrivatePhotosService({
  repo,
  storage,
  log,
  onPhotosChanged,
  assertMayAddMedia,
}: PrivatePhotosDeps) {
  const changed = async (userId: string) => {
    await onPhotosChanged?.(userId).catch((error: unknown) => {
      log.error({ err: error }, 'face re-check not queued after a photo change');
    });
  };
  /** The owner's photo with that name or id; 404 when there is none, 403 when it is someone else's. */
  function own<T extends { userId: string }>(userId: string, row: T | undefined): T {
    if (!row) throw new AppError('NOT_FOUND');
    if (row.userId !== userId) throw new AppError('FORBIDDEN');
    return row;
  }

  return {
    async list(userId: string): Promise<PrivatePhoto[]> {
      const rows = await repo.list(userId);
      return rows.map((row) => ({ id: row.id, filename: row.filename, profile: row.isProfile ? 1 : 0 }));
    },

    /**
     * `uploadprofileimages` is kept for the mobile app, which announces its file names before uploading. The
     * server names every file itself (a random uuid), so a name chosen by a client never becomes a storage key
     * and two people's names cannot collide; the call only checks the names and answers.
     */
    checkAnnouncedNames(names: { filename: string }[]): void {
      if (names.some(({ filename }) => !/^[^/\\\0]+\.(?:jpe?g|png)$/i.test(filename))) {
        throw new AppError('BAD_INPUT', PHOTO_TEXT.badNames);
      }
    },

    async upload(userId: string, file: Buffer | null, cropText: string | undefined) {
      await assertMayAddMedia?.(userId);
      if (!file || file.length === 0) throw new AppError('BAD_INPUT', PHOTO_TEXT.noFile);
      if (!imageKindOf(file)) throw new AppError('UNSUPPORTED_TYPE', PHOTO_TEXT.notImage);
      const crop = parseCrop(cropText);
      // A cheap early refusal; the count that decides is taken again under the lock below.
      if ((await repo.count(userId)) >= LIMITS.privateImages) throw new AppError('BAD_INPUT', PHOTO_TEXT.max);
      const jpeg = await processPhoto(file, crop);
      const filename = `${randomUUID()}.jpg`;
      const key = storageKeys.privatePhoto(userId, filename);
      // The file first, then the row: a listed photo always has its file.
      await storage.put(key, jpeg, 'image/jpeg');
      let row: Awaited<ReturnType<PrivatePhotosRepo['insertWithinLimit']>>;
      try {
        row = await repo.insertWithinLimit(userId, filename, LIMITS.privateImages);
      } catch (error) {
        await storage.delete(key).catch(() => {});
        throw error;
      }
      if (!row) {
        await storage.delete(key);
        throw new AppError('BAD_INPUT', PHOTO_TEXT.max);
      }
      await changed(userId);
      return { id: row.id, filename };
    },

    async setProfile(userId: string, id: string): Promise<void> {
      const photo = own(userId, isUuid(id) ? await repo.byId(id) : undefined);
      if (photo.isProfile) throw new AppError('BAD_INPUT', PHOTO_TEXT.alreadyProfile);
      await repo.setProfile(userId, photo.id);
    },

    async remove(userId: string, filename: string): Promise<void> {
      const photo = own(userId, await repo.byFilename(filename));
      if (!(await repo.remove(userId, photo.id))) throw new AppError('NOT_FOUND');
      await changed(userId);
      // The row is gone, so nobody can ask for the file any more; a file left by a failed delete is only litter.
      await storage.delete(storageKeys.privatePhoto(userId, photo.filename)).catch((error: unknown) => {
        log.error({ err: error, filename: photo.filename }, 'private photo file not deleted');
      });
    },
  };
}

export type PrivatePhotosService = ReturnType<typeof createPrivatePhotosService>;
