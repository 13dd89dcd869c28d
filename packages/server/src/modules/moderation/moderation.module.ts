// The moderation feature: the ban list and the mute check it lends the features that need them,
// the job that ends a suspension on its date, and the console at /admin. The console's moderation service is built
// from app.services when its routes are registered, as the admin commands build theirs when they run.

import { defineFeature } from '../../platform/feature/feature.ts';
import type { Platform } from '../../platform/platform.ts';
import { storageKeys } from '../../platform/storage/storage.ts';
import { createDeviceCookies } from '../auth/auth.public.ts';
import { NAME_PATTERN } from '../media/media.public.ts';
import { createBannedIdentitiesRepo } from './banned-identities.repo.ts';
import { createBanList } from './banned-identities.ts';
import { registerModerationConsole } from './console.routes.ts';
import { MODERATION_COMMANDS, moderationServiceOf } from './moderation.commands.ts';
import { MODERATION_EXPORT } from './moderation.export.ts';
import { createModerationRepo } from './moderation.repo.ts';
import { MODERATOR_COMMANDS } from './moderators.commands.ts';
import { createModeratorsRepo } from './moderators.repo.ts';
import { createModeratorsService } from './moderators.service.ts';
import { createMediaCheck, createMuteCheck, createRenameCheck, createRewriteCheck } from './mute-check.ts';
import { createSuspensionEndHandler, SUSPENSION_END_JOB } from './suspension-end.job.ts';

export function createModerationModule({ db, config, limiters, storage }: Platform) {
  // A ban outlives the account: sign-up checks this list (the key is read on first use).
  const bans = createBanList(createBannedIdentitiesRepo(db), () => config.banSecret);
  return defineFeature(
    {
      name: 'moderation',
      exportSections: MODERATION_EXPORT,
      adminCommands: [...MODERATION_COMMANDS, ...MODERATOR_COMMANDS],
      jobs: [{ kind: SUSPENSION_END_JOB, handler: createSuspensionEndHandler(createModerationRepo(db)) }],
      routes: async (app) => {
        await registerModerationConsole(app, {
          moderators: createModeratorsService({
            repo: createModeratorsRepo(db),
            limiters,
            // A key apart from members' device cookies: one can never pass for the other.
            devices: createDeviceCookies(`${config.codeSecret}:moderation console`),
          }),
          moderation: moderationServiceOf(app),
          faceChecks: app.services.faceChecks,
          chatImage: async (roomId, filename) => {
            // The name is the server's own (a chat image's row), but checked as a download's would be.
            if (!NAME_PATTERN.chatImage.test(filename)) return null;
            return storage.get(storageKeys.chatImage(roomId, filename));
          },
          production: config.env === 'production',
          clock: () => new Date(Date.now() + config.moderationClockSkewMs),
        });
      },
    },
    {
      bans,
      /** The one mute check of every way of sending something to a match (mute-check.ts). */
      assertNotMuted: createMuteCheck(db),
      /** A muted person keeps the names their matches see (profile, settings). */
      assertMayRename: createRenameCheck(db),
      /** A muted person keeps the profile texts their matches read (tagline, about you, ideal partner). */
      assertMayRewrite: createRewriteCheck(db),
      /** A muted person adds no photo, voice recording or AI picture their matches would see. */
      assertMayAddMedia: createMediaCheck(db),
    },
  );
}
