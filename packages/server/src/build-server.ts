// Builds the Fastify server from a config: the platform (platform/platform.ts), the features (modules/*/*.module.ts,
// each the one Feature shape of platform/feature/feature.ts) registered in one loop, and the web app. Tests call it
// without a port (app.inject); main.ts listens.
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerAdminSocket } from './admin/admin-socket.ts';
import type { Config } from './config.ts';
import { createAccountModule } from './modules/account/account.module.ts';
import type { AccountDeletion } from './modules/account/account.public.ts';
import { createAlertsModule } from './modules/alerts/alerts.module.ts';
import type { AlertsService } from './modules/alerts/alerts.public.ts';
import { createAuthModule, createSessions } from './modules/auth/auth.module.ts';
import type { AccountMail, SessionService } from './modules/auth/auth.public.ts';
import { createCallsModule } from './modules/calls/calls.module.ts';
import type { CallsService } from './modules/calls/calls.public.ts';
import { createChatModule } from './modules/chat/chat.module.ts';
import { createChatImagesModule } from './modules/chat-images/chat-images.module.ts';
import { createClientErrorsModule } from './modules/client-errors/client-errors.module.ts';
import { createDateSafetyModule } from './modules/date-safety/date-safety.module.ts';
import { createDatesModule } from './modules/dates/dates.module.ts';
import { createDeckModule } from './modules/deck/deck.module.ts';
import type { RelationService } from './modules/deck/deck.public.ts';
import { createFaceCheckModule } from './modules/face-check/face-check.module.ts';
import type { FaceCheckService } from './modules/face-check/face-check.public.ts';
import { createFeedbackModule } from './modules/feedback/feedback.module.ts';
import { createGiftsModule } from './modules/gifts/gifts.module.ts';
import { createHiddenWordsModule } from './modules/hidden-words/hidden-words.module.ts';
import { createImagesModule } from './modules/images/images.module.ts';
import { createLocationModule } from './modules/location/location.module.ts';
import { createMatchesModule } from './modules/matches/matches.module.ts';
import { createMediaModule } from './modules/media/media.module.ts';
import { createPrivateLinks, type PrivateLinks } from './modules/media/media.public.ts';
import { createModerationModule } from './modules/moderation/moderation.module.ts';
import type { BanList } from './modules/moderation/moderation.public.ts';
import { createNotificationsModule } from './modules/notifications/notifications.module.ts';
import type { NotificationsService } from './modules/notifications/notifications.public.ts';
import { createPebblesModule } from './modules/pebbles/pebbles.module.ts';
import type { PebblesService } from './modules/pebbles/pebbles.public.ts';
import { createProfileModule } from './modules/profile/profile.module.ts';
import { createPushModule } from './modules/push/push.module.ts';
import { createSafetyModule } from './modules/safety/safety.module.ts';
import { createSettingsModule } from './modules/settings/settings.module.ts';
import { createWebformsModule } from './modules/webforms/webforms.module.ts';
import type { DeletionRequestsService } from './modules/webforms/webforms.public.ts';
import type { BackupSource } from './platform/backup/backup.ts';
import type { Database } from './platform/db/db-client.ts';
import type { ExportSections } from './platform/feature/export-section.ts';
import { registerFeatures } from './platform/feature/register-features.ts';
import { registerAddressLimits } from './platform/http/address-limits.ts';
import { registerErrorHandler } from './platform/http/error-handler.ts';
import { registerGracefulClose } from './platform/http/graceful-close.ts';
import { registerHealthRoutes } from './platform/http/health.routes.ts';
import { registerJsonParser } from './platform/http/json-parser.ts';
import { registerOriginCheck } from './platform/http/origin-check.ts';
import { registerRequestIdHeader, requestIdGenerator } from './platform/http/request-id.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { fastifyTrustProxy } from './platform/http/trust-proxy.ts';
import { registerViewer } from './platform/http/viewer.ts';
import type { JobQueue } from './platform/jobs/job-queue.ts';
import type { Scheduler } from './platform/jobs/scheduler.ts';
import { registerDevMailRoutes, servesDevMail } from './platform/mail/dev-mail.routes.ts';
import type { Mailer } from './platform/mail/mailer.ts';
import { createPlatform } from './platform/platform.ts';
import type { RealtimeHub } from './platform/realtime/socket-handler.ts';
import { registerShieldMetrics } from './platform/shield/shield-metrics.ts';
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
  /** relationOf(viewer, owner): self, full-match, basic-match, candidate or none (RULES.md "Who may see what"). */
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
  /** Notifications stored by other modules' transactions reach the person (moderation's notices). */
  notifications: Pick<NotificationsService, 'announceNewest'>;
  /** Alerts to the person (modules/alerts): `addSink` plugs in delivery for people with no socket open. */
  alerts: AlertsService;
  /** Signed, expiring links to private photos (modules/media/private-links.ts). */
  privateLinks: PrivateLinks;
  /** Account mail sent after the answer (codes, notices): `settled()` waits for what is under way (modules/auth). */
  accountMail: Pick<AccountMail, 'settled'>;
  /** The face check, for the moderators' commands (modules/face-check). */
  faceChecks: FaceCheckService;
  /** Every feature's sections of the data export, as registered (platform/feature/export-section.ts). */
  exportSections: Pick<ExportSections, 'list'>;
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
    // A closing server still serves the requests that come on connections it has (graceful-close.ts).
    return503OnClosing: false,
  });
  const graceful = registerGracefulClose(app, { idleMs: config.gracefulIdleMs });
  registerRequestIdHeader(app);
  const platform = await createPlatform(app, config, options);

  // The features, each built once, in the order they lend each other what they need (docs/ARCHITECTURE.md
  // "The Feature shape"). Shared pieces are built once: the sessions, the private-photo links, moderation's mute check,
  // the chat's rooms and message store.
  const sessions = createSessions(platform);
  const privateLinks = createPrivateLinks(config.codeSecret);
  const alerts = createAlertsModule(platform);
  const push = createPushModule(platform, { alerts });
  const pebbles = createPebblesModule(platform);
  const hiddenWords = createHiddenWordsModule(platform);
  const notifications = createNotificationsModule(platform, {
    alerts: alerts.alerts,
    matcherFor: hiddenWords.service.matcherFor,
  });
  const moderation = createModerationModule(platform);
  const deck = createDeckModule(platform.db, {
    pebbles: pebbles.service,
    alerts: { service: alerts.alerts, log: app.log },
    notifications: notifications.service,
    photoUrl: privateLinks.photoUrl,
    matcherFor: hiddenWords.service.matcherFor,
  });
  const location = createLocationModule(platform);
  const faceCheck = createFaceCheckModule(platform.db, {
    engine: platform.faces,
    storage: platform.storage,
    secret: config.codeSecret,
    jobs: platform.jobs,
    notify: (userId, title, text) => notifications.service.notify(userId, title, text),
  });
  const chat = createChatModule(platform, {
    notify: notifications.service.notify,
    alerts,
    hiddenWords: hiddenWords.service,
    assertNotMuted: moderation.assertNotMuted,
  });
  const inChat = {
    rooms: chat.rooms,
    roomPort: chat.roomPort,
    notifications: notifications.service,
    alerts: alerts.alerts,
    assertNotMuted: moderation.assertNotMuted,
  };
  const calls = createCallsModule(platform, inChat);
  const account = createAccountModule(platform, {
    sessions,
    bans: moderation.bans,
    endCall: calls.service.endForCause,
    tell: alerts.alerts.tell,
    faces: faceCheck.onAccountDeletion,
  });
  const webforms = createWebformsModule(platform, { accounts: account.accounts });
  const auth = createAuthModule(platform, {
    sessions,
    pebbles: pebbles.service,
    recordLocation: location.record,
    bans: moderation.bans,
  });
  const features = [
    alerts,
    push,
    pebbles,
    notifications,
    createMatchesModule(platform),
    createSettingsModule(platform, { assertMayRename: moderation.assertMayRename }),
    deck,
    hiddenWords,
    location,
    chat,
    calls,
    createDatesModule(platform, { ...inChat, hiddenWords: hiddenWords.service }),
    createSafetyModule(platform, { ...inChat, endCall: calls.service.endForCause }),
    createGiftsModule(platform, { ...inChat, pebbles: pebbles.service }),
    account,
    auth,
    createMediaModule(platform, {
      relations: {
        relationOf: deck.relations.relationOf,
        isRoomMember: (viewerId, roomId) => chat.rooms.isReader(roomId, viewerId),
        chatImage: (roomId, filename) => chat.roomPort.imageMessage(roomId, filename),
      },
      links: privateLinks,
      onPhotosChanged: faceCheck.photosChanged,
      assertMayAddMedia: moderation.assertMayAddMedia,
    }),
    createChatImagesModule(platform, inChat),
    createImagesModule(platform, {
      pebbles: pebbles.service,
      assertMayAddMedia: moderation.assertMayAddMedia,
    }),
    createProfileModule(platform, {
      assertMayRename: moderation.assertMayRename,
      assertMayRewrite: moderation.assertMayRewrite,
    }),
    createFeedbackModule(platform),
    webforms,
    createClientErrorsModule(platform),
    moderation,
    faceCheck,
    createDateSafetyModule(platform.db, {
      urgentJobs: platform.urgentJobs,
      mailTransport: platform.mailTransport,
      storage: platform.storage,
      limiters: platform.limiters,
      publicUrl: config.publicUrl,
      product: config.brand.product,
      secret: config.codeSecret,
      everyMinutes: 5,
    }),
  ] as const;

  app.decorate('services', {
    database: platform.database,
    sessions,
    pebbles: pebbles.service,
    mailer: platform.mailer,
    storage: platform.storage,
    backup: platform.backup,
    relations: deck.relations,
    jobs: platform.jobs,
    realtime: platform.realtime.hub,
    scheduler: platform.scheduler,
    deletionRequests: webforms.deletionRequests,
    bans: moderation.bans,
    calls: calls.service,
    notifications: notifications.service,
    alerts: alerts.alerts,
    privateLinks,
    accounts: account.accounts,
    accountMail: auth.mail,
    faceChecks: faceCheck.service,
    exportSections: platform.exportSections,
  });

  // Every request passes these, in this order, before any feature's route.
  registerErrorHandler(app, { onOutOfSpace: platform.disk.noteFull });
  registerJsonParser(app);
  await registerSecurityHeaders(app, {
    dev: config.viteDev,
    recaptcha: config.captcha.provider === 'recaptcha',
  });
  await app.register(cookie);
  // The per-address ceiling before the origin check and the session, so a flood costs a counter only.
  registerAddressLimits(app, config.addressLimits, platform.limiters, config.trustProxy);
  registerOriginCheck(app, config.allowedOrigins);
  registerViewer(app, sessions, { production: config.env === 'production' });
  platform.metrics.register(app);
  registerShieldMetrics(platform.metrics.registry, platform.shield);
  registerHealthRoutes(app, {
    ping: () => platform.database.ping(),
    redis: platform.redisState,
    disk: platform.disk.state,
  });

  // Every part of every feature, the same way for all (platform/feature/register-features.ts), /api last.
  await registerFeatures(app, features, { ...platform, allowedOrigins: config.allowedOrigins });

  // `npm run admin -- …` beside a running server (admin/admin-socket.ts).
  registerAdminSocket(app, config.dataDir, app.adminCommands);
  if (servesDevMail(config)) registerDevMailRoutes(app, platform.mailOutbox, config.brand.product);
  registerInstallableApp(app, config);
  const pages = config.viteDev ? await attachViteDev(app, config) : builtTemplate(config);
  await registerSitePages(app, config, pages);
  // The last step before the server closes: the requests under way are answered (graceful-close.ts), after the
  // realtime gateway's drain and the workers' stop (a mail try hung in SMTP is aborted, so its request answers).
  app.addHook('preClose', () => graceful.drained());
  return app;
}
