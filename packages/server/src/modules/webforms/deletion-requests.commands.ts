// `npm run admin -- deletions …`: support's queue of deletion requests from the /delete form. The
// rules live in deletion-requests.service.ts; these commands only read arguments and print.
import type { AdminCommand, AdminContext } from '../../admin/admin-command.ts';
import { AdminError } from '../../admin/admin-command.ts';
import { day, minute, plural, refusing, requiredId } from '../../admin/admin-format.ts';
import type { StoredDeletionRequest } from './deletion-requests.repo.ts';
import { ageInDays, dueDate, isOverdue } from './deletion-requests.service.ts';
import { ACTING_LABEL } from './webforms.mail.ts';

function actingText(request: StoredDeletionRequest): string {
  const { acting, relationship } = request.payload;
  if (acting === 'myself') return 'for their own account';
  if (acting === 'other') return `other: ${relationship ?? 'relationship not given'}`;
  return `for ${ACTING_LABEL[acting].charAt(0).toLowerCase()}${ACTING_LABEL[acting].slice(1)}`;
}

function statusText(request: StoredDeletionRequest, now: Date): string {
  switch (request.status) {
    case 'open':
      return 'open, no confirmation mail sent yet';
    case 'mailed': {
      const expires = request.confirmExpiresAt;
      const sent = request.confirmSentAt ? `mailed ${minute(request.confirmSentAt)}` : 'mailed';
      if (!expires) return sent;
      return expires > now
        ? `${sent}, link works until ${minute(expires)}`
        : `${sent}, link expired ${minute(expires)} (send again, or close)`;
    }
    case 'confirmed':
      return 'confirmed by the account holder, deletion under way (if this lasts, send again)';
    case 'resolved':
      return `resolved ${request.resolvedAt ? minute(request.resolvedAt) : ''}: ${request.resolution ?? ''}`;
  }
}

function summaryLines(request: StoredDeletionRequest, now: Date): string[] {
  const age = ageInDays(request, now);
  const due = dueDate(request);
  const overdue = isOverdue(request, now);
  const lateBy = Math.floor((now.getTime() - due.getTime()) / (24 * 60 * 60_000));
  const timing = `${day(request.createdAt)} (${age === 0 ? 'today' : `${plural(age, 'day')} ago`}), due ${day(due)}${overdue ? `, OVERDUE by ${plural(Math.max(1, lateBy), 'day')}` : ''}`;
  const account = request.account
    ? `account found${request.account.name ? ` (${request.account.name})` : ''}`
    : request.accountEmail
      ? 'NO account has this email'
      : 'no account email given';
  return [
    `${request.id}  ${overdue ? 'OVERDUE  ' : ''}${request.status}`,
    `  received  ${timing}`,
    `  asked by  ${request.payload.name} <${request.contactEmail}>, ${actingText(request)}`,
    `  account   ${request.payload.accountname ?? ''} <${request.accountEmail ?? 'no email'}>: ${account}`,
    `  status    ${statusText(request, now)}`,
  ];
}

function nextStep(request: StoredDeletionRequest): string {
  const id = request.id;
  if (request.status === 'resolved') return 'Nothing left to do.';
  if (!request.account) {
    return `Next: no account matches, so ask the requester, or: npm run admin -- deletions close ${id} --resolution "no account"`;
  }
  if (request.status === 'open') return `Next: npm run admin -- deletions send ${id}`;
  return `Waiting for the account holder to confirm. To mail a new link: npm run admin -- deletions send ${id}`;
}

const queue: AdminCommand = {
  name: 'deletions',
  usage: '[--all]',
  summary:
    'The deletion requests from the /delete form still to be worked, oldest first (--all: resolved too).',
  flags: ['all'],
  async run(ctx, args) {
    if (args.positionals.length > 0) {
      throw new AdminError(
        `Unknown words: ${args.positionals.join(' ')}. Use deletions show|send|close <id>, or deletions [--all].`,
      );
    }
    const all = args.options.all === true;
    const requests = await ctx.app.services.deletionRequests.queue(all);
    const now = new Date();
    if (requests.length === 0) {
      ctx.out(all ? 'No deletion requests.' : 'No deletion requests waiting.');
      return;
    }
    const overdue = requests.filter((r) => isOverdue(r, now)).length;
    ctx.out(
      `${plural(requests.length, 'deletion request')}${all ? '' : ' waiting'}, oldest first${overdue > 0 ? `; ${overdue} OVERDUE (over 30 days)` : ''}. Each is due 30 days after it came in.`,
    );
    for (const request of requests) {
      ctx.out('');
      for (const line of summaryLines(request, now)) ctx.out(line);
    }
    ctx.out('');
    ctx.out(
      'npm run admin -- deletions show <id> for one in full (the first 8 characters of the id are enough).',
    );
  },
};

const show: AdminCommand = {
  name: 'deletions show',
  usage: '<id>',
  summary: 'One deletion request in full, with its next step.',
  async run(ctx, args) {
    const id = requiredId(args.positionals, 'deletions show <id>');
    const request = await refusing(() => ctx.app.services.deletionRequests.get(id));
    const now = new Date();
    const form = request.payload;
    const lines = [
      ...summaryLines(request, now),
      `  holder    ${form.accountname ?? '(not given)'}${request.account ? `; the account is ${request.account.name || '(no name)'} <${request.account.email}>, id ${request.account.id}` : ''}`,
      `  signed    ${form.signature}, dated ${form.signeddate}; all three sworn statements accepted`,
      ...(form.acting === 'myself'
        ? [`  same mail ${form.sameemail === 1 ? 'yes, the contact email is the account email' : 'no'}`]
        : []),
      ...(request.userId ? [`  mailed to account id ${request.userId}`] : []),
      '',
      nextStep(request),
    ];
    for (const line of lines) ctx.out(line);
  },
};

const send: AdminCommand = {
  name: 'deletions send',
  usage: '<id>',
  summary:
    "Mails the account's own address a link to confirm the deletion (valid 7 days; replaces an earlier link).",
  async run(ctx, args) {
    const id = requiredId(args.positionals, 'deletions send <id>');
    const sent = await refusing(() => ctx.app.services.deletionRequests.send(id, ctx.operator));
    const replaced = sent.request.status !== 'open';
    ctx.out(
      `Mailed the confirmation link to ${sent.to} (the account's own address); it works until ${minute(sent.expires)}.`,
    );
    if (replaced) ctx.out('The link in the earlier mail no longer works.');
    ctx.out(
      `Request ${sent.request.id} is now mailed. Nothing is deleted until the account holder confirms; if they do not, close it: deletions close ${sent.request.id} --resolution "not confirmed in time"`,
    );
  },
};

const close: AdminCommand = {
  name: 'deletions close',
  usage: '<id> --resolution "no account|not confirmed in time|duplicate|…"',
  summary: 'Resolves a deletion request without deleting anything, saying why.',
  options: ['resolution'],
  async run(ctx: AdminContext, args) {
    const id = requiredId(args.positionals, 'deletions close <id> --resolution "…"');
    const resolution = typeof args.options.resolution === 'string' ? args.options.resolution : '';
    const closed = await refusing(() =>
      ctx.app.services.deletionRequests.close(id, resolution, ctx.operator),
    );
    ctx.out(
      `Request ${closed.id} closed by ${ctx.operator}: ${closed.resolution}. Nothing was deleted${closed.userId ? '; its confirmation link no longer works' : ''}.`,
    );
  },
};

export const DELETION_REQUEST_COMMANDS: AdminCommand[] = [queue, show, send, close];
