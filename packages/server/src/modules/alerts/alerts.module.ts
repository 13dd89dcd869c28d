// Wiring of issue 20's person events so build-server.ts needs one call: the alerts service (with its away sinks),
// the preferences and their actions.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/db-client.ts';
import type { RealtimeGateway } from '../../platform/realtime/realtime-gateway.ts';
import { createAlertsRepo } from './alerts.repo.ts';
import { preferencesActions } from './alerts.routes.ts';
import { createAlertsService } from './alerts.service.ts';
import { createPreferencesRepo } from './preferences.repo.ts';
import { createPreferencesService } from './preferences.service.ts';
import { createPresenceRepo } from './presence.repo.ts';
import { createPresenceService } from './presence.service.ts';

export interface AlertsModuleDeps {
  realtime: Pick<RealtimeGateway, 'hub' | 'onConnect' | 'onDisconnect'>;
  log: FastifyBaseLogger;
  /** Presence refresh and hold (presence.service.ts PRESENCE), shorter in tests. */
  presence?: { refreshMs?: number; ttlMs?: number };
}

/** `start` and `stop` run the presence refresh with the server (onReady, preClose). */
export function createAlertsModule(db: Db, { realtime, log, presence: timing }: AlertsModuleDeps) {
  const { hub } = realtime;
  const alerts = createAlertsService({ repo: createAlertsRepo(db), hub, log });
  const presence = createPresenceService({ repo: createPresenceRepo(db), hub, log, ...timing });
  realtime.onConnect(async ({ userId }) => presence.connected(userId));
  realtime.onDisconnect(async ({ userId }) => presence.disconnected(userId));
  const preferences = createPreferencesService({
    repo: createPreferencesRepo(db),
    onShowOnline: (userId, shown) => presence.showOnlineChanged(userId, shown),
  });
  return {
    alerts,
    presence,
    preferences,
    actions: preferencesActions(preferences),
    start: () => presence.start(),
    stop: () => presence.stop(),
  };
}

export type AlertsModule = ReturnType<typeof createAlertsModule>;
