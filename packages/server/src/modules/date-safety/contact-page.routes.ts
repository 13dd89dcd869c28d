// The pages behind a trusted contact's links: /safe/contact/<token> asks the contact to accept being
// someone's trusted contact or to say "this isn't me"; /safe/stop/<address>.<signature> stops every contact mail to
// that address. A GET only shows the question (mail scanners open links); the answer is the form's POST.
import { escapeHtml } from '@rookery/shared/html.ts';
import type { FastifyInstance } from 'fastify';
import { notFound, sendPage } from './safe-page-layout.ts';
import type { TrustedContactService } from './trusted-contact.service.ts';

const form = (action: string, answer: string, label: string, quiet = false) =>
  `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="answer" value="${answer}" /><button type="submit"${quiet ? ' class="quiet"' : ''}>${label}</button></form>`;

export function registerContactPageRoutes(
  app: FastifyInstance,
  deps: { contacts: TrustedContactService; product: string },
): void {
  const { contacts, product } = deps;
  const done = (reply: Parameters<typeof sendPage>[0], heading: string, text: string) =>
    sendPage(reply, 200, `${heading} · ${product}`, `<h1>${heading}</h1><p>${text}</p>`, 'same-origin');

  void app.register(async (scope) => {
    // These pages' forms only; members' /api takes JSON only.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, parsed) => parsed(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    scope.get<{ Params: { token: string } }>('/safe/contact/:token', async (request, reply) => {
      const found = await contacts.request(request.params.token);
      if (!found) return notFound(reply, product);
      const person = escapeHtml(found.person);
      if (found.accepted) {
        return done(reply, 'You are their trusted contact', `${person} can now share their dates with you.`);
      }
      const action = `/safe/contact/${request.params.token}`;
      const body = `<h1>Be ${person}’s trusted contact?</h1>
<p>${person} on ${escapeHtml(product)} would like you as their trusted contact for dates. They could then send you where and when they meet someone, and we would mail you if they do not check in as safe or ask for help.</p>
<p>We keep your address only for this, and you can stop these mails at any time.</p>
${form(action, 'accept', 'Accept')}${form(action, 'decline', 'This isn’t me', true)}`;
      return sendPage(reply, 200, `Trusted contact · ${product}`, body, 'same-origin');
    });

    scope.post<{ Params: { token: string }; Body: { answer?: string } }>(
      '/safe/contact/:token',
      async (request, reply) => {
        const answer = request.body?.answer;
        if (answer === 'accept' && (await contacts.accept(request.params.token))) {
          return done(
            reply,
            'Thank you',
            'You are now their trusted contact. We will mail you only about the dates they share with you.',
          );
        }
        if (answer === 'decline' && (await contacts.decline(request.params.token))) {
          return done(
            reply,
            'We will not mail you again',
            'Nobody on this service can make you their contact.',
          );
        }
        return notFound(reply, product);
      },
    );

    scope.get<{ Params: { value: string } }>('/safe/stop/:value', async (request, reply) => {
      const email = contacts.stopAddress(request.params.value);
      if (!email) return notFound(reply, product);
      const body = `<h1>Stop these mails?</h1>
<p>${escapeHtml(email)} will get no more trusted-contact mails from ${escapeHtml(product)}, from anyone: no requests and no new shared dates. Alerts about a date already shared with you still come, until a day after that date, because someone may be counting on them.</p>
${form(`/safe/stop/${request.params.value}`, 'stop', 'Stop all these mails')}`;
      return sendPage(reply, 200, `Stop mails · ${product}`, body, 'same-origin');
    });

    scope.post<{ Params: { value: string } }>('/safe/stop/:value', async (request, reply) => {
      const email = contacts.stopAddress(request.params.value);
      if (!email) return notFound(reply, product);
      await contacts.stop(email);
      return done(reply, 'Done', 'You will get no more trusted-contact mails from us.');
    });
  });
}
