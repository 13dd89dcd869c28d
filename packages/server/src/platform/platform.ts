// What every feature stands on, built once per server from the config: the database, metrics, Socket.IO, the rate
// limiters, the job queue with its worker and scheduler, durable mail, media storage and the image shield. Each
// piece's start and end are hooked to the app here; features get the whole (modules/*/*.module.ts).
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { BACKUP_COMMANDS } from './backup/backup.commands.ts';
import type { BackupSource } from './backup/backup.ts';
import { holdableStorage } from './backup/deletion-hold.ts';
import { type Database, type Db, openDatabase } from './db/db-client.ts';
import { createFaceEngine } from './faces/faces.ts';
import { createExportSections } from './feature/export-section.ts';
import type { AbuseConfig } from './http/abuse-limits.ts';
import { createLimiters } from './http/limiters.ts';
import type { LimiterFactory } from './http/rate-limiter.ts';
import { createJobCensusRepo } from './jobs/job-census.repo.ts';
import { createJobQueue } from './jobs/job-queue.ts';
import { createJobWorker } from './jobs/job-worker.ts';
import { createJobsRepo } from './jobs/jobs.repo.ts';
import { QUEUE_COMMANDS } from './jobs/queue.commands.ts';
import { createScheduledRunsRepo } from './jobs/scheduled-runs.repo.ts';
import { createScheduler } from './jobs/scheduler.ts';
import { createDurableMailer, createMailJobHandler, MAIL_JOB } from './mail/mail-jobs.ts';
import { createMailOutboxRepo } from './mail/mail-outbox.repo.ts';
import { createMailTransport } from './mail/mailer.ts';
import { createMetrics } from './metrics/metrics.ts';
import { attachRealtime } from './realtime/realtime-gateway.ts';
import { createShield } from './shield/shield.ts';
import { createStorage } from './storage/create-storage.ts';
import { createDiskSpace } from './storage/disk-space.ts';

export interface PlatformOptions {
  /** An already open database (tests share one per file); otherwise opened from the config and closed with the app. */
  database?: Database;
  /** Skip running migrations (the caller did). */
  migrated?: boolean;
}

export async function createPlatform(app: FastifyInstance, config: Config, options: PlatformOptions = {}) {
  const database = options.database ?? (await openDatabase(config));
  if (!options.database) app.addHook('onClose', async () => database.close());
  if (!options.migrated) await database.migrate();
  // Per-server metrics (platform/metrics): each feature reports into them; /metrics is registered by build-server.
  const metrics = createMetrics();
  const stopWaits = database.wait.subscribe(metrics.database.waited);
  app.addHook('onClose', async () => stopWaits());
  metrics.sources.databaseWaiting = database.wait.waiting;
  metrics.sources.jobCensus = createJobCensusRepo(database.db).census;

  // A closing server stops its background work at the first step, beside the sockets' drain (below), so that a mail
  // try hung in SMTP is aborted a second after the signal however long the sockets take.
  let workersStopped: Promise<unknown> = Promise.resolve();
  app.addHook('preClose', async () => {
    workersStopped = Promise.all([worker.stop(), urgentWorker.stop()]);
  });
  // Socket.IO on this server; features register their events through register-features.ts.
  const realtime = attachRealtime(app, {
    allowedOrigins: config.allowedOrigins,
    trustProxy: config.trustProxy !== false,
    redisUrl: config.redisUrl,
    metrics: metrics.socket,
  });
  metrics.sources.connectedSockets = () => realtime.io.engine.clientsCount;
  // Rate limits of every service, in Redis with REDIS_URL so that they hold across servers (platform/http/limiters.ts).
  const limiters = createLimiters({
    redisUrl: config.redisUrl,
    log: app.log,
    memoryKeys: config.limitMemoryKeys,
  });
  app.addHook('onClose', async () => limiters.close());
  if (limiters.kind === 'redis') metrics.watchRedis(() => limiters.redis() === 'up');

  // The background worker (started once the app is ready, if this process runs one; stopped before the database
  // closes, running jobs get a grace period, then go back to the queue): mail is one of its kinds.
  const mailOutbox = createMailOutboxRepo(database.db);
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
  // Writes refused for want of space, and the data folder's free space, for /readyz.
  const disk = createDiskSpace(config.dataDir);
  app.addHook('onClose', async () => media.close());
  // Media deletions can be held while a backup copies the folder (platform/backup).
  const held = holdableStorage(media.storage);
  const backup: BackupSource = {
    dataDir: config.dataDir,
    database,
    mediaDir: config.storage.kind === 'fs' ? config.storage.dir : null,
    holdDeletions: held.hold,
  };
  const jobs = createJobQueue(jobsRepo, worker.wake);
  // Urgent jobs (the mails of date safety) have a lane of their own: their own slots, so a queue of other
  // mail or image jobs never holds them, and a one-second grace at stop, so a hung mail server never holds a shutdown.
  const urgentWorker = createJobWorker({
    repo: jobsRepo,
    log: app.log,
    metrics: metrics.jobs,
    ...config.jobs,
    concurrency: 2,
    pollMs: Math.min(config.jobs.pollMs, 1000),
    // A safety mail whose server died mid-try is taken back within half a minute, not JOBS_STALE_MS's five.
    staleMs: Math.min(config.jobs.staleMs, 30_000),
    graceMs: 1000,
    workerId: `${worker.workerId}:urgent`,
  });
  const urgentJobs = createJobQueue(jobsRepo, urgentWorker.wake);
  if (config.jobs.worker) {
    app.addHook('onReady', async () => {
      worker.start();
      urgentWorker.start();
    });
  }
  // Worker on or off: the first tries this process runs for its requests (runNow) stop too, a mail's after a second.
  app.addHook('preClose', async () => {
    await workersStopped;
  });
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
  // The explicit-image shield: a worker thread with nsfwjs's model, loaded when the server starts
  // listening (tests that only inject requests load it on their first image), ended with the app.
  const shield = createShield(config.shield, app.log);
  app.addHook('onListen', async () => shield.warm());
  app.addHook('onClose', async () => shield.close());
  // The face engine: its worker thread starts with the first face check and stops when idle, so an idle
  // server holds none of its models (the idle server's memory budget, docs/PERFORMANCE.md).
  const faces = createFaceEngine(app.log);
  app.addHook('onClose', async () => faces.close());

  const platform = {
    config,
    log: app.log as FastifyBaseLogger,
    database,
    db: database.db as Db,
    metrics,
    realtime,
    /** The server's rate limiters (Redis with REDIS_URL, memory otherwise). */
    limiters: limiters.limiter as LimiterFactory,
    /** Redis as this server sees it: up, down or off (/readyz, rookery_redis_up). */
    redisState: limiters.redis,
    /** The per-person abuse limits with the limiters they are counted in (platform/http/abuse-limits.ts). */
    limits: { limiters: limiters.limiter, abuse: config.abuse } as {
      limiters: LimiterFactory;
      abuse: AbuseConfig;
    },
    worker,
    jobs,
    /** The urgent lane's worker and queue (date safety's mails). */
    urgentWorker,
    urgentJobs,
    scheduler,
    mailer,
    /** The one place a mail leaves, for a feature's own kind of mail job (date safety's). */
    mailTransport,
    mailOutbox,
    /** Media files by key: DATA_DIR/media or the S3 bucket, with deletions held during a backup. */
    storage: held.storage,
    disk,
    backup,
    shield,
    faces,
    /** Each feature's sections of the data export, registered with the features (feature/export-section.ts). */
    exportSections: createExportSections(),
    /** `npm run admin -- jobs …`, `backup` and `restore`: the platform's commands beside the features'. */
    adminCommands: [...QUEUE_COMMANDS, ...BACKUP_COMMANDS],
  };
  return platform;
}

export type Platform = Awaited<ReturnType<typeof createPlatform>>;
