// The development mail box of RULES.md "Development mail": /dev/mail (a page), /dev/mail.json?to= and /dev/mail/:id
// (one mail's HTML). Never registered in production nor behind a proxy, and answered only to this machine: it shows
// every code.
import { escapeHtml } from '@rookery/shared/html.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { AppError } from '../http/app-error.ts';
import type { KeptMail, MailOutboxRepo } from './mail-outbox.repo.ts';

/** 127.0.0.0/8, ::1, and 127.x written as an IPv6-mapped address. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.toLowerCase().replace(/^::ffff:/, '');
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * Whether the mail box exists at all: not in production, and not behind a proxy (TRUST_PROXY set). A proxied
 * deployment is not a developer's laptop, and a proxy on the same machine that adds no X-Forwarded-For makes every
 * visitor look like loopback.
 */
export function servesDevMail(config: Pick<Config, 'env' | 'trustProxy'>): boolean {
  return config.env !== 'production' && config.trustProxy === false;
}

/**
 * A request from this machine, judged by the connection's own peer, never by request.ip (TRUST_PROXY may make that
 * the forwarded one) nor the Host header; a request that came through a proxy (X-Forwarded-For, Forwarded) is not
 * local even when the proxy is.
 */
function fromThisMachine(request: FastifyRequest): boolean {
  const forwarded =
    request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return !forwarded && isLoopbackAddress(request.raw.socket.remoteAddress);
}

export function registerDevMailRoutes(app: FastifyInstance, outbox: MailOutboxRepo, product: string): void {
  app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => {
      if (!fromThisMachine(request)) throw new AppError('NOT_FOUND');
    });
    routes(scope, outbox, product);
  });
}

function routes(app: FastifyInstance, outbox: MailOutboxRepo, product: string): void {
  app.get('/dev/mail.json', async (request) => {
    const { to } = request.query as { to?: unknown };
    const mails = await outbox.list(typeof to === 'string' && to ? to : undefined);
    return mails.map((m) => ({
      to: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html,
      created: m.created,
    }));
  });

  app.get('/dev/mail/:id', async (request, reply) => {
    const id = Number((request.params as { id: string }).id);
    const mail = Number.isSafeInteger(id) ? await outbox.byId(id) : undefined;
    if (!mail) throw new AppError('NOT_FOUND');
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(mail.html);
  });

  app.get('/dev/mail', async (_request, reply) => {
    const mails = await outbox.list(undefined);
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(mailboxPage(product, mails));
  });
}

function mailboxPage(product: string, mails: KeptMail[]): string {
  const items = mails
    .map(
      (m) => `<article>
  <header><strong>${escapeHtml(m.subject)}</strong><span>to ${escapeHtml(m.to)} · ${m.created.toISOString()}</span></header>
  <pre>${escapeHtml(m.text)}</pre>
  <a href="/dev/mail/${m.id}">View as HTML</a>
</article>`,
    )
    .join('\n');
  const empty = `<p class="empty">No mail yet. Mail that ${escapeHtml(product)} sends while it runs without SMTP (sign-up codes, password resets) appears here.</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mail box · ${escapeHtml(product)} development</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #eef5fb; color: #0b2545; }
  main { max-width: 760px; margin: 0 auto; padding: 24px 16px; }
  h1 { font-size: 1.5rem; margin: 0 0 4px; } .lead { margin: 0 0 24px; color: #3d5a80; }
  article { background: #fff; border-radius: 12px; padding: 16px; margin-bottom: 12px; box-shadow: 0 1px 3px #0b254522; }
  header { display: flex; flex-wrap: wrap; gap: 4px 12px; justify-content: space-between; margin-bottom: 8px; }
  header span { color: #3d5a80; font-size: .875rem; }
  pre { white-space: pre-wrap; font: inherit; margin: 0 0 8px; } a { color: #c2410c; }
  .empty { background: #fff; border-radius: 12px; padding: 24px; text-align: center; }
</style></head>
<body><main><h1>Development mail box</h1><p class="lead">${mails.length} message${mails.length === 1 ? '' : 's'}, newest first. This page does not exist in production.</p>
${mails.length ? items : empty}
</main></body></html>`;
}
