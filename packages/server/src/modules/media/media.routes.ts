// Thin handlers of the media actions (RULES.md "Reads and writes") and the file routes (RULES.md "Files"): POST
// /uploadprofileimage, POST /uploadvrfile (multipart, parsed only on these two routes) and GET /download.

import multipart from '@fastify/multipart';
import type { ACTIONS } from '@rookery/shared/api/actions.ts';
import { FILE_ROUTES } from '@rookery/shared/api/files.ts';
import { MEDIA } from '@rookery/shared/limits.ts';
import { PHOTO_TEXT, VOICE_TEXT } from '@rookery/shared/media-text.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkGate, type Handlers } from '../../platform/http/api-dispatcher.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { getViewer, type Viewer } from '../../platform/http/viewer.ts';
import { byteRangeOf } from './byte-range.ts';
import type { DownloadService } from './download.service.ts';
import { readUpload } from './multipart-body.ts';
import type { PrivatePhotosService } from './private-photos.service.ts';
import type { VoiceRecordingsService } from './voice-recordings.service.ts';

type MediaActionName =
  | 'profileimages'
  | 'uploadprofileimages'
  | 'setuserprofileimage'
  | 'deluserimage'
  | 'voicerecordings'
  | 'vrprompts'
  | 'uploadvrdata'
  | 'delvr';

export interface MediaServices {
  photos: PrivatePhotosService;
  voice: VoiceRecordingsService;
  downloads: DownloadService;
}

export function mediaActions({
  photos,
  voice,
}: MediaServices): Pick<Handlers<typeof ACTIONS>, MediaActionName> {
  return {
    profileimages: async ({ viewer }) => ({ images: await photos.list(viewer.userId) }),
    uploadprofileimages: async ({ input }) => {
      photos.checkAnnouncedNames(input.images);
      return {};
    },
    setuserprofileimage: async ({ viewer, input }) => {
      await photos.setProfile(viewer.userId, input.id);
      return {};
    },
    deluserimage: async ({ viewer, input }) => {
      await photos.remove(viewer.userId, input.filename);
      return {};
    },
    voicerecordings: async ({ viewer }) => ({ vr: await voice.list(viewer.userId) }),
    vrprompts: async () => ({ prompts: voice.prompts() }),
    uploadvrdata: async ({ viewer, input }) => {
      await voice.register(viewer.userId, input.vrdata);
      return {};
    },
    delvr: async ({ viewer, input }) => {
      await voice.remove(viewer.userId, input.filename);
      return {};
    },
  };
}

/**
 * The signed-in, verified member behind a file request (RULES.md "Reads and writes" gates), checked before the body
 * is read.
 */
async function member(request: FastifyRequest): Promise<Viewer> {
  const viewer = await getViewer(request);
  checkGate('member', viewer);
  return viewer as Viewer;
}

/** Browsers may keep a file for a while; `private` keeps it out of shared caches (it is personal). */
const CACHE_CONTROL = 'private, max-age=3600';

export async function registerMediaRoutes(app: FastifyInstance, { photos, voice, downloads }: MediaServices) {
  // Multipart is parsed in this scope only: /api and every other route keep answering it with 415.
  await app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: true });

    scope.post(FILE_ROUTES.uploadProfileImage, async (request) => {
      const viewer = await member(request);
      const body = await readUpload(request, {
        fileBytes: MEDIA.imageBytes,
        tooLarge: PHOTO_TEXT.tooLarge,
        fields: ['crop'],
      });
      const saved = await photos.upload(viewer.userId, body.file, body.fields.crop);
      return { success: true, ...saved };
    });

    scope.post(FILE_ROUTES.uploadVoiceRecording, async (request) => {
      const viewer = await member(request);
      const body = await readUpload(request, {
        fileBytes: MEDIA.wavBytes,
        tooLarge: VOICE_TEXT.tooLarge,
        fields: ['filename'],
      });
      await voice.upload(viewer.userId, body.fields.filename, body.file);
      return { success: true };
    });
  });

  app.get(FILE_ROUTES.download, async (request, reply) => {
    const viewer = await member(request);
    const file = await downloads.file(viewer.userId, request.query, {
      webp: /\bimage\/webp\b/i.test(request.headers.accept ?? ''),
    });
    const size = file.size;
    const range = byteRangeOf(request.headers.range, size);
    // Streamed from storage (never held whole in memory); opened before any header, so a file gone since it was
    // found is still a plain 404.
    const stream = await file.open(range ?? undefined);
    if (!stream) throw new AppError('NOT_FOUND');
    reply
      .type(file.contentType)
      .header(
        'Cache-Control',
        file.maxAgeSeconds === undefined
          ? CACHE_CONTROL
          : file.maxAgeSeconds === 0
            ? 'private, no-store'
            : `private, max-age=${file.maxAgeSeconds}`,
      )
      .header('X-Content-Type-Options', 'nosniff')
      .header(
        'Content-Disposition',
        `${file.attachment ? 'attachment' : 'inline'}; filename="${file.filename}"`,
      )
      .header('Accept-Ranges', 'bytes');
    // A cache keeps the WebP and the PNG of one address apart.
    if (file.variesByAccept) reply.header('Vary', 'Accept');
    if (!range) return reply.header('Content-Length', size).send(stream);
    return reply
      .code(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
      .header('Content-Length', range.end - range.start + 1)
      .send(stream);
  });
}
