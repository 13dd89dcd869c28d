// The chat images feature: POST /uploadchatimage over the chat's rooms and room port, the media storage
// and the explicit-image shield.
import { defineFeature } from '../../platform/feature/feature.ts';
import type { Platform } from '../../platform/platform.ts';
import type { ChatRoomDeps } from '../chat/chat.public.ts';
import { registerChatImageRoutes } from './chat-images.routes.ts';
import { createChatImagesService } from './chat-images.service.ts';

export function createChatImagesModule(
  { realtime, storage, shield }: Platform,
  { rooms, roomPort, alerts, assertNotMuted }: ChatRoomDeps,
) {
  const service = createChatImagesService({
    roomPort,
    assertNotMuted,
    rooms,
    storage,
    hub: realtime.hub,
    shield,
    alerts,
  });
  return defineFeature({ name: 'chat-images', routes: (app) => registerChatImageRoutes(app, service) });
}
