// Wires the AI images feature: the generator chosen by configuration, the job handler on the worker, the service.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/db-client.ts';
import type { ImageGenerator } from '../../platform/imagegen/image-generator.ts';
import type { ImagegenConfig } from '../../platform/imagegen/imagegen-config.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { JobWorker } from '../../platform/jobs/job-worker.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import type { PebblesService } from '../pebbles/pebbles.service.ts';
import { createImageJobHandler, IMAGE_JOB_KIND } from './image-job.handler.ts';
import { createImagesRepo } from './images.repo.ts';
import { imagesActions } from './images.routes.ts';
import { createImagesService } from './images.service.ts';

export function createImagesModule(
  db: Db,
  deps: {
    config: ImagegenConfig;
    generator: ImageGenerator;
    storage: Storage;
    pebbles: PebblesService;
    queue: JobQueue;
    worker: JobWorker;
    log: FastifyBaseLogger;
  },
) {
  const repo = createImagesRepo(db);
  deps.worker.register(
    IMAGE_JOB_KIND,
    createImageJobHandler({
      generator: deps.generator,
      storage: deps.storage,
      repo,
      pebbles: deps.pebbles,
      log: deps.log,
    }),
  );
  const service = createImagesService({
    repo,
    pebbles: deps.pebbles,
    queue: deps.queue,
    storage: deps.storage,
    limits: { dailyCap: deps.config.dailyCap, activePerPerson: deps.config.activePerPerson },
    log: deps.log,
  });
  return { service, actions: imagesActions(service) };
}
