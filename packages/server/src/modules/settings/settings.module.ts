// The settings feature (issue 6): a person's discovery settings and their actions.
import { defineFeature } from '../../platform/feature/feature.ts';
import type { Platform } from '../../platform/platform.ts';
import { createSettingsRepo } from './settings.repo.ts';
import { settingsActions } from './settings.routes.ts';
import { createSettingsService } from './settings.service.ts';

export function createSettingsModule({ db }: Platform) {
  return defineFeature({
    name: 'settings',
    actions: settingsActions(createSettingsService(createSettingsRepo(db))),
  });
}
