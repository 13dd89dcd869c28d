// The dates feature: its repo and service over the chat's rooms and room port, and its socket handlers;
// date requests counted per pair in the server's limiters.
import { PAIR_LIMIT_TEXT } from '@rookery/shared/limits.ts';
import { defineFeature } from '../../platform/feature/feature.ts';
import { pairLimit } from '../../platform/http/pair-limits.ts';
import type { Platform } from '../../platform/platform.ts';
import type { ChatRoomDeps } from '../chat/chat.public.ts';
import type { HiddenWordsService } from '../hidden-words/hidden-words.public.ts';
import { DATES_EXPORT } from './dates.export.ts';
import { createDatesRepo } from './dates.repo.ts';
import { createDatesService } from './dates.service.ts';
import { datesSocketHandlers } from './dates.socket.ts';

/** `hiddenWords`: a date's place is folded for a receiver who hides one of its words. */
export function createDatesModule(
  { db, config, realtime, limiters }: Platform,
  deps: ChatRoomDeps & { hiddenWords: HiddenWordsService },
) {
  const service = createDatesService({
    repo: createDatesRepo(db),
    hub: realtime.hub,
    requestLimit: pairLimit(
      limiters,
      'pair-date-requests',
      config.pairLimits.dateRequests,
      PAIR_LIMIT_TEXT.dateRequests,
    ),
    ...deps,
  });
  return defineFeature(
    { name: 'dates', exportSections: DATES_EXPORT, socketHandlers: datesSocketHandlers(service) },
    { service },
  );
}
