// The gifts feature: sendgift over the chat's rooms and room port, the pebbles, the media storage and the explicit-image shield.
import { defineFeature } from '../../platform/feature/feature.ts';
import type { Platform } from '../../platform/platform.ts';
import type { ChatRoomDeps } from '../chat/chat.public.ts';
import type { PebblesService } from '../pebbles/pebbles.public.ts';
import { createGiftsRepo } from './gifts.repo.ts';
import { createGiftsService } from './gifts.service.ts';
import { giftsSocketHandlers } from './gifts.socket.ts';

export function createGiftsModule(
  { db, realtime, storage, shield }: Platform,
  deps: ChatRoomDeps & { pebbles: PebblesService },
) {
  const service = createGiftsService({
    repo: createGiftsRepo(db),
    hub: realtime.hub,
    storage,
    shield,
    ...deps,
  });
  return defineFeature({ name: 'gifts', socketHandlers: giftsSocketHandlers(service) }, { service });
}
