// The date safety feature (issue 23.1): the service, its /api actions, the contact's public page, and the scheduled
// task that alerts a missed "I'm safe" (platform/jobs/scheduler.ts: one server runs each period). Built from the
// database and the few pieces it uses, so a test can build two (two servers' schedulers) over one database.
import type { DATE_SAFETY_ACTIONS } from '@rookery/shared/api/date-safety.actions.ts';
import type { Db } from '../../platform/db/db-client.ts';
import { defineFeature } from '../../platform/feature/feature.ts';
import type { Handlers } from '../../platform/http/api-dispatcher.ts';
import type { LimiterFactory } from '../../platform/http/rate-limiter.ts';
import type { ScheduledTask } from '../../platform/jobs/scheduler.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { createDateSafetyRepo } from './date-safety.repo.ts';
import { createDateSafetyService, SAFETY_MAIL_LIMIT } from './date-safety.service.ts';
import { registerSafePageRoutes } from './safe-page.routes.ts';

export interface DateSafetyModuleDeps {
  mailer: Mailer;
  storage: Storage;
  limiters: LimiterFactory;
  publicUrl: string;
  product: string;
  /** How often the missed check-in task runs (minutes). */
  everyMinutes: number;
  clock?: () => Date;
}

export function createDateSafetyModule(db: Db, deps: DateSafetyModuleDeps) {
  const service = createDateSafetyService({
    repo: createDateSafetyRepo(db),
    mailer: deps.mailer,
    publicUrl: deps.publicUrl,
    product: deps.product,
    mailLimit: deps.limiters('date-safety-mails', SAFETY_MAIL_LIMIT),
    ...(deps.clock ? { clock: deps.clock } : {}),
  });
  const actions: Handlers<typeof DATE_SAFETY_ACTIONS> = {
    trustedcontact: async ({ viewer }) => ({ contact: await service.contact(viewer.userId) }),
    settrustedcontact: async ({ viewer, input }) => ({
      contact: await service.setContact(viewer.userId, input),
    }),
    datesafety: async ({ viewer, input }) => ({ safety: await service.safety(viewer.userId, input.date) }),
    sharedate: async ({ viewer, input }) => ({
      safety: await service.share(viewer.userId, input.date, input.safe_after_hours),
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
  return defineFeature(
    {
      name: 'date-safety',
      actions,
      tasks: [task],
      routes: (app) =>
        registerSafePageRoutes(app, {
          service,
          storage: deps.storage,
          product: deps.product,
          ...(deps.clock ? { clock: deps.clock } : {}),
        }),
    },
    { service, task },
  );
}
