// The safety feature: unmatch, report and block over the chat's rooms, and their socket handlers; reports
// counted a day per person in the server's limiters.
import { defineFeature } from '../../platform/feature/feature.ts';
import type { Platform } from '../../platform/platform.ts';
import type { ChatRoomDeps } from '../chat/chat.public.ts';
import { cancelUpcomingDatesWithin } from '../dates/dates.public.ts';
import { createSafetyRepo } from './safety.repo.ts';
import { createSafetyService } from './safety.service.ts';
import { safetySocketHandlers } from './safety.socket.ts';

export function createSafetyModule(
  { db, realtime, limits }: Platform,
  deps: Pick<ChatRoomDeps, 'rooms' | 'alerts'> & {
    /** Ends the room's call for both people (calls.service.ts endForCause). */
    endCall: (roomId: string, causeId: string) => Promise<void>;
  },
) {
  const reportLimit = limits.abuse.reports ? limits.limiters('reports', limits.abuse.reports) : null;
  const service = createSafetyService({
    repo: createSafetyRepo(db),
    cancelUpcomingDates: cancelUpcomingDatesWithin,
    hub: realtime.hub,
    ...deps,
    reportLimit,
  });
  return defineFeature({ name: 'safety', socketHandlers: safetySocketHandlers(service) }, { service });
}
