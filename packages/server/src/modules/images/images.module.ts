// The AI images feature: the generator chosen by configuration, the job handler on the worker, the service and its
// actions.

import { defineFeature } from '../../platform/feature/feature.ts';
import { createImageGenerator } from '../../platform/imagegen/create-image-generator.ts';
import type { Platform } from '../../platform/platform.ts';
import type { MuteCheck } from '../moderation/moderation.public.ts';
import type { PebblesService } from '../pebbles/pebbles.public.ts';
import { createImageJobHandler, IMAGE_JOB_KIND } from './image-job.handler.ts';
import { IMAGES_EXPORT } from './images.export.ts';
import { createImagesRepo } from './images.repo.ts';
import { imagesActions } from './images.routes.ts';
import { createImagesService } from './images.service.ts';

export function createImagesModule(
  { db, config, storage, jobs, log, shield }: Platform,
  deps: { pebbles: PebblesService; assertMayAddMedia?: MuteCheck },
) {
  const repo = createImagesRepo(db);
  const { pebbles, assertMayAddMedia } = deps;
  const generator = createImageGenerator(config.imagegen);
  const service = createImagesService({
    repo,
    pebbles,
    queue: jobs,
    storage,
    limits: { dailyCap: config.imagegen.dailyCap, activePerPerson: config.imagegen.activePerPerson },
    log,
    assertMayAddMedia,
  });
  return defineFeature(
    {
      name: 'images',
      exportSections: IMAGES_EXPORT,
      actions: imagesActions(service),
      jobs: [
        {
          kind: IMAGE_JOB_KIND,
          handler: createImageJobHandler({ generator, storage, repo, pebbles, shield, log }),
        },
      ],
    },
    { service },
  );
}
