// Builds the Fastify server from a config: platform plugins, feature modules and the web app. Tests call it
// without a port (app.inject); main.ts listens.
import cookie from '@fastify/cookie';
import { ACTIONS } from '@rookery/shared/api/actions.ts';
import { PAIR_LIMIT_TEXT } from '@rookery/shared/limits.ts';
import Fastify, { type FastifyInstance } from 'fastify';
import { ADMIN_COMMANDS } from './admin/admin-commands.ts';
import { registerAdminSocket } from './admin/admin-socket.ts';
import type { Config } from './config.ts';
import { accountActions } from './modules/account/account.routes.ts';
import { accountDeletionActions } from './modules/account/account-deletion.routes.ts';
import { type AccountDeletion, createAccountDeletion } from './modules/account/account-deletion.service.ts';
import { createDataExportRepo } from './modules/account/data-export.repo.ts';
import { dataExportActions } from './modules/account/data-export.routes.ts';
import { createDataExportService } from './modules/account/data-export.service.ts';
import { createMenuRepo } from './modules/account/menu.repo.ts';
import { createRetentionTasks } from './modules/account/retention.jobs.ts';
import { createRetentionRepo } from './modules/account/retention.repo.ts';
import { createAlertsModule } from './modules/alerts/alerts.module.ts';
import type { AlertsService } from './modules/alerts/alerts.service.ts';
import { createAuthModule } from './modules/auth/auth.module.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { createSessionRepo } from './modules/auth/session.repo.ts';
import { createSessionService, hashToken, type SessionService } from './modules/auth/session.service.ts';
import { createCallsModule } from './modules/calls/calls.module.ts';
import type { CallsService } from './modules/calls/calls.service.ts';
import { createChatModule } from './modules/chat/chat.module.ts';
import { createChatImagesModule } from './modules/chat-images/chat-images.module.ts';
import { registerChatImageRoutes } from './modules/chat-images/chat-images.routes.ts';
import { createDateSafetyModule } from './modules/date-safety/date-safety.module.ts';
import { createDatesModule } from './modules/dates/dates.module.ts';
import { createDiscoveryModule } from './modules/deck/discovery.module.ts';
import type { RelationService } from './modules/deck/relation.service.ts';
import { createFeedbackRepo } from './modules/feedback/feedback.repo.ts';
import { feedbackActions } from './modules/feedback/feedback.routes.ts';
import { createFeedbackService } from './modules/feedback/feedback.service.ts';
import { createGiftsModule } from './modules/gifts/gifts.module.ts';
import { createHiddenWordsRepo } from './modules/hidden-words/hidden-words.repo.ts';
import { hiddenWordsActions } from './modules/hidden-words/hidden-words.routes.ts';
import { createHiddenWordsService } from './modules/hidden-words/hidden-words.service.ts';
import { createImagesModule } from './modules/images/images.module.ts';
import { loadGazetteer } from './modules/location/gazetteer.ts';
import { createLocationRepo } from './modules/location/location.repo.ts';
import { createLocationService } from './modules/location/location.service.ts';
import { createMediaModule } from './modules/media/media.module.ts';
import { mediaActions, registerMediaRoutes } from './modules/media/media.routes.ts';
import { createPrivateLinks, type PrivateLinks } from './modules/media/private-links.ts';
import { createBannedIdentitiesRepo } from './modules/moderation/banned-identities.repo.ts';
import { type BanList, createBanList } from './modules/moderation/banned-identities.ts';
import { registerModerationConsole } from './modules/moderation/console.routes.ts';
import { registerModerationJobs } from './modules/moderation/moderation.module.ts';
import { createModerationRepo } from './modules/moderation/moderation.repo.ts';
import { createModerationService } from './modules/moderation/moderation.service.ts';
import { createModeratorsRepo } from './modules/moderation/moderators.repo.ts';
import { createModeratorsService } from './modules/moderation/moderators.service.ts';
import type { NotificationsService } from './modules/notifications/notifications.service.ts';
import { createAdsRepo } from './modules/pebbles/ads.repo.ts';
import { createAdsService } from './modules/pebbles/ads.service.ts';
import { createPebblesRepo } from './modules/pebbles/pebbles.repo.ts';
import { pebblesActions } from './modules/pebbles/pebbles.routes.ts';
import { createPebblesService, type PebblesService } from './modules/pebbles/pebbles.service.ts';
import { createProfileRepo } from './modules/profile/profile.repo.ts';
import { profileActions } from './modules/profile/profile.routes.ts';
import { createProfileService } from './modules/profile/profile.service.ts';
import { createPushModule } from './modules/push/push.module.ts';
import { createSafetyModule } from './modules/safety/safety.module.ts';
import { createDeletionRequestsRepo } from './modules/webforms/deletion-requests.repo.ts';
import { deletionRequestsActions } from './modules/webforms/deletion-requests.routes.ts';
import {
  createDeletionRequestsService,
  type DeletionRequestsService,
} from './modules/webforms/deletion-requests.service.ts';
import { createWebformsRepo } from './modules/webforms/webforms.repo.ts';
import { webformsActions } from './modules/webforms/webforms.routes.ts';
import { createWebformsService } from './modules/webforms/webforms.service.ts';
import type { BackupSource } from './platform/backup/backup.ts';
import { holdableStorage } from './platform/backup/deletion-hold.ts';
import { createCaptchaService } from './platform/captcha/captcha.service.ts';
import { createCaptchaSpentRepo } from './platform/captcha/captcha-spent.repo.ts';
import { type Database, openDatabase } from './platform/db/db-client.ts';
import { registerAddressLimits } from './platform/http/address-limits.ts';
import { registerApi } from './platform/http/api-dispatcher.ts';
import { registerErrorHandler } from './platform/http/error-handler.ts';
import { registerGracefulClose } from './platform/http/graceful-close.ts';
import { registerHealthRoutes } from './platform/http/health.routes.ts';
import { registerJsonParser } from './platform/http/json-parser.ts';
import { createLimiters } from './platform/http/limiters.ts';
import { registerOriginCheck } from './platform/http/origin-check.ts';
import { pairLimit } from './platform/http/pair-limits.ts';
import { registerRequestIdHeader, requestIdGenerator } from './platform/http/request-id.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { fastifyTrustProxy } from './platform/http/trust-proxy.ts';
import { registerViewer } from './platform/http/viewer.ts';
import { createImageGenerator } from './platform/imagegen/create-image-generator.ts';
import { createJobCensusRepo } from './platform/jobs/job-census.repo.ts';
import { createJobQueue, type JobQueue } from './platform/jobs/job-queue.ts';
import { createJobWorker } from './platform/jobs/job-worker.ts';
import { createJobsRepo } from './platform/jobs/jobs.repo.ts';
import { createScheduledRunsRepo } from './platform/jobs/scheduled-runs.repo.ts';
import { createScheduler, type Scheduler } from './platform/jobs/scheduler.ts';
import { registerDevMailRoutes, servesDevMail } from './platform/mail/dev-mail.routes.ts';
import { createDurableMailer, createMailJobHandler, MAIL_JOB } from './platform/mail/mail-jobs.ts';
import { createMailOutboxRepo } from './platform/mail/mail-outbox.repo.ts';
import { createMailTransport, type Mailer } from './platform/mail/mailer.ts';
import { clientErrorActions } from './platform/metrics/client-errors.ts';
import { createMetrics } from './platform/metrics/metrics.ts';
import { attachRealtime } from './platform/realtime/realtime-gateway.ts';
import { disconnectOnSessionEnd } from './platform/realtime/session-sockets.ts';
import type { RealtimeHub } from './platform/realtime/socket-handler.ts';
import { createShield } from './platform/shield/shield.ts';
import { registerShieldMetrics } from './platform/shield/shield-metrics.ts';
import { createStorage } from './platform/storage/create-storage.ts';
import type { Storage } from './platform/storage/storage.ts';
import { registerInstallableApp } from './platform/web/installable-app.ts';
import { builtTemplate, registerSitePages } from './platform/web/site-pages.ts';
import { attachViteDev } from './platform/web/vite-dev.ts';

export interface Services {
  database: Database;
  sessions: SessionService;
  pebbles: PebblesService;
  mailer: Mailer;
  /** Media files by key (platform/storage): DATA_DIR/media or the S3 bucket. */
  storage: Storage;
  /** What `npm run admin -- backup` copies (platform/backup): the embedded database, media and secrets. */
  backup: BackupSource;
  /** relationOf(viewer, owner): self, full-match, basic-match, candidate or none (API.md 6). */
  relations: RelationService;
  /** Background jobs (platform/jobs): queue one, and wake this process's worker. */
  jobs: JobQueue;
  /** Socket.IO rooms, people and sessions on every server (platform/realtime): emit, isOnline, disconnect. */
  realtime: RealtimeHub;
  /** Account deletion (modules/account): deleteaccount, the inactivity job and the deletion-request queue. */
  accounts: AccountDeletion;
  /** The /delete form's requests as support works them (modules/webforms, `npm run admin -- deletions`). */
  deletionRequests: DeletionRequestsService;
  /** Scheduled tasks (platform/jobs/scheduler.ts): each runs once per period across servers; `npm run admin -- jobs`. */
  scheduler: Scheduler;
  /** Keyed hashes of banned addresses and provider ids (modules/moderation): ban, lift, sign-up, deletion. */
  bans: BanList;
  /** Calls (modules/calls): a ban or suspension ends the person's calls for both people at once. */
  calls: Pick<CallsService, 'endCallsOf'>;
  /** Notifications stored by other modules' transactions reach the person (moderation's notices; issue 20). */
  notifications: Pick<NotificationsService, 'announceNewest'>;
  /** Issue 20's person events (modules/alerts): `addSink` plugs in delivery for people with no socket open. */
  alerts: AlertsService;
  /** Issue 23.4: signed, expiring links to private photos (modules/media/private-links.ts). */
  privateLinks: PrivateLinks;
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
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

export async function buildServer(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    requestIdHeader: false,
    genReqId: requestIdGenerator(config.trustProxy),
    bodyLimit: config.bodyLimit,
    routerOptions: { ignoreTrailingSlash: true },
  });

  registerGracefulClose(app);
  registerRequestIdHeader(app);
  const database = options.database ?? (await openDatabase(config));
  if (!options.database) app.addHook('onClose', async () => database.close());
  if (!options.migrated) await database.migrate();
  // Per-server metrics (platform/metrics): each module reports into them; /metrics is registered below.
  const metrics = createMetrics();
  const stopWaits = database.wait.subscribe(metrics.database.waited);
  app.addHook('onClose', async () => stopWaits());
  metrics.sources.databaseWaiting = database.wait.waiting;
  metrics.sources.jobCensus = createJobCensusRepo(database.db).census;

  // Socket.IO on this server (issue 7); features register their events with realtime.registerSocketEvents. A
  // session that ends (sign-out, a password reset) takes its sockets with it.
  const realtime = attachRealtime(app, {
    allowedOrigins: config.allowedOrigins,
    trustProxy: config.trustProxy !== false,
    redisUrl: config.redisUrl,
    metrics: metrics.socket,
  });
  metrics.sources.connectedSockets = () => realtime.io.engine.clientsCount;
  // Rate limits of every service, in Redis with REDIS_URL so that they hold across servers (platform/http/limiters.ts).
  const limiters = createLimiters({ redisUrl: config.redisUrl, log: app.log });
  app.addHook('onClose', async () => limiters.close());
  const limits = { limiters: limiters.limiter, abuse: config.abuse };
  const sessions = disconnectOnSessionEnd(
    createSessionService(createSessionRepo(database.db)),
    realtime.hub,
    hashToken,
  );
  const pebblesRepo = createPebblesRepo(database.db);
  const pebbles = createPebblesService(pebblesRepo);
  const ads = createAdsService(createAdsRepo(database.db, pebblesRepo), config.ads);
  const mailOutbox = createMailOutboxRepo(database.db);
  // The background worker (created here, started below): mail is one of its kinds (platform/mail/mail-jobs.ts).
  const jobsRepo = createJobsRepo(database.db);
  const worker = createJobWorker({ repo: jobsRepo, log: app.log, metrics: metrics.jobs, ...config.jobs });
  const mailTransport = createMailTransport(config, mailOutbox, metrics.mail);
  worker.register(MAIL_JOB, createMailJobHandler(mailTransport, jobsRepo, config.mail.retry));
  const mailer = createDurableMailer(
    {
      enqueue: (kind, userId, payload) => jobsRepo.enqueue({ kind, userId, payload }),
      runNow: worker.runNow,
    },
    mailTransport,
    app.log,
  );
  app.addHook('onClose', async () => mailer.close());
  const media = createStorage(config.storage);
  app.addHook('onClose', async () => media.close());
  // Media deletions can be held while a backup copies the folder (platform/backup).
  const held = holdableStorage(media.storage);
  const storage = held.storage;
  const backup: BackupSource = {
    dataDir: config.dataDir,
    database,
    mediaDir: config.storage.kind === 'fs' ? config.storage.dir : null,
    holdDeletions: held.hold,
  };
  // News to a person wherever they are (issue 20): their own channel on every server, and the away sinks.
  const alertsModule = createAlertsModule(database.db, { realtime, log: app.log });
  app.addHook('onReady', async () => alertsModule.start());
  app.addHook('preClose', async () => alertsModule.stop());
  // Web push to people with no socket open (modules/push); pushes under way are answered before the database closes.
  const push = createPushModule(database.db, { config, alerts: alertsModule, log: app.log });
  app.addHook('preClose', async () => push.service.close());
  // Issue 23.4: links to another person's private photo are signed for the viewer and expire within minutes.
  const privateLinks = createPrivateLinks(config.codeSecret);
  const discovery = createDiscoveryModule(database.db, {
    pebbles,
    photoUrl: privateLinks.photoUrl,
    alerts: { service: alertsModule.alerts, log: app.log },
  });
  const hiddenWords = createHiddenWordsService(createHiddenWordsRepo(database.db));
  const chat = createChatModule(database.db, {
    realtime,
    hiddenWords,
    notify: discovery.notifications.notify,
    alerts: alertsModule.alerts,
    hidingAmong: alertsModule.preferences.hidingAmong,
    log: app.log,
    engine: database.kind,
    limits,
    profileRequestLimit: pairLimit(
      limiters.limiter,
      'pair-profile-requests',
      config.pairLimits.profileRequests,
      PAIR_LIMIT_TEXT.profileRequests,
    ),
  });
  // A person who hides or shows their activity: the rooms they are in hear the roster as it now is.
  alertsModule.onShownChanged((userId) => {
    realtime.hub
      .roomsOf(userId)
      .then((rooms) => {
        for (const room of rooms) chat.service.sendRoster(room);
      })
      .catch((err: unknown) => app.log.error({ err }, 'roster after show_online failed'));
  });
  // Calls (issue 8): call events, PeerJS signalling at /peerjs and iceservers; ended with a match or an account.
  const calls = createCallsModule(app, database.db, {
    config,
    realtime,
    rooms: chat.rooms,
    limiters: limiters.limiter,
    alerts: alertsModule.alerts,
  });
  // The background worker: started once the app is ready (if this process runs one), stopped before the database
  // closes; running jobs get a grace period, then go back to the queue.
  const jobs = createJobQueue(jobsRepo, worker.wake);
  // Moderation (issue 9): a suspension ends on its date, and the person is told.
  registerModerationJobs(database.db, worker);
  if (config.jobs.worker) {
    app.addHook('onReady', async () => worker.start());
    app.addHook('preClose', async () => worker.stop());
  }
  // Scheduled tasks run beside the worker (JOBS_SCHEDULE=0 keeps this server out of them); `jobs run` works anyway.
  const scheduler = createScheduler({
    runs: createScheduledRunsRepo(database.db),
    log: app.log,
    workerId: worker.workerId,
    tickMs: config.jobs.scheduleTickMs,
  });
  if (config.jobs.worker && config.jobs.schedule) {
    app.addHook('onReady', async () => scheduler.start());
    app.addHook('preClose', async () => scheduler.stop());
  }
  // A ban outlives the account: sign-up checks this list (the key is read on first use).
  const bans = createBanList(createBannedIdentitiesRepo(database.db), () => config.banSecret);
  // Deletion requests from the /delete form: support's queue and the account holder's confirmation link.
  const deletionRequests = createDeletionRequestsService({
    repo: createDeletionRequestsRepo(database.db),
    mailer,
    deleteAccount: (userId) => app.services.accounts.deleteAccount(userId, 'request'),
    publicUrl: config.publicUrl,
    product: config.brand.product,
    supportEmail: config.supportEmail,
    log: app.log,
    limiters: limiters.limiter,
  });
  app.decorate('services', {
    database,
    sessions,
    pebbles,
    mailer,
    storage,
    backup,
    relations: discovery.relations,
    jobs,
    realtime: realtime.hub,
    scheduler,
    deletionRequests,
    bans,
    calls: calls.service,
    notifications: discovery.notifications,
    alerts: alertsModule.alerts,
    privateLinks,
    accounts: createAccountDeletion(database.db, {
      bans,
      storage,
      mailer,
      sessions,
      realtime: realtime.hub,
      endCall: calls.service.endForCause,
      tell: alertsModule.alerts.tell,
      brand: { product: config.brand.product, supportEmail: config.supportEmail },
      log: app.log,
    }),
  });
  // Inactivity warning and deletion, expiry and the retention periods (issue 9, modules/account/retention.jobs.ts).
  for (const task of createRetentionTasks({
    repo: createRetentionRepo(database.db),
    mailer,
    storage,
    purgeSessions: () => sessions.purgeExpired(),
    deleteAccount: (userId, reason) => app.services.accounts.deleteAccount(userId, reason),
    brand: { product: config.brand.product, supportEmail: config.supportEmail },
    log: app.log,
  })) {
    scheduler.register(task);
  }
  const locations = createLocationService(createLocationRepo(database.db), {
    shownPointSecret: config.locationSecret,
    changes: {
      hourly: config.abuse.locationHourly && limiters.limiter('location-hourly', config.abuse.locationHourly),
      daily: config.abuse.locationDaily && limiters.limiter('location-daily', config.abuse.locationDaily),
    },
  });
  // A listening server loads the 17 MB gazetteer at once, so the first logincheck with a position does not wait
  // (tests that only inject requests skip it), then names the shown point of positions stored before drizzle/0012,
  // whose cards name no place until then (issue 19; docs/ARCHITECTURE.md "Location").
  app.addHook('onListen', async () => {
    void loadGazetteer()
      .then(() => locations.nameShownPoints())
      .then((named) => {
        if (named > 0) app.log.info({ named }, 'named the shown points of older positions');
      })
      .catch((err: unknown) => app.log.warn({ err }, 'could not name the shown points of older positions'));
  });
  const auth = createAuthModule(config, database.db, {
    sessions,
    pebbles,
    mailer,
    log: app.log,
    recordLocation: locations.record,
    limiters: limiters.limiter,
    bans,
  });
  app.addHook('onClose', async () => auth.mail.settled());
  for (const task of auth.tasks) scheduler.register(task);
  const webforms = createWebformsService({
    repo: createWebformsRepo(database.db),
    mailer,
    captcha: createCaptchaService(config.captcha, createCaptchaSpentRepo(database.db)),
    supportEmail: config.supportEmail,
    product: config.brand.product,
    log: app.log,
    limiters: limiters.limiter,
  });
  const mediaModule = createMediaModule(
    database.db,
    storage,
    app.log,
    {
      relationOf: discovery.relations.relationOf,
      isRoomMember: (viewerId, roomId) => chat.rooms.isReader(roomId, viewerId),
    },
    privateLinks,
  );
  // Dates, unmatch/report/block, gifts and chat images (issue 7), each over the chat's rooms.
  const chatDeps = {
    rooms: chat.rooms,
    hub: realtime.hub,
    notifications: discovery.notifications,
    alerts: alertsModule.alerts,
  };
  const dateRequestLimit = pairLimit(
    limiters.limiter,
    'pair-date-requests',
    config.pairLimits.dateRequests,
    PAIR_LIMIT_TEXT.dateRequests,
  );
  realtime.registerSocketEvents(
    createDatesModule(database.db, { ...chatDeps, requestLimit: dateRequestLimit }).socketHandlers,
  );
  realtime.registerSocketEvents(
    createSafetyModule(database.db, { ...chatDeps, limits, endCall: calls.service.endForCause })
      .socketHandlers,
  );
  realtime.registerSocketEvents(
    createGiftsModule(database.db, { ...chatDeps, pebbles, storage }).socketHandlers,
  );
  // The explicit-image shield (issue 23.2): a worker thread with nsfwjs's model, loaded when the server starts
  // listening (tests that only inject requests load it on their first image), ended with the app.
  const shield = createShield(config.shield, app.log);
  app.addHook('onListen', async () => shield.warm());
  app.addHook('onClose', async () => shield.close());
  // Date check-ins with a trusted contact (issue 23.1): actions, the contact's /safe page, the missed check-in task.
  const dateSafety = createDateSafetyModule(database.db, {
    mailer,
    storage,
    limiters: limiters.limiter,
    publicUrl: config.publicUrl,
    product: config.brand.product,
    everyMinutes: 5,
  });
  scheduler.register(dateSafety.task);
  const chatImages = createChatImagesModule(database.db, { ...chatDeps, storage, shield });
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
  // The per-address ceiling (issue 19) before the origin check and the session, so a flood costs a counter only.
  registerAddressLimits(app, config.addressLimits, limiters.limiter, config.trustProxy);
  registerOriginCheck(app, config.allowedOrigins);
  registerViewer(app, sessions, { production: config.env === 'production' });
  metrics.register(app);
  registerShieldMetrics(metrics.registry, shield);
  registerHealthRoutes(app, () => database.ping());

  registerAuthRoutes(app, { sessions, signIn: auth.signIn });
  await registerMediaRoutes(app, mediaModule);
  await registerChatImageRoutes(app, chatImages);
  await calls.registerPeerServer();
  registerApi(
    app,
    ACTIONS,
    {
      ...images.actions,
      ...accountActions(createMenuRepo(database.db)),
      ...mediaActions(mediaModule),
      ...pebblesActions(pebbles, ads),
      ...webformsActions(webforms),
      ...deletionRequestsActions(deletionRequests),
      ...feedbackActions(
        createFeedbackService({
          repo: createFeedbackRepo(database.db),
          mailer,
          supportEmail: config.supportEmail,
          product: config.brand.product,
          limiters: limiters.limiter,
        }),
      ),
      ...auth.actions,
      ...profileActions(createProfileService(createProfileRepo(database.db))),
      ...discovery.actions,
      ...calls.actions,
      ...dataExportActions(
        createDataExportService({
          repo: createDataExportRepo(database.db),
          storage,
          log: app.log,
          limiters: limiters.limiter,
        }),
      ),
      ...accountDeletionActions(app, app.services.accounts),
      ...alertsModule.actions,
      ...push.actions,
      ...clientErrorActions(metrics, limiters.limiter),
      ...hiddenWordsActions(hiddenWords),
      ...chat.actions,
      ...dateSafety.actions,
    },
    { allowedOrigins: config.allowedOrigins },
  );
  // The moderation console at /admin (issue 23): its own accounts and cookie; the CLI's moderation service.
  await registerModerationConsole(app, {
    moderators: createModeratorsService({
      repo: createModeratorsRepo(database.db),
      limiters: limiters.limiter,
    }),
    moderation: createModerationService({
      repo: createModerationRepo(database.db),
      sessions,
      realtime: realtime.hub,
      jobs,
      bans,
      calls: calls.service,
      notices: discovery.notifications,
    }),
    production: config.env === 'production',
    clock: () => new Date(Date.now() + config.moderationClockSkewMs),
  });
  // `npm run admin -- …` beside a running server (admin/admin-socket.ts).
  registerAdminSocket(app, config.dataDir, ADMIN_COMMANDS);

  if (servesDevMail(config)) {
    registerDevMailRoutes(app, mailOutbox, config.brand.product);
  }

  dateSafety.registerRoutes(app);
  registerInstallableApp(app, config);
  const pages = config.viteDev ? await attachViteDev(app, config) : builtTemplate(config);
  await registerSitePages(app, config, pages);
  return app;
}
