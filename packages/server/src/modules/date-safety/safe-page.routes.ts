// The trusted contact's private page: GET /safe/<token> is a small server-rendered page with
// the date, the match's display name and AI image as they were when the date was shared, and the check-ins, every
// time in the date's own zone. After an unmatch, block, report or cancel it says so and shows no picture; nothing on
// it follows the other person's profile. /safe/<token>/image is the picture. No account needed; no real name, photo
// or position. An unknown, replaced or expired token answers a friendly 404 page.
import { escapeHtml } from '@rookery/shared/html.ts';
import type { FastifyInstance } from 'fastify';
import { zonedTime } from '../../platform/mail/zoned-time.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { endingSentence } from './date-safety.mail.ts';
import type { DateSafetyService } from './date-safety.service.ts';
import { notFound, sendPage } from './safe-page-layout.ts';

export function registerSafePageRoutes(
  app: FastifyInstance,
  deps: { service: DateSafetyService; storage: Storage; product: string; clock: () => Date },
): void {
  app.get<{ Params: { token: string } }>('/safe/:token', async (request, reply) => {
    const found = await deps.service.byToken(request.params.token);
    if (!found) return notFound(reply, deps.product);
    const { row, ending } = found;
    const zone = row.timeZone;
    const when = (d: Date) => escapeHtml(zonedTime(d, zone));
    const person = escapeHtml(row.personName);
    const match = escapeHtml(row.matchName);
    const image =
      row.matchImageKey && !ending
        ? `<img src="/safe/${escapeHtml(request.params.token)}/image" alt="${match}'s picture" />`
        : '';
    const missed = !row.safeAt && deps.clock().getTime() > row.safeBy.getTime();
    const items = [
      row.arrivedAt
        ? `<li class="ok">Arrived: checked in ${when(row.arrivedAt)}</li>`
        : '<li>Not checked in as arrived yet</li>',
      row.safeAt
        ? `<li class="ok">Safe: checked in ${when(row.safeAt)}</li>`
        : `<li class="${missed ? 'warn' : ''}">${missed ? 'Has not checked in as safe, due' : '“I’m safe” due by'} ${when(row.safeBy)}</li>`,
    ];
    const ended = ending
      ? `<p class="ended" role="status">${escapeHtml(endingSentence(ending, row.dateAt, zone))} ${person}’s check-ins and alerts still reach you.</p>`
      : '';
    const body = `<h1>${person}’s date</h1>
<p>${person} chose you as their trusted contact for this date.</p>${ended}
<div class="who">${image}<div><small>Meeting</small><strong>${match}</strong></div></div>
<p><strong>Where:</strong> ${escapeHtml(row.location)}<br /><strong>When:</strong> ${when(row.dateAt)}</p>
<ul aria-label="Check-ins">${items.join('')}</ul>
<p><small>Times are ${escapeHtml(zone === 'UTC' ? 'in UTC' : `local to the date (${zone})`)}. This page works until ${when(row.expiresAt)}. Keep the link to yourself.</small></p>`;
    return sendPage(reply, 200, `${row.personName}’s date · ${deps.product}`, body);
  });

  app.get<{ Params: { token: string } }>('/safe/:token/image', async (request, reply) => {
    const found = await deps.service.byToken(request.params.token);
    const key = found && !found.ending ? found.row.matchImageKey : null;
    const file = key ? await deps.storage.get(key) : null;
    if (!file) return notFound(reply, deps.product);
    return reply.type(file.contentType).header('Cache-Control', 'private, no-store').send(file.bytes);
  });
}
