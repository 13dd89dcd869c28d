// The web push feature: the service over its repo, the person's push choices from the preferences, its
// actions, and its sink on the alerts service (people with no socket open anywhere).
import type { PushType } from '@rookery/shared/events.ts';
import { defineFeature } from '../../platform/feature/feature.ts';
import type { Platform } from '../../platform/platform.ts';
import type { AlertsModule } from '../alerts/alerts.public.ts';
import { PUSH_EXPORT } from './push.export.ts';
import { createPushRepo } from './push.repo.ts';
import { pushActions } from './push.routes.ts';
import { createPushService } from './push.service.ts';

const PREFERENCE_OF = {
  messages: 'push_messages',
  matches: 'push_matches',
  calls: 'push_calls',
  dates: 'push_dates',
  gifts: 'push_gifts',
} as const satisfies Record<PushType, string>;

export function createPushModule({ db, config, log }: Platform, deps: { alerts: AlertsModule }) {
  const { alerts } = deps;
  const service = createPushService({
    repo: createPushRepo(db),
    config: config.push,
    product: config.brand.product,
    callNoAnswerMs: config.calls.noAnswerMs,
    wants: async (userId, type) => (await alerts.preferences.read(userId))[PREFERENCE_OF[type]] === 1,
    log,
  });
  alerts.alerts.addSink(service.sink);
  // Pushes under way are answered before the database closes.
  return defineFeature(
    {
      name: 'push',
      exportSections: PUSH_EXPORT,
      actions: pushActions(service),
      preClose: () => service.close(),
    },
    { service },
  );
}
