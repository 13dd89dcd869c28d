// `npm run admin -- requests …`: support's queue of contact requests (the public contact form) and the app's
// Contact Us, side by side, with resolving them. The rules live in support-requests.service.ts; these commands only
// read arguments and print. Deletion requests have their own queue (`deletions`).
import { RETENTION } from '@rookery/shared/retention.ts';
import type { FastifyInstance } from 'fastify';
import type { AdminCommand, AdminContext } from '../../admin/admin-command.ts';
import { AdminError } from '../../admin/admin-command.ts';
import { day, minute, plural, refusing, requiredId } from '../../admin/admin-format.ts';
import { terminalSafe as clean } from '../../admin/admin-runner.ts';
import { ageInDays } from './deletion-requests.service.ts';
import { createSupportRequestsRepo, type StoredSupportRequest } from './support-requests.repo.ts';
import { createSupportRequestsService } from './support-requests.service.ts';

const EXCERPT = 100;
const FORM_LABEL = { contact: 'contact', feedback: 'in-app' } as const;

function serviceOf(app: FastifyInstance) {
  return createSupportRequestsService({
    repo: createSupportRequestsRepo(app.services.database.db),
    log: app.log,
  });
}

/** One line of at most EXCERPT characters. */
function excerpt(text: string): string {
  const flat = clean(text).replace(/\s+/g, ' ').trim();
  if (!flat) return '(nothing written)';
  return flat.length > EXCERPT ? `${flat.slice(0, EXCERPT - 1)}…` : flat;
}

/** The query of a contact request (optional in the form) or the details of feedback. */
const message = (request: StoredSupportRequest) =>
  request.form === 'contact' ? (request.payload.query ?? '') : request.payload.details;

function fromText(request: StoredSupportRequest): string {
  if (request.form === 'feedback') {
    const who = request.account ? clean(request.account.name) || '(no name)' : '(account gone)';
    return `${who} <${request.contactEmail}>, signed in to the app`;
  }
  const form = request.payload;
  const account =
    form.hasaccount !== 1
      ? 'no account'
      : form.sameemail === 1
        ? 'has an account with this email'
        : `has an account with ${form.accountemail ?? request.accountEmail ?? 'no email given'}`;
  return `${clean(form.name)} <${request.contactEmail}>, ${account}`;
}

function summaryLines(request: StoredSupportRequest, now: Date): string[] {
  const age = ageInDays(request, now);
  return [
    `${request.id}  ${FORM_LABEL[request.form]}  ${request.status}`,
    `  received  ${day(request.createdAt)} (${age === 0 ? 'today' : `${plural(age, 'day')} ago`})`,
    `  from      ${fromText(request)}`,
    `  type      ${clean(request.payload.type)}`,
    ...(request.status === 'resolved' ? [`  resolved  ${resolvedText(request)}`] : []),
  ];
}

const resolvedText = (request: StoredSupportRequest) =>
  `${request.resolvedAt ? minute(request.resolvedAt) : 'at an unknown time'}: ${clean(request.resolution ?? '')}`;

const queue: AdminCommand = {
  name: 'requests',
  usage: '[--all]',
  summary:
    "Contact requests (the contact form and the app's Contact Us) still to be answered, oldest first (--all: resolved too).",
  flags: ['all'],
  async run(ctx, args) {
    if (args.positionals.length > 0) {
      throw new AdminError(
        `Unknown words: ${args.positionals.join(' ')}. Use requests show|resolve <id>, or requests [--all].`,
      );
    }
    const all = args.options.all === true;
    const requests = await serviceOf(ctx.app).queue(all);
    if (requests.length === 0) {
      ctx.out(all ? 'No contact requests.' : 'No contact requests waiting.');
      return;
    }
    const now = new Date();
    ctx.out(`${plural(requests.length, 'contact request')}${all ? '' : ' waiting'}, oldest first.`);
    for (const request of requests) {
      ctx.out('');
      for (const line of summaryLines(request, now)) ctx.out(line);
      ctx.out(`  says      ${excerpt(message(request))}`);
    }
    ctx.out('');
    ctx.out(
      'npm run admin -- requests show <id> for one in full (the first 8 characters of the id are enough).',
    );
  },
};

const show: AdminCommand = {
  name: 'requests show',
  usage: '<id>',
  summary: 'One contact request in full, with its next step.',
  async run(ctx, args) {
    const id = requiredId(args.positionals, 'requests show <id>');
    const request = await refusing(() => serviceOf(ctx.app).get(id));
    const lines = summaryLines(request, new Date());
    if (request.form === 'feedback') {
      const account = request.account;
      lines.push(
        `  account   ${account ? `${clean(account.name) || '(no name)'} <${account.email}>, id ${account.id}` : 'deleted since'}`,
        `  sent from ${clean(request.payload.source)}`,
      );
    }
    const text = clean(message(request)).trim();
    lines.push(
      '',
      ...(text ? text.split(/\r?\n/).map((line) => `  ${line}`) : ['  (nothing written)']),
      '',
      request.status === 'resolved'
        ? `Nothing left to do; the retention task deletes it ${RETENTION.contactMonths} months after its resolution.`
        : `Next: answer ${request.contactEmail}, then: npm run admin -- requests resolve ${request.id} --resolution "answered by mail"`,
    );
    for (const line of lines) ctx.out(line);
  },
};

const resolve: AdminCommand = {
  name: 'requests resolve',
  usage: '<id> --resolution "answered by mail|duplicate|spam|…"',
  summary: `Marks a contact request resolved, saying how; it is deleted ${RETENTION.contactMonths} months later.`,
  options: ['resolution'],
  async run(ctx: AdminContext, args) {
    const id = requiredId(args.positionals, 'requests resolve <id> --resolution "…"');
    const resolution = typeof args.options.resolution === 'string' ? args.options.resolution : '';
    const resolved = await refusing(() => serviceOf(ctx.app).resolve(id, resolution, ctx.operator));
    ctx.out(
      `Request ${resolved.id} resolved by ${ctx.operator}: "${clean(resolved.resolution ?? '')}". The retention task deletes it ${RETENTION.contactMonths} months from now.`,
    );
  },
};

export const SUPPORT_REQUEST_COMMANDS: AdminCommand[] = [queue, show, resolve];
