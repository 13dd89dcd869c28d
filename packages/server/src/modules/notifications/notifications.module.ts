// The notifications feature: the stored notifications and their actions; each one stored reaches the
// person through the alerts. Lent to the features that store notifications in their transactions.
import { defineFeature } from '../../platform/feature/feature.ts';
import type { Platform } from '../../platform/platform.ts';
import type { Alerts } from '../alerts/alerts.public.ts';
import { NOTIFICATIONS_EXPORT } from './notifications.export.ts';
import { createNotificationsRepo } from './notifications.repo.ts';
import { notificationsActions } from './notifications.routes.ts';
import { createNotificationsService, type ReaderMatcher } from './notifications.service.ts';

/** `matcherFor`: the reader's hidden words (modules/hidden-words), folding texts that quote another person. */
export function createNotificationsModule(
  { db, log }: Platform,
  deps: { alerts: Alerts; matcherFor: ReaderMatcher },
) {
  const service = createNotificationsService(
    createNotificationsRepo(db),
    undefined,
    { tell: deps.alerts.tell, log },
    deps.matcherFor,
  );
  return defineFeature(
    { name: 'notifications', exportSections: NOTIFICATIONS_EXPORT, actions: notificationsActions(service) },
    { service },
  );
}
