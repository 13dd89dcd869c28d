// POST /uploadchatimage (RULES.md "Files"): multipart with `room` and `file`, parsed in this route's scope only, for
// a signed-in member (RULES.md "Reads and writes" gates); answers {success, chat}.
import multipart from '@fastify/multipart';
import { FILE_ROUTES } from '@rookery/shared/api/files.ts';
import { MEDIA } from '@rookery/shared/limits.ts';
import type { FastifyInstance } from 'fastify';
import { checkGate } from '../../platform/http/api-dispatcher.ts';
import { getViewer, type Viewer } from '../../platform/http/viewer.ts';
import { readUpload } from '../media/media.public.ts';
import { CHAT_IMAGE_TEXT, type ChatImagesService } from './chat-images.service.ts';

export async function registerChatImageRoutes(app: FastifyInstance, images: ChatImagesService) {
  await app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: true });
    scope.post(FILE_ROUTES.uploadChatImage, async (request) => {
      const viewer = await getViewer(request);
      checkGate('member', viewer);
      const body = await readUpload(request, {
        fileBytes: MEDIA.imageBytes,
        tooLarge: CHAT_IMAGE_TEXT.tooLarge,
        fields: ['room'],
      });
      const chat = await images.upload((viewer as Viewer).userId, body.fields.room, body.file);
      return { success: true, chat };
    });
  });
}
