// The moderation console's routes: pages under /admin, forms posted to /admin/api/*, all behind the
// moderator's own cookie (HttpOnly, SameSite=Strict, Path=/admin; __Host- and Path=/ in production, which that
// prefix requires). A member's session means nothing here, and this cookie means nothing to members' routes.
// The Origin check (platform/http/origin-check.ts) covers these posts like every other.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AdminError } from '../../admin/admin-command.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { limitKeyOf } from '../../platform/http/client-address.ts';
import { sendFailure } from '../../platform/http/error-handler.ts';
import type { FaceCheckService } from '../face-check/face-check.public.ts';
import { isUuid } from '../media/media.public.ts';
import { queuePage, type ReportView, reportPage, signInPage, viewsPage } from './console.pages.ts';
import { FACE_DECISIONS, FACE_DONE, type FaceDecision, faceChecksPage } from './console-face-checks.ts';
import type { ModerationService } from './moderation.service.ts';
import { MODERATOR_SESSION, type ModeratorsService, type SignedInModerator } from './moderators.service.ts';

export const MODERATOR_COOKIE = 'rookery_mod';
export const HOST_MODERATOR_COOKIE = `__Host-${MODERATOR_COOKIE}`;
/** The console's known-browser cookie: a year, so a moderator's own browser keeps its own budget. */
export const MODERATOR_DEVICE_COOKIE = 'rookery_mod_device';
const DEVICE_COOKIE_SECONDS = 365 * 24 * 60 * 60;
const ACTIONS = ['mute', 'suspend', 'ban', 'lift', 'warn'] as const;
type ConsoleAction = (typeof ACTIONS)[number];
/** Views on the queue page, and on each page of /admin/views. */
const QUEUE_VIEWS = 20;
const VIEWS_PAGE = 50;
const DONE: Record<ConsoleAction, string> = {
  mute: 'Muted: they have been told.',
  suspend: 'Suspended: signed out everywhere.',
  ban: 'Banned: signed out everywhere.',
  lift: 'Lifted: they have been told.',
  warn: 'Warned: they have been told.',
};

export interface ConsoleDeps {
  moderators: ModeratorsService;
  moderation: ModerationService;
  /** The face checks waiting for a moderator, and their decisions. */
  faceChecks: Pick<FaceCheckService, 'queue' | 'decide'>;
  /** A chat image's stored bytes (storageKeys.chatImage), or null when the file is gone. */
  chatImage: (roomId: string, filename: string) => Promise<{ bytes: Buffer; contentType: string } | null>;
  production: boolean;
  clock?: () => Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    moderator: SignedInModerator | null;
  }
}

const field = (body: unknown, name: string): string => {
  const value = (body as Record<string, unknown> | null)?.[name];
  return typeof value === 'string' ? value.slice(0, 2000) : '';
};

export async function registerModerationConsole(app: FastifyInstance, deps: ConsoleDeps): Promise<void> {
  const clock = deps.clock ?? (() => new Date());
  const cookieName = deps.production ? HOST_MODERATOR_COOKIE : MODERATOR_COOKIE;
  const deviceCookieName = deps.production ? `__Host-${MODERATOR_DEVICE_COOKIE}` : MODERATOR_DEVICE_COOKIE;
  const cookieOptions = (request: FastifyRequest) => ({
    path: deps.production ? '/' : '/admin',
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: deps.production || request.protocol === 'https',
  });

  await app.register(async (scope) => {
    // The console's forms; only here (members' /api takes JSON only). 16 KiB is far above any form of ours.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.decorateRequest('moderator', null);
    scope.addHook('onRequest', async (request, reply) => {
      request.moderator = await deps.moderators.resolve(request.cookies[cookieName]);
      reply.header('Cache-Control', 'no-store');
      // The site's no-referrer makes Chromium send `Origin: null` with a form's post, which the Origin check
      // refuses; same-origin keeps our own origin on our posts and still tells other sites nothing.
      reply.header('Referrer-Policy', 'same-origin');
      if (request.moderator) {
        reply.setCookie(cookieName, request.cookies[cookieName] ?? '', {
          ...cookieOptions(request),
          maxAge: MODERATOR_SESSION.idleMs / 1000,
        });
      }
      const open =
        (request.method === 'GET' && request.routeOptions.url === '/admin') ||
        request.routeOptions.url === '/admin/api/signin';
      if (open || request.moderator) return;
      if (request.method === 'GET') {
        return reply.code(401).type('text/html; charset=utf-8').send(signInPage(null));
      }
      return sendFailure(reply, 401, 'Sign in as a moderator first.');
    });

    const html = (reply: FastifyReply, status: number, page: string) =>
      reply.code(status).type('text/html; charset=utf-8').send(page);

    scope.get('/admin', async (request, reply) => {
      if (!request.moderator) return html(reply, 200, signInPage(null));
      const done = (request.query as { done?: unknown }).done;
      const reports = (await deps.moderation.reports(false, null))
        .flatMap((g) => g.reports)
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      const doneText = ACTIONS.includes(done as ConsoleAction) ? DONE[done as ConsoleAction] : null;
      return html(
        reply,
        200,
        queuePage({
          moderator: request.moderator.email,
          reports,
          views: (await deps.moderators.views(0, QUEUE_VIEWS)).views,
          failedElsewhere: request.moderator.failedElsewhere,
          faceChecks: (await deps.faceChecks.queue()).length,
          now: clock(),
          done: doneText,
        }),
      );
    });

    /** The report without its messages, or null for an unknown id. */
    async function reportOf(reportId: string) {
      if (!isUuid(reportId.toLowerCase())) return null;
      try {
        return await deps.moderation.report(reportId, null);
      } catch (err) {
        if (err instanceof AdminError) return null;
        throw err;
      }
    }

    /** The report page's view: reading its messages logs the view (messagesAround), whichever page shows it. */
    async function viewOf(
      moderator: SignedInModerator,
      report: NonNullable<Awaited<ReturnType<typeof reportOf>>>,
    ) {
      const around = report.roomId
        ? await deps.moderators.messagesAround(moderator, { ...report, roomId: report.roomId })
        : [];
      const history = await deps.moderation.history(report.reportedId).catch((err: unknown) => {
        if (err instanceof AdminError) return null;
        throw err;
      });
      const view: ReportView = {
        report,
        around,
        standing: history?.standing ?? 'account deleted',
        actions: history?.actions ?? [],
        others: await deps.moderators.otherReportsAbout(report.reportedId, report.id),
      };
      return view;
    }

    scope.get('/admin/reports/:id', async (request, reply) => {
      const moderator = request.moderator as SignedInModerator;
      const report = await reportOf((request.params as { id: string }).id);
      if (!report) return sendFailure(reply, 404, 'No report has that id.');
      return html(reply, 200, reportPage(moderator.email, await viewOf(moderator, report), clock(), null));
    });

    // An image among the messages around a report, as it was sent (a moderator judges the picture itself, also
    // one the image check flagged); no other message's file, and nothing to anyone but a signed-in moderator.
    scope.get('/admin/reports/:id/images/:message', async (request, reply) => {
      const params = request.params as { id: string; message: string };
      const report = await reportOf(params.id);
      const messageId = Number(params.message);
      if (!report?.roomId || !Number.isSafeInteger(messageId)) {
        return sendFailure(reply, 404, 'No such image.');
      }
      const filename = await deps.moderators.imageAround({ ...report, roomId: report.roomId }, messageId);
      const image = filename ? await deps.chatImage(report.roomId, filename) : null;
      if (!image) return sendFailure(reply, 404, 'No such image.');
      return reply.type(image.contentType).header('X-Content-Type-Options', 'nosniff').send(image.bytes);
    });

    // Every view of a conversation, newest first, a page at a time (the queue shows the latest only).
    scope.get('/admin/views', async (request, reply) => {
      const moderator = request.moderator as SignedInModerator;
      const asked = Number((request.query as { page?: unknown }).page ?? 0);
      const page = Number.isSafeInteger(asked) && asked >= 0 ? Math.min(asked, 1_000_000) : 0;
      const { views, older } = await deps.moderators.views(page, VIEWS_PAGE);
      return html(reply, 200, viewsPage({ moderator: moderator.email, views, page, older }));
    });

    scope.post('/admin/api/reports/:id/action', async (request, reply) => {
      const moderator = request.moderator as SignedInModerator;
      const report = await reportOf((request.params as { id: string }).id);
      if (!report) return sendFailure(reply, 404, 'No report has that id.');
      const action = field(request.body, 'action') as ConsoleAction;
      if (!ACTIONS.includes(action))
        return sendFailure(reply, 400, 'Choose mute, suspend, ban, lift or warn.');
      const days = field(request.body, 'days').trim();
      const input = {
        person: report.reportedId,
        reason: field(request.body, 'reason'),
        moderator: `${moderator.email} (console)`,
        days: days && (action === 'mute' || action === 'suspend') ? days : undefined,
        report: report.status === 'open' ? report.id : undefined,
      };
      try {
        await deps.moderation[action](input);
      } catch (err) {
        if (!(err instanceof AdminError)) throw err;
        // The form again with the conversation: a read like any other, so it is logged (viewOf).
        const view = await viewOf(moderator, report);
        return html(reply, 400, reportPage(moderator.email, view, clock(), err.message));
      }
      return reply.redirect(`/admin?done=${action}`, 303);
    });

    scope.get('/admin/facechecks', async (request, reply) => {
      const moderator = request.moderator as SignedInModerator;
      const done = (request.query as { done?: unknown }).done;
      const doneText = FACE_DECISIONS.includes(done as FaceDecision) ? FACE_DONE[done as FaceDecision] : null;
      const rows = await deps.faceChecks.queue();
      return html(
        reply,
        200,
        faceChecksPage({ moderator: moderator.email, rows, done: doneText, error: null }),
      );
    });

    scope.post('/admin/api/facechecks/:id', async (request, reply) => {
      const moderator = request.moderator as SignedInModerator;
      const userId = (request.params as { id: string }).id.toLowerCase();
      const rows = await deps.faceChecks.queue();
      if (!isUuid(userId) || !rows.some((row) => row.userId === userId)) {
        return sendFailure(reply, 404, 'No face check of that person is waiting.');
      }
      const decide = field(request.body, 'decide') as FaceDecision;
      const reason = field(request.body, 'reason').trim().slice(0, 500);
      const error = !FACE_DECISIONS.includes(decide)
        ? 'Choose verify, refuse or new tries.'
        : decide === 'refuse' && !reason
          ? 'A refusal needs a reason: the person reads it.'
          : null;
      if (error)
        return html(reply, 400, faceChecksPage({ moderator: moderator.email, rows, done: null, error }));
      await deps.faceChecks.decide(userId, decide, reason);
      request.log.info({ moderator: moderator.email, userId, decide }, 'face check decided in the console');
      return reply.redirect(`/admin/facechecks?done=${decide}`, 303);
    });

    scope.post('/admin/api/signin', async (request, reply) => {
      try {
        const { token, device } = await deps.moderators.signIn({
          email: field(request.body, 'email'),
          password: field(request.body, 'password'),
          code: field(request.body, 'code').trim(),
          address: limitKeyOf(request.ip),
          deviceCookie: request.cookies[deviceCookieName],
        });
        reply.setCookie(cookieName, token, {
          ...cookieOptions(request),
          maxAge: MODERATOR_SESSION.idleMs / 1000,
        });
        // Kept after sign-out: it says "this browser signed in before", not "signed in now".
        reply.setCookie(deviceCookieName, device, {
          ...cookieOptions(request),
          maxAge: DEVICE_COOKIE_SECONDS,
        });
        return reply.redirect('/admin', 303);
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        if (err.retryAfter) reply.header('Retry-After', String(err.retryAfter));
        return html(reply, err.status, signInPage(err.message, field(request.body, 'email')));
      }
    });

    scope.post('/admin/api/signout', async (request, reply) => {
      const token = request.cookies[cookieName];
      if (token) await deps.moderators.signOut(token);
      reply.clearCookie(cookieName, cookieOptions(request));
      return reply.redirect('/admin', 303);
    });
  });
}
