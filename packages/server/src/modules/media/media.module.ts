// Wires the media module: private photos, voice recordings and downloads (menudata reads its two image fields in
// modules/account/menu.repo.ts, in the same statement as the balance).
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/db-client.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { createDownloadService } from './download.service.ts';
import { createMediaAccess, type RelationLookups } from './media-access.ts';
import { createMediaLookupRepo } from './media-lookup.repo.ts';
import type { PrivateLinks } from './private-links.ts';
import { createPrivatePhotosRepo } from './private-photos.repo.ts';
import { createPrivatePhotosService } from './private-photos.service.ts';
import { createVoiceRecordingsRepo } from './voice-recordings.repo.ts';
import { createVoiceRecordingsService } from './voice-recordings.service.ts';

export function createMediaModule(
  db: Db,
  storage: Storage,
  log: FastifyBaseLogger,
  /** Issue 6/7 passes the matches' lookups here; until then everyone else is a stranger. */
  relations: RelationLookups | undefined,
  /** Signed links to private photos (issue 23.4), with the key the profile view signs them with. */
  links: PrivateLinks,
) {
  const photosRepo = createPrivatePhotosRepo(db);
  const voiceRepo = createVoiceRecordingsRepo(db);
  const lookups = createMediaLookupRepo(db);
  return {
    photos: createPrivatePhotosService({ repo: photosRepo, storage, log }),
    voice: createVoiceRecordingsService({ repo: voiceRepo, storage, log }),
    downloads: createDownloadService({
      storage,
      access: createMediaAccess(relations),
      lookups,
      photos: photosRepo,
      voice: voiceRepo,
      links,
    }),
  };
}

export type MediaModule = ReturnType<typeof createMediaModule>;
