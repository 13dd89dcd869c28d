// Wiring of issue 20's person events so build-server.ts needs one call: the alerts service (with its away sinks),
// the preferences and their actions.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/db-client.ts';
import type { RealtimeHub } from '../../platform/realtime/socket-handler.ts';
import { createAlertsRepo } from './alerts.repo.ts';
import { preferencesActions } from './alerts.routes.ts';
import { createAlertsService } from './alerts.service.ts';
import { createPreferencesRepo } from './preferences.repo.ts';
import { createPreferencesService } from './preferences.service.ts';

export interface AlertsModuleDeps {
  hub: RealtimeHub;
  log: FastifyBaseLogger;
}

export function createAlertsModule(db: Db, { hub, log }: AlertsModuleDeps) {
  const alerts = createAlertsService({ repo: createAlertsRepo(db), hub, log });
  const preferences = createPreferencesService({ repo: createPreferencesRepo(db) });
  return { alerts, preferences, actions: preferencesActions(preferences) };
}

export type AlertsModule = ReturnType<typeof createAlertsModule>;
