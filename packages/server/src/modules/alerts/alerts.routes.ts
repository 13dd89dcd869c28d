// The preference actions of RULES.md "Reads and writes": `preferences` reads, `setpreferences` writes and answers
// them all.
import type { ALERTS_ACTIONS } from '@rookery/shared/api/alerts.actions.ts';
import type { Handlers } from '../../platform/http/api-dispatcher.ts';
import type { PreferencesService } from './preferences.service.ts';

export function preferencesActions(preferences: PreferencesService): Handlers<typeof ALERTS_ACTIONS> {
  return {
    preferences: async ({ viewer }) => ({ preferences: await preferences.read(viewer.userId) }),
    setpreferences: async ({ viewer, input }) => ({
      preferences: await preferences.save(viewer.userId, input),
    }),
  };
}
