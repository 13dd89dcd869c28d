// Wires chat images (issue 7): the upload route's service over the chat rooms, messages and media storage.
import type { Db } from '../../platform/db/db-client.ts';
import type { RealtimeHub } from '../../platform/realtime/socket-handler.ts';
import type { Shield } from '../../platform/shield/shield.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import type { Alerts } from '../alerts/alerts.service.ts';
import { createRoomPort } from '../chat/chat.public.ts';
import type { RoomService } from '../chat/room.service.ts';
import { createMuteCheck } from '../moderation/mute-check.ts';
import { createChatImagesService } from './chat-images.service.ts';

export function createChatImagesModule(
  db: Db,
  deps: { rooms: RoomService; storage: Storage; hub: RealtimeHub; shield: Shield; alerts?: Alerts },
) {
  return createChatImagesService({
    roomPort: createRoomPort(db),
    assertNotMuted: createMuteCheck(db),
    ...deps,
  });
}
