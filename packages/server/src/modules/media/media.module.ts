// The media feature: private photos, voice recordings and downloads (the uploads and GET /download as routes, the
// photo actions in /api). Who may fetch a file is asked of the deck's relations and the chat's rooms (media-access.ts);
// menudata reads its two image fields in modules/account/menu.repo.ts, in the same statement as the balance.
import { defineFeature } from '../../platform/feature/feature.ts';
import type { Platform } from '../../platform/platform.ts';
import type { MuteCheck } from '../moderation/moderation.public.ts';
import { createDownloadService } from './download.service.ts';
import { MEDIA_EXPORT } from './media.export.ts';
import { mediaActions, registerMediaRoutes } from './media.routes.ts';
import { createMediaAccess, type RelationLookups } from './media-access.ts';
import { createMediaLookupRepo } from './media-lookup.repo.ts';
import type { PrivateLinks } from './private-links.ts';
import { createPrivatePhotosRepo } from './private-photos.repo.ts';
import { createPrivatePhotosService } from './private-photos.service.ts';
import { createVoiceRecordingsRepo } from './voice-recordings.repo.ts';
import { createVoiceRecordingsService } from './voice-recordings.service.ts';

export function createMediaModule(
  { db, storage, log }: Platform,
  deps: {
    /** relationOf (modules/deck) and isRoomMember (modules/chat). */
    relations: RelationLookups;
    /** Signed links to private photos, with the key the profile view signs them with. */
    links: PrivateLinks;
    /** The face check's re-check of a verified face. */
    onPhotosChanged?: (userId: string) => Promise<void>;
    /** Moderation's mute check of a new photo or recording. */
    assertMayAddMedia?: MuteCheck;
  },
) {
  const photosRepo = createPrivatePhotosRepo(db);
  const voiceRepo = createVoiceRecordingsRepo(db);
  const services = {
    photos: createPrivatePhotosService({
      repo: photosRepo,
      storage,
      log,
      onPhotosChanged: deps.onPhotosChanged,
      assertMayAddMedia: deps.assertMayAddMedia,
    }),
    voice: createVoiceRecordingsService({
      repo: voiceRepo,
      storage,
      log,
      assertMayAddMedia: deps.assertMayAddMedia,
    }),
    downloads: createDownloadService({
      storage,
      access: createMediaAccess(deps.relations),
      lookups: createMediaLookupRepo(db),
      photos: photosRepo,
      voice: voiceRepo,
      links: deps.links,
    }),
  };
  return defineFeature({
    name: 'media',
    exportSections: MEDIA_EXPORT,
    actions: mediaActions(services),
    routes: (app) => registerMediaRoutes(app, services),
  });
}
