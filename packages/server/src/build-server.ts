// Builds the Fastify server from a config: platform plugins, feature modules and the web app. Tests call it
// without a port (app.inject); main.ts listens.
import cookie from '@fastify/cookie';
import { ACTIONS } from '@rookery/shared/api/actions.ts';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { accountActions } from './modules/account/account.routes.ts';
import { createAuthModule } from './modules/auth/auth.module.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { createSessionRepo } from './modules/auth/session.repo.ts';
import { createSessionService, type SessionService } from './modules/auth/session.service.ts';
import { createDiscoveryModule } from './modules/deck/discovery.module.ts';
import type { RelationService } from './modules/deck/relation.service.ts';
import { createImagesModule } from './modules/images/images.module.ts';
import { loadGazetteer } from './modules/location/gazetteer.ts';
import { createLocationRepo } from './modules/location/location.repo.ts';
import { createLocationService } from './modules/location/location.service.ts';
import { createMediaModule } from './modules/media/media.module.ts';
import { mediaActions, registerMediaRoutes } from './modules/media/media.routes.ts';
import { createAdsRepo } from './modules/pebbles/ads.repo.ts';
import { createAdsService } from './modules/pebbles/ads.service.ts';
import { createPebblesRepo } from './modules/pebbles/pebbles.repo.ts';
import { pebblesActions } from './modules/pebbles/pebbles.routes.ts';
import { createPebblesService, type PebblesService } from './modules/pebbles/pebbles.service.ts';
import { createProfileRepo } from './modules/profile/profile.repo.ts';
import { profileActions } from './modules/profile/profile.routes.ts';
import { createProfileService } from './modules/profile/profile.service.ts';
import { createWebformsRepo } from './modules/webforms/webforms.repo.ts';
import { webformsActions } from './modules/webforms/webforms.routes.ts';
import { createWebformsService } from './modules/webforms/webforms.service.ts';
import { createCaptchaService } from './platform/captcha/captcha.service.ts';
import { createCaptchaSpentRepo } from './platform/captcha/captcha-spent.repo.ts';
import { type Database, openDatabase } from './platform/db/db-client.ts';
import { registerApi } from './platform/http/api-dispatcher.ts';
import { registerErrorHandler } from './platform/http/error-handler.ts';
import { registerHealthRoutes } from './platform/http/health.routes.ts';
import { registerJsonParser } from './platform/http/json-parser.ts';
import { registerOriginCheck } from './platform/http/origin-check.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { registerViewer } from './platform/http/viewer.ts';
import { createImageGenerator } from './platform/imagegen/create-image-generator.ts';
import { createJobQueue, type JobQueue } from './platform/jobs/job-queue.ts';
import { createJobWorker } from './platform/jobs/job-worker.ts';
import { createJobsRepo } from './platform/jobs/jobs.repo.ts';
import { registerDevMailRoutes } from './platform/mail/dev-mail.routes.ts';
import { createMailOutboxRepo } from './platform/mail/mail-outbox.repo.ts';
import { createMailer, type Mailer } from './platform/mail/mailer.ts';
import { registerMetrics } from './platform/metrics/metrics.ts';
import { createStorage } from './platform/storage/create-storage.ts';
import type { Storage } from './platform/storage/storage.ts';
import { builtTemplate, registerSitePages } from './platform/web/site-pages.ts';
import { attachViteDev } from './platform/web/vite-dev.ts';

export interface Services {
  database: Database;
  sessions: SessionService;
  pebbles: PebblesService;
  mailer: Mailer;
  /** Media files by key (platform/storage): DATA_DIR/media or the S3 bucket. */
  storage: Storage;
  /** relationOf(viewer, owner): self, full-match, basic-match, candidate or none (API.md 6). */
  relations: RelationService;
  /** Background jobs (platform/jobs): queue one, and wake this process's worker. */
  jobs: JobQueue;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

export interface BuildOptions {
  /** An already open database (tests share one per file); otherwise opened from the config and closed with the app. */
  database?: Database;
  /** Skip running migrations (the caller did). */
  migrated?: boolean;
}

export async function buildServer(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
          },
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimit,
    routerOptions: { ignoreTrailingSlash: true },
  });

  const database = options.database ?? (await openDatabase(config));
  if (!options.database) app.addHook('onClose', async () => database.close());
  if (!options.migrated) await database.migrate();

  const sessions = createSessionService(createSessionRepo(database.db));
  const pebblesRepo = createPebblesRepo(database.db);
  const pebbles = createPebblesService(pebblesRepo);
  const ads = createAdsService(createAdsRepo(database.db, pebblesRepo), config.ads);
  const mailOutbox = createMailOutboxRepo(database.db);
  const mailer = createMailer(config, mailOutbox);
  app.addHook('onClose', async () => mailer.close());
  const media = createStorage(config.storage);
  app.addHook('onClose', async () => media.close());
  const storage = media.storage;
  const discovery = createDiscoveryModule(database.db, { pebbles });
  // The background worker: started once the app is ready (if this process runs one), stopped before the database
  // closes; running jobs get a grace period, then go back to the queue.
  const jobsRepo = createJobsRepo(database.db);
  const worker = createJobWorker({ repo: jobsRepo, log: app.log, ...config.jobs });
  const jobs = createJobQueue(jobsRepo, worker.wake);
  if (config.jobs.worker) {
    app.addHook('onReady', async () => worker.start());
    app.addHook('preClose', async () => worker.stop());
  }
  app.decorate('services', {
    database,
    sessions,
    pebbles,
    mailer,
    storage,
    relations: discovery.relations,
    jobs,
  });
  const locations = createLocationService(createLocationRepo(database.db));
  // A listening server loads the 17 MB gazetteer at once, so the first logincheck with a position does not wait
  // (tests that only inject requests skip it).
  app.addHook('onListen', async () => void loadGazetteer().catch(() => {}));
  const auth = createAuthModule(config, database.db, {
    sessions,
    pebbles,
    mailer,
    log: app.log,
    recordLocation: locations.record,
  });
  app.addHook('onClose', async () => auth.mail.settled());
  const webforms = createWebformsService({
    repo: createWebformsRepo(database.db),
    mailer,
    captcha: createCaptchaService(config.captcha, createCaptchaSpentRepo(database.db)),
    supportEmail: config.supportEmail,
    product: config.brand.product,
    log: app.log,
  });
  const mediaModule = createMediaModule(database.db, storage, app.log, {
    relationOf: discovery.relations.relationOf,
    // Chat rooms and their images arrive with issue 7; until then no chat image exists to be downloaded.
    isRoomMember: async () => false,
  });
  const images = createImagesModule(database.db, {
    config: config.imagegen,
    generator: createImageGenerator(config.imagegen),
    storage,
    pebbles,
    queue: jobs,
    worker,
    log: app.log,
  });

  registerErrorHandler(app);
  registerJsonParser(app);
  await registerSecurityHeaders(app, {
    dev: config.viteDev,
    recaptcha: config.captcha.provider === 'recaptcha',
  });
  await app.register(cookie);
  registerOriginCheck(app, config.allowedOrigins);
  registerViewer(app, sessions);
  registerMetrics(app);
  registerHealthRoutes(app, () => database.ping());

  registerAuthRoutes(app, { sessions, signIn: auth.signIn });
  await registerMediaRoutes(app, mediaModule);
  registerApi(app, ACTIONS, {
    ...images.actions,
    ...accountActions(pebbles, mediaModule.menuImages),
    ...mediaActions(mediaModule),
    ...pebblesActions(pebbles, ads),
    ...webformsActions(webforms),
    ...auth.actions,
    ...profileActions(createProfileService(createProfileRepo(database.db))),
    ...discovery.actions,
  });

  if (config.env !== 'production') {
    registerDevMailRoutes(app, mailOutbox, config.brand.product);
  }

  const pages = config.viteDev ? await attachViteDev(app, config) : builtTemplate(config);
  await registerSitePages(app, config, pages);
  return app;
}
