// The settings actions of RULES.md "Reads and writes": `settings` (GET reads, POST writes) and `newname`.
import type { SETTINGS_ACTIONS } from '@rookery/shared/api/settings.actions.ts';
import type { Handlers } from '../../platform/http/api-dispatcher.ts';
import type { SettingsService } from './settings.service.ts';

export function settingsActions(settings: SettingsService): Handlers<typeof SETTINGS_ACTIONS> {
  return {
    settings: async ({ viewer, input, request }) => {
      if (request.method !== 'POST') return { data: await settings.read(viewer.userId) };
      await settings.save(viewer.userId, input);
      return {};
    },
    newname: async ({ viewer, input }) => {
      await settings.rename(viewer.userId, input);
      return {};
    },
  };
}
