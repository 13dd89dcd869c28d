// The date safety feature: the services, their /api actions, the contact's public pages, the
// safety mail kind (the urgent lane), and the scheduled task that alerts a missed "I'm safe" (platform/jobs/
// scheduler.ts: one server runs each period). Built from the database and the few pieces it uses, so a test can
// build two (two servers' schedulers) over one database.
import type { DATE_SAFETY_ACTIONS } from '@rookery/shared/api/date-safety.actions.ts';
import type { Db } from '../../platform/db/db-client.ts';
import { defineFeature } from '../../platform/feature/feature.ts';
import type { Handlers } from '../../platform/http/api-dispatcher.ts';
import type { LimiterFactory } from '../../platform/http/rate-limiter.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { createJobsRepo } from '../../platform/jobs/jobs.repo.ts';
import type { ScheduledTask } from '../../platform/jobs/scheduler.ts';
import type { MailTransport } from '../../platform/mail/mailer.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { createMuteCheck } from '../moderation/moderation.public.ts';
import { registerContactPageRoutes } from './contact-page.routes.ts';
import { DATE_SAFETY_EXPORT } from './date-safety.export.ts';
import { createDateSafetyRepo } from './date-safety.repo.ts';
import {
  createDateSafetyService,
  SAFETY_MAIL_LIMIT,
  SAFETY_MAIL_LIMIT_TEXT,
  SHARE_INBOX_LIMIT,
} from './date-safety.service.ts';
import { registerSafePageRoutes } from './safe-page.routes.ts';
import { createSafetyMailHandler, createSafetyMailQueue, SAFETY_MAIL_JOB } from './safety-mail.ts';
import { createTrustedContactRepo } from './trusted-contact.repo.ts';
import { CONTACT_REQUEST_INBOX_LIMIT, createTrustedContactService } from './trusted-contact.service.ts';

export interface DateSafetyModuleDeps {
  /** The urgent lane's queue (platform.ts): safety mails never wait behind other jobs. */
  urgentJobs: Pick<JobQueue, 'enqueueIn' | 'wake'>;
  mailTransport: MailTransport;
  storage: Storage;
  limiters: LimiterFactory;
  publicUrl: string;
  product: string;
  /** Signs the stop links of contact mails. */
  secret: string;
  /** How often the missed check-in task runs (minutes). */
  everyMinutes: number;
  clock?: () => Date;
}

export function createDateSafetyModule(db: Db, deps: DateSafetyModuleDeps) {
  const clock = deps.clock ?? (() => new Date());
  const repo = createDateSafetyRepo(db);
  const mails = createSafetyMailQueue(deps.urgentJobs);
  const assertNotMuted = createMuteCheck(db, clock);
  const mailLimit = deps.limiters('date-safety-mails', SAFETY_MAIL_LIMIT);
  const contacts = createTrustedContactService({
    repo: createTrustedContactRepo(db),
    db,
    mails,
    senderLimit: mailLimit,
    senderLimitText: SAFETY_MAIL_LIMIT_TEXT,
    requestInboxLimit: deps.limiters('date-safety-requests-inbox', CONTACT_REQUEST_INBOX_LIMIT),
    assertNotMuted,
    displayName: async (userId) => (await repo.publicFace(userId)).name,
    publicUrl: deps.publicUrl,
    product: deps.product,
    secret: deps.secret,
    clock,
  });
  const service = createDateSafetyService({
    repo,
    db,
    contacts,
    mails,
    publicUrl: deps.publicUrl,
    product: deps.product,
    mailLimit,
    shareInboxLimit: deps.limiters('date-safety-shares-inbox', SHARE_INBOX_LIMIT),
    assertNotMuted,
    clock,
  });
  const actions: Handlers<typeof DATE_SAFETY_ACTIONS> = {
    mysharedates: async ({ viewer }) => ({ dates: await service.sharedDates(viewer.userId) }),
    trustedcontact: async ({ viewer }) => ({ contact: await contacts.contact(viewer.userId) }),
    settrustedcontact: async ({ viewer, input }) => ({
      contact: await contacts.setContact(viewer.userId, input),
    }),
    datesafety: async ({ viewer, input }) => ({ safety: await service.safety(viewer.userId, input.date) }),
    sharedate: async ({ viewer, input }) => ({
      safety: await service.share(viewer.userId, input.date, input.safe_after_hours, input.time_zone),
    }),
    checkin: async ({ viewer, input }) => ({
      safety: await service.checkIn(viewer.userId, input.date, input.kind),
    }),
    needhelp: async ({ viewer, input }) =>
      service.needHelp(
        viewer.userId,
        input.date,
        input.latitude !== undefined && input.longitude !== undefined
          ? { latitude: input.latitude, longitude: input.longitude }
          : null,
      ),
  };
  const task: ScheduledTask = {
    name: 'date-checkins',
    summary:
      'Mails the trusted contact when an "I\'m safe" check-in is 30 minutes late (once per date); deletes check-ins a day after their date',
    schedule: { everyMinutes: deps.everyMinutes },
    run: () => service.alertMissed(),
  };
  const handler = createSafetyMailHandler(deps.mailTransport, createJobsRepo(db), service.alertSent);
  return defineFeature(
    {
      name: 'date-safety',
      exportSections: DATE_SAFETY_EXPORT,
      actions,
      jobs: [{ kind: SAFETY_MAIL_JOB, handler, urgent: true }],
      tasks: [task],
      routes: (app) => {
        registerSafePageRoutes(app, { service, storage: deps.storage, product: deps.product, clock });
        registerContactPageRoutes(app, { contacts, product: deps.product });
      },
    },
    { service, contacts, task },
  );
}
