// The profile feature: a person's own profile and its actions.
import { defineFeature } from '../../platform/feature/feature.ts';
import type { Platform } from '../../platform/platform.ts';
import type { MuteCheck } from '../moderation/moderation.public.ts';
import { PROFILE_EXPORT } from './profile.export.ts';
import { createProfileRepo } from './profile.repo.ts';
import { profileActions } from './profile.routes.ts';
import { createProfileService } from './profile.service.ts';

/** Moderation's mute checks: `assertMayRename` for a new name, `assertMayRewrite` for new texts others read. */
export function createProfileModule(
  { db }: Platform,
  muted: { assertMayRename: MuteCheck; assertMayRewrite: MuteCheck },
) {
  return defineFeature({
    name: 'profile',
    exportSections: PROFILE_EXPORT,
    actions: profileActions(createProfileService(createProfileRepo(db), muted)),
  });
}
