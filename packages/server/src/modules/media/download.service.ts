// GET /download (RULES.md "Files"): which stored file a request names, and whether this viewer may have it
// (media-access; another person's private photo by the session, or by a link signed for the viewer,
// private-links.ts). Names are checked against the server's own naming (a uuid and the extension of the type) before
// anything else, so no request text reaches a storage key or a query unchecked.

import { Readable } from 'node:stream';
import { DOWNLOAD_TYPES, type DownloadType } from '@rookery/shared/api/files.ts';
import { DOWNLOAD_TEXT } from '@rookery/shared/media-text.ts';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error.ts';
import { type ByteRange, type Storage, storageKeys } from '../../platform/storage/storage.ts';
import { blurredCopy } from './blurred-image.ts';
import type { MediaAccess } from './media-access.ts';
import type { MediaLookupRepo } from './media-lookup.repo.ts';
import { NAME_PATTERN } from './media-names.ts';
import type { PrivateLinks } from './private-links.ts';
import type { PrivatePhotosRepo } from './private-photos.repo.ts';
import type { VoiceRecordingsRepo } from './voice-recordings.repo.ts';
import { webpCopy } from './webp-copy.ts';

const ZDownload = z.object({
  type: z.enum(DOWNLOAD_TYPES, { error: DOWNLOAD_TEXT.badType }),
  file: z.string({ error: DOWNLOAD_TEXT.badFile }),
  room: z.string().optional(),
  download: z.string().optional(),
  /** A flagged chat image as it was sent (`original=1`); without it, a blurred copy for the receiver. */
  original: z.string().max(10).optional(),
  /** A signed link's expiry and signature (private-links.ts). */
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
  /** How long the browser may keep it: a signed link's remaining life, 0 for none; absent for the default. */
  maxAgeSeconds?: number;
  /** The answer depends on the request's Accept header (an AI image: its WebP twin or the PNG). */
  variesByAccept?: boolean;
}

/** What the request's headers say the client takes. */
export interface DownloadAccepts {
  /** Accept names image/webp (browsers do for images; the mobile app's requests do not). */
  webp: boolean;
}

export interface DownloadDeps {
  storage: Storage;
  access: MediaAccess;
  lookups: MediaLookupRepo;
  photos: PrivatePhotosRepo;
  voice: VoiceRecordingsRepo;
  /** A link to another person's private photo that carries a signature must be signed for the viewer. */
  links: PrivateLinks;
}

const isYes = (value: string | undefined) => value === '1' || value === 'true';

export function createDownloadService({ storage, access, lookups, photos, voice, links }: DownloadDeps) {
  /** A flagged chat image's blurred copy (blurred-image.ts), made from the stored file. */
  async function blurred(key: string, filename: string, attachment: boolean): Promise<DownloadedFile> {
    const stored = await storage.get(key);
    if (!stored) throw new AppError('NOT_FOUND');
    const bytes = await blurredCopy(stored.bytes);
    return {
      size: bytes.length,
      open: async (range) => Readable.from(range ? bytes.subarray(range.start, range.end + 1) : bytes),
      contentType: 'image/jpeg',
      filename,
      attachment,
    };
  }

  /**
   * An AI image's WebP twin (webp-copy.ts), made and stored on the first request that takes WebP; null when the PNG
   * is as small, or when the twin cannot be made (the PNG is sent then, as to any other client).
   */
  async function webpTwin(key: string): Promise<{ key: string; size: number } | null> {
    const twinKey = storageKeys.webpCopy(key);
    const [png, kept] = await Promise.all([storage.stat(key), storage.stat(twinKey)]);
    if (!png) return null;
    if (kept) return kept.size < png.size ? { key: twinKey, size: kept.size } : null;
    try {
      const stored = await storage.get(key);
      if (!stored) return null;
      const bytes = await webpCopy(stored.bytes);
      await storage.put(twinKey, bytes, 'image/webp');
      return bytes.length < png.size ? { key: twinKey, size: bytes.length } : null;
    } catch {
      return null;
    }
  }

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
    async file(
      viewerId: string,
      query: unknown,
      accepts: DownloadAccepts = { webp: false },
    ): Promise<DownloadedFile> {
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
      // Someone else's private photo: still a full match (mayDownload below), asked with the viewer's session. A link
      // that carries a signature must be signed for this viewer and not expired; the bare link of
      // RULES.md "Calls the app makes" (the mobile app's) is the session's alone, and no browser keeps it (a hide
      // takes effect at once).
      let maxAgeSeconds: number | undefined;
      if (type === 'ProfileImage' && found.owner !== viewerId) {
        const signed = parsed.data.exp !== undefined || parsed.data.sig !== undefined;
        const left = signed ? links.secondsLeft(file, viewerId, parsed.data) : 0;
        if (left === null) throw new AppError('FORBIDDEN');
        maxAgeSeconds = left;
      }
      if (type !== 'ChatImage' && found.owner && !(await access.mayDownload(type, viewerId, found.owner))) {
        throw new AppError('FORBIDDEN');
      }
      const attachment = download === '1' || download === 'true';
      if (type === 'ChatImage' && room && !isYes(parsed.data.original)) {
        if (await access.isFlaggedFor(viewerId, room, file)) return blurred(found.key, file, attachment);
      }
      // An AI image shown in a browser goes as its WebP twin when that is smaller; a download keeps the PNG it names.
      if (type === 'AIImage' && accepts.webp && !attachment) {
        const twin = await webpTwin(found.key);
        if (twin) {
          return {
            size: twin.size,
            open: (range) => storage.open(twin.key, range),
            contentType: 'image/webp',
            filename: file.replace(/\.png$/, '.webp'),
            attachment,
            variesByAccept: true,
          };
        }
      }
      const stored = await storage.stat(found.key);
      if (!stored) throw new AppError('NOT_FOUND');
      return {
        ...(type === 'AIImage' ? { variesByAccept: true } : {}),
        size: stored.size,
        open: (range) => storage.open(found.key, range),
        contentType: CONTENT_TYPE[type](file),
        filename: file,
        attachment,
        ...(maxAgeSeconds === undefined ? {} : { maxAgeSeconds }),
      };
    },
  };
}

export type DownloadService = ReturnType<typeof createDownloadService>;
