// Wires the dates feature (issue 7): its repo and service over the chat room and message stores, and its socket
// handlers for the gateway.
import type { Db } from '../../platform/db/db-client.ts';
import type { PairLimit } from '../../platform/http/pair-limits.ts';
import type { RealtimeHub } from '../../platform/realtime/socket-handler.ts';
import type { Alerts } from '../alerts/alerts.service.ts';
import { createRoomPort } from '../chat/chat.public.ts';
import type { RoomService } from '../chat/room.service.ts';
import { createMuteCheck } from '../moderation/mute-check.ts';
import { createDatesRepo } from './dates.repo.ts';
import { createDatesService, type Notifier } from './dates.service.ts';
import { datesSocketHandlers } from './dates.socket.ts';

export interface DatesModuleDeps {
  rooms: RoomService;
  hub: RealtimeHub;
  notifications: Notifier;
  /** Date requests per pair an hour (platform/http/pair-limits.ts). */
  requestLimit?: PairLimit;
  /** Issue 20's person events (modules/alerts). */
  alerts?: Alerts;
  clock?: () => Date;
}

export function createDatesModule(db: Db, deps: DatesModuleDeps) {
  const service = createDatesService({
    repo: createDatesRepo(db),
    roomPort: createRoomPort(db),
    assertNotMuted: createMuteCheck(db, deps.clock),
    ...deps,
  });
  return { service, socketHandlers: datesSocketHandlers(service) };
}

export type DatesModule = ReturnType<typeof createDatesModule>;
