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
  /** Told of a person who changed show_online (the chat sends the rooms they are in their roster again). */
  const shownListeners: ((userId: string) => void)[] = [];
  realtime.onConnect(async ({ userId }) => presence.connected(userId));
  realtime.onDisconnect(async ({ userId }) => presence.disconnected(userId));
  const preferences = createPreferencesService({
    repo: createPreferencesRepo(db),
    onShowOnline: async (userId, shown) => {
      await presence.showOnlineChanged(userId, shown);
      for (const listener of shownListeners) listener(userId);
    },
  });
  return {
    alerts,
    presence,
    preferences,
    actions: preferencesActions(preferences),
    /** `listener` hears of a person who just showed or hid their activity. */
    onShownChanged(listener: (userId: string) => void): void {
      shownListeners.push(listener);
    },
    start: () => presence.start(),
    stop: () => presence.stop(),
  };
}

export type AlertsModule = ReturnType<typeof createAlertsModule>;
