// The matches feature: the match list with its unread counts.
import { defineFeature } from '../../platform/feature/feature.ts';
import type { Platform } from '../../platform/platform.ts';
import { createMatchesRepo } from './matches.repo.ts';
import { matchesActions } from './matches.routes.ts';
import { createMatchesService } from './matches.service.ts';

export function createMatchesModule({ db }: Platform) {
  return defineFeature({
    name: 'matches',
    actions: matchesActions(createMatchesService(createMatchesRepo(db))),
  });
}
