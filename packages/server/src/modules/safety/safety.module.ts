// Wires the safety feature (issue 7): unmatch, report and block over the chat rooms, and their socket handlers.
import type { Db } from '../../platform/db/db-client.ts';
import type { AbuseConfig } from '../../platform/http/abuse-limits.ts';
import type { LimiterFactory } from '../../platform/http/rate-limiter.ts';
import type { RealtimeHub } from '../../platform/realtime/socket-handler.ts';
import type { Alerts } from '../alerts/alerts.service.ts';
import type { RoomService } from '../chat/room.service.ts';
import { createSafetyRepo } from './safety.repo.ts';
import { createSafetyService } from './safety.service.ts';
import { safetySocketHandlers } from './safety.socket.ts';

export function createSafetyModule(
  db: Db,
  deps: {
    rooms: RoomService;
    hub: RealtimeHub;
    /** Issue 20's person events (modules/alerts): the other member hears the match ended. */
    alerts?: Alerts;
    clock?: () => Date;
    /** Ends the room's call for both people (calls.service.ts endForCause). */
    endCall?: (roomId: string, causeId: string) => Promise<void>;
    /** Reports a day per person (platform/http/abuse-limits.ts), counted in the server's limiters. */
    limits?: { limiters: LimiterFactory; abuse: Pick<AbuseConfig, 'reports'> };
  },
) {
  const { limits, ...rest } = deps;
  const reportLimit = limits?.abuse.reports ? limits.limiters('reports', limits.abuse.reports) : null;
  const service = createSafetyService({ repo: createSafetyRepo(db), ...rest, reportLimit });
  return { service, socketHandlers: safetySocketHandlers(service) };
}

export type SafetyModule = ReturnType<typeof createSafetyModule>;
