// The trusted contact's private page (issue 23.1): GET /safe/<token> is a small server-rendered page with the date,
// the match's display name and AI image, and the check-ins; /safe/<token>/image is that image. No account needed;
// no real name, photo or position. An unknown, replaced or expired token answers a friendly 404 page.
import { escapeHtml } from '@rookery/shared/html.ts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { mailTime } from '../../platform/mail/mail-time.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import type { DateSafetyService } from './date-safety.service.ts';

const STYLE = `*{box-sizing:border-box}body{margin:0;min-height:100dvh;display:grid;place-items:center;padding:20px;
background:#07162b;font-family:ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#07162b}
main{width:100%;max-width:28rem;background:#fff;border-radius:1.5rem;padding:2rem 1.5rem}
h1{margin:0 0 .5rem;font-size:1.5rem;line-height:1.25}p{margin:.5rem 0;line-height:1.55;color:#475a73}
.who{display:flex;gap:1rem;align-items:center;margin:1.25rem 0}.who img{width:72px;height:72px;border-radius:1rem;object-fit:cover}
.who strong{display:block;font-size:1.1rem;color:#07162b}ul{list-style:none;padding:0;margin:1rem 0}
li{padding:.75rem 1rem;border-radius:.75rem;background:#f1f4f8;margin:.5rem 0;color:#07162b}
li.ok{background:#e3f6ec}li.warn{background:#fdecea}small{color:#6b7c93}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" /><meta name="robots" content="noindex" />
<meta name="referrer" content="no-referrer" /><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

const when = (d: Date) => mailTime(d);

function notFound(reply: FastifyReply, product: string) {
  return reply
    .code(404)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(
      page(
        `Link not available · ${product}`,
        `<h1>This link is not available</h1><p>It may have expired (a link works until a day after the date) or been replaced by a newer one.</p><p>If you are worried about someone, call them, or call the emergency services.</p>`,
      ),
    );
}

export function registerSafePageRoutes(
  app: FastifyInstance,
  deps: { service: DateSafetyService; storage: Storage; product: string; clock?: () => Date },
): void {
  const now = deps.clock ?? (() => new Date());
  app.get<{ Params: { token: string } }>('/safe/:token', async (request, reply) => {
    const found = await deps.service.byToken(request.params.token);
    if (!found) return notFound(reply, deps.product);
    const { row, person, match, imageKey } = found;
    const image = imageKey
      ? `<img src="/safe/${escapeHtml(request.params.token)}/image" alt="${escapeHtml(match)}'s picture" />`
      : '';
    const missed = !row.safeAt && now().getTime() > row.safeBy.getTime();
    const items = [
      row.arrivedAt
        ? `<li class="ok">Arrived: checked in at ${escapeHtml(when(row.arrivedAt))}</li>`
        : '<li>Not checked in as arrived yet</li>',
      row.safeAt
        ? `<li class="ok">Safe: checked in at ${escapeHtml(when(row.safeAt))}</li>`
        : `<li class="${missed ? 'warn' : ''}">${missed ? 'Has not checked in as safe, due' : '“I’m safe” due by'} ${escapeHtml(when(row.safeBy))}</li>`,
    ];
    const body = `<h1>${escapeHtml(person)}’s date</h1>
<p>${escapeHtml(person)} chose you as their trusted contact for this date.</p>
<div class="who">${image}<div><small>Meeting</small><strong>${escapeHtml(match)}</strong></div></div>
<p><strong>Where:</strong> ${escapeHtml(row.location)}<br /><strong>When:</strong> ${escapeHtml(when(row.dateAt))}</p>
<ul aria-label="Check-ins">${items.join('')}</ul>
<p><small>This page works until ${escapeHtml(when(row.expiresAt))}. Keep the link to yourself.</small></p>`;
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(page(`${person}’s date · ${deps.product}`, body));
  });

  app.get<{ Params: { token: string } }>('/safe/:token/image', async (request, reply) => {
    const found = await deps.service.byToken(request.params.token);
    const file = found?.imageKey ? await deps.storage.get(found.imageKey) : null;
    if (!file) return notFound(reply, deps.product);
    return reply.type(file.contentType).header('Cache-Control', 'private, no-store').send(file.bytes);
  });
}
