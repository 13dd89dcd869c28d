// The profile feature: a person's own profile and its actions.
import { defineFeature } from '../../platform/feature/feature.ts';
import type { Platform } from '../../platform/platform.ts';
import { createProfileRepo } from './profile.repo.ts';
import { profileActions } from './profile.routes.ts';
import { createProfileService } from './profile.service.ts';

export function createProfileModule({ db }: Platform) {
  return defineFeature({
    name: 'profile',
    actions: profileActions(createProfileService(createProfileRepo(db))),
  });
}
