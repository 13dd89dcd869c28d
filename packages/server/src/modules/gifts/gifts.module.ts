// Wires the gifts feature (issue 7): sendgift over the chat rooms, the pebbles and the media storage.
import type { Db } from '../../platform/db/db-client.ts';
import type { RealtimeHub } from '../../platform/realtime/socket-handler.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import type { Alerts } from '../alerts/alerts.service.ts';
import { createRoomPort } from '../chat/chat.public.ts';
import type { RoomService } from '../chat/room.service.ts';
import { createMuteCheck } from '../moderation/mute-check.ts';
import type { PebblesService } from '../pebbles/pebbles.service.ts';
import { createGiftsRepo } from './gifts.repo.ts';
import { createGiftsService, type GiftsDeps } from './gifts.service.ts';
import { giftsSocketHandlers } from './gifts.socket.ts';

export function createGiftsModule(
  db: Db,
  deps: {
    rooms: RoomService;
    pebbles: PebblesService;
    storage: Storage;
    hub: RealtimeHub;
    notifications: GiftsDeps['notifications'];
    alerts?: Alerts;
  },
) {
  const service = createGiftsService({
    repo: createGiftsRepo(db),
    roomPort: createRoomPort(db),
    assertNotMuted: createMuteCheck(db),
    ...deps,
  });
  return { service, socketHandlers: giftsSocketHandlers(service) };
}

export type GiftsModule = ReturnType<typeof createGiftsModule>;
