// The settings feature: a person's discovery settings and their actions.
import { defineFeature } from '../../platform/feature/feature.ts';
import type { Platform } from '../../platform/platform.ts';
import type { MuteCheck } from '../moderation/moderation.public.ts';
import { SETTINGS_EXPORT } from './settings.export.ts';
import { createSettingsRepo } from './settings.repo.ts';
import { settingsActions } from './settings.routes.ts';
import { createSettingsService } from './settings.service.ts';

/** `assertMayRename`: moderation's mute check for a new name. */
export function createSettingsModule({ db }: Platform, { assertMayRename }: { assertMayRename: MuteCheck }) {
  return defineFeature({
    name: 'settings',
    exportSections: SETTINGS_EXPORT,
    actions: settingsActions(createSettingsService(createSettingsRepo(db), assertMayRename)),
  });
}
