// GET /download (API.md 4): which stored file a request names, and whether this viewer may have it (media-access;
// another person's private photo also needs a signed link, private-links.ts).
// Names are checked against the server's own naming (a uuid and the extension of the type) before anything else,
// so no request text reaches a storage key or a query unchecked.

import type { Readable } from 'node:stream';
import { DOWNLOAD_TYPES, type DownloadType } from '@rookery/shared/api/files.ts';
import { DOWNLOAD_TEXT } from '@rookery/shared/media-text.ts';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error.ts';
import { type ByteRange, type Storage, storageKeys } from '../../platform/storage/storage.ts';
import type { MediaAccess } from './media-access.ts';
import type { MediaLookupRepo } from './media-lookup.repo.ts';
import { NAME_PATTERN } from './media-names.ts';
import type { PrivateLinks } from './private-links.ts';
import type { PrivatePhotosRepo } from './private-photos.repo.ts';
import type { VoiceRecordingsRepo } from './voice-recordings.repo.ts';

const ZDownload = z.object({
  type: z.enum(DOWNLOAD_TYPES, { error: DOWNLOAD_TEXT.badType }),
  file: z.string({ error: DOWNLOAD_TEXT.badFile }),
  room: z.string().optional(),
  download: z.string().optional(),
  /** Issue 23.4: a signed link's expiry and signature (private-links.ts). */
  exp: z.string().max(20).optional(),
  sig: z.string().max(100).optional(),
});

const CONTENT_TYPE: Record<DownloadType, (file: string) => string> = {
  AIImage: () => 'image/png',
  ProfileImage: () => 'image/jpeg',
  VoiceRecording: () => 'audio/wav',
  ChatImage: (file) => (file.endsWith('.png') ? 'image/png' : 'image/jpeg'),
};

const NAME: Record<DownloadType, RegExp> = {
  AIImage: NAME_PATTERN.aiImage,
  ProfileImage: NAME_PATTERN.photo,
  VoiceRecording: NAME_PATTERN.voice,
  ChatImage: NAME_PATTERN.chatImage,
};

export interface DownloadedFile {
  size: number;
  /** The bytes (all, or a range), streamed from storage; null when the file went since it was found. */
  open(range?: ByteRange): Promise<Readable | null>;
  contentType: string;
  /** Safe to put in a header as it is: a uuid and an extension. */
  filename: string;
  attachment: boolean;
  /** How long the browser may keep it: a signed link's remaining life; absent for the default. */
  maxAgeSeconds?: number;
}

export interface DownloadDeps {
  storage: Storage;
  access: MediaAccess;
  lookups: MediaLookupRepo;
  photos: PrivatePhotosRepo;
  voice: VoiceRecordingsRepo;
  /** Another person's private photo only through a link signed for the viewer (issue 23.4). */
  links: PrivateLinks;
}

export function createDownloadService({ storage, access, lookups, photos, voice, links }: DownloadDeps) {
  /** The storage key of a file and its owner, or undefined when no such file is known. */
  async function locate(type: DownloadType, file: string, room: string | undefined) {
    switch (type) {
      case 'AIImage': {
        const image = await lookups.aiImage(file.slice(0, -'.png'.length));
        return image ? { owner: image.userId, key: image.storageKey } : undefined;
      }
      case 'ProfileImage': {
        const row = await photos.byFilename(file);
        return row
          ? { owner: row.userId, key: row.storageKey ?? storageKeys.privatePhoto(row.userId, file) }
          : undefined;
      }
      case 'VoiceRecording': {
        const row = await voice.byFilename(file);
        return row?.uploadedAt
          ? { owner: row.userId, key: storageKeys.voiceRecording(row.userId, file) }
          : undefined;
      }
      case 'ChatImage':
        return room ? { owner: null, key: storageKeys.chatImage(room, file) } : undefined;
    }
  }

  return {
    async file(viewerId: string, query: unknown): Promise<DownloadedFile> {
      const parsed = ZDownload.safeParse(query);
      if (!parsed.success) throw new AppError('BAD_INPUT', parsed.error.issues[0]?.message);
      const { type, download } = parsed.data;
      const file = parsed.data.file.toLowerCase();
      if (!NAME[type].test(file)) throw new AppError('BAD_INPUT', DOWNLOAD_TEXT.badFile);
      const room = parsed.data.room?.toLowerCase();
      if (type === 'ChatImage' && !(room && NAME_PATTERN.uuid.test(room))) {
        throw new AppError('BAD_INPUT', DOWNLOAD_TEXT.badRoom);
      }
      // Permission before existence for chat images (the room decides); for the others the owner must be known.
      if (type === 'ChatImage' && room && !(await access.mayDownloadChatImage(viewerId, room))) {
        throw new AppError('FORBIDDEN');
      }
      const found = await locate(type, file, room);
      if (!found) throw new AppError('NOT_FOUND');
      // Someone else's private photo: a link signed for this viewer that has not expired, and still a full match.
      let maxAgeSeconds: number | undefined;
      if (type === 'ProfileImage' && found.owner !== viewerId) {
        const left = links.secondsLeft(file, viewerId, parsed.data);
        if (left === null) throw new AppError('FORBIDDEN');
        maxAgeSeconds = left;
      }
      if (type !== 'ChatImage' && found.owner && !(await access.mayDownload(type, viewerId, found.owner))) {
        throw new AppError('FORBIDDEN');
      }
      const stored = await storage.stat(found.key);
      if (!stored) throw new AppError('NOT_FOUND');
      return {
        size: stored.size,
        open: (range) => storage.open(found.key, range),
        contentType: CONTENT_TYPE[type](file),
        filename: file,
        attachment: download === '1' || download === 'true',
        ...(maxAgeSeconds === undefined ? {} : { maxAgeSeconds }),
      };
    },
  };
}

export type DownloadService = ReturnType<typeof createDownloadService>;
