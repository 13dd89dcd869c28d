// The alerts feature (what reaches a person wherever they are in the app): the alerts service (with its away
// sinks), presence as sockets come and go, the preferences and their actions.

import { defineFeature } from '../../platform/feature/feature.ts';
import type { Platform } from '../../platform/platform.ts';
import { createAlertsRepo } from './alerts.repo.ts';
import { preferencesActions } from './alerts.routes.ts';
import { createAlertsService } from './alerts.service.ts';
import { createPreferencesRepo } from './preferences.repo.ts';
import { createPreferencesService } from './preferences.service.ts';
import { createPresenceRepo } from './presence.repo.ts';
import { createPresenceService } from './presence.service.ts';

export interface AlertsModuleDeps {
  /** Presence refresh and hold (presence.service.ts PRESENCE), shorter in tests. */
  presence?: { refreshMs?: number; ttlMs?: number };
}

/** The presence refresh runs with the server (onReady, preClose). */
export function createAlertsModule(
  { db, realtime, log }: Platform,
  { presence: timing }: AlertsModuleDeps = {},
) {
  const { hub } = realtime;
  const alerts = createAlertsService({ repo: createAlertsRepo(db), hub, log });
  const presence = createPresenceService({ repo: createPresenceRepo(db), hub, log, ...timing });
  /** Told of a person who changed show_online (the chat sends the rooms they are in their roster again). */
  const shownListeners: ((userId: string) => void)[] = [];
  const preferences = createPreferencesService({
    repo: createPreferencesRepo(db),
    onShowOnline: async (userId, shown) => {
      await presence.showOnlineChanged(userId, shown);
      for (const listener of shownListeners) listener(userId);
    },
  });
  return defineFeature(
    {
      name: 'alerts',
      actions: preferencesActions(preferences),
      onConnect: async ({ userId }) => presence.connected(userId),
      onDisconnect: async ({ userId }) => presence.disconnected(userId),
      onReady: () => presence.start(),
      preClose: () => presence.stop(),
    },
    {
      alerts,
      presence,
      preferences,
      /** `listener` hears of a person who just showed or hid their activity. */
      onShownChanged(listener: (userId: string) => void): void {
        shownListeners.push(listener);
      },
    },
  );
}

export type AlertsModule = ReturnType<typeof createAlertsModule>;
