// Wires the safety feature (issue 7): unmatch, report and block over the chat rooms, and their socket handlers.
import type { Db } from '../../platform/db/db-client.ts';
import type { RealtimeHub } from '../../platform/realtime/socket-handler.ts';
import type { RoomService } from '../chat/room.service.ts';
import { createSafetyRepo } from './safety.repo.ts';
import { createSafetyService } from './safety.service.ts';
import { safetySocketHandlers } from './safety.socket.ts';

export function createSafetyModule(
  db: Db,
  deps: { rooms: RoomService; hub: RealtimeHub; clock?: () => Date },
) {
  const service = createSafetyService({ repo: createSafetyRepo(db), ...deps });
  return { service, socketHandlers: safetySocketHandlers(service) };
}

export type SafetyModule = ReturnType<typeof createSafetyModule>;
