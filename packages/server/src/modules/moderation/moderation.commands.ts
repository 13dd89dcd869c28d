// The moderators' commands of `npm run admin -- …` (docs/OPERATIONS.md "Moderation"): thin, like routes.
// Each reads its words, calls the moderation service and prints plain lines; mistakes are AdminError sentences.
import type { FastifyInstance } from 'fastify';
import {
  type AdminArgs,
  type AdminCommand,
  type AdminContext,
  AdminError,
} from '../../admin/admin-command.ts';
import type { ContextMessage, ConversationReader, ReportRow } from './moderation.repo.ts';
import { createModerationRepo } from './moderation.repo.ts';
import { createModerationService, type PersonAction } from './moderation.service.ts';
import { CONTEXT, contextLine, timeOf, whoIs } from './moderation-format.ts';
import { MODERATION_TEXT } from './moderation-text.ts';
import { dayOf, isIndefinite } from './mute-check.ts';

/** The moderation service over a built server's parts: the CLI's commands and the console at /admin use it. */
export function moderationServiceOf(app: FastifyInstance) {
  const { database, sessions, realtime, jobs, bans, calls, notifications } = app.services;
  return createModerationService({
    repo: createModerationRepo(database.db),
    sessions,
    realtime,
    jobs,
    bans,
    calls,
    notices: notifications,
  });
}

const text = (args: AdminArgs, name: string): string | undefined => {
  const value = args.options[name];
  return typeof value === 'string' ? value : undefined;
};

/** The one positional a command takes; more words are almost always a reason left without quotes. */
function onlyPositional(args: AdminArgs): string | undefined {
  if (args.positionals.length > 1) throw new AdminError(MODERATION_TEXT.stray(args.positionals.slice(1)));
  return args.positionals[0];
}

function personAction(ctx: AdminContext, args: AdminArgs): PersonAction {
  return {
    person: onlyPositional(args) ?? '',
    reason: text(args, 'reason') ?? '',
    moderator: ctx.operator,
    until: text(args, 'until'),
    days: text(args, 'days'),
    report: text(args, 'report'),
  };
}

const untilText = (until: Date) =>
  isIndefinite(until) ? 'until a moderator lifts it' : `until ${dayOf(until)}`;
const settled = (report: ReportRow | null) => (report ? ` Report ${report.id} is resolved.` : '');

function reporterOf(report: ReportRow): string {
  if (!report.reporterId || !report.reporterEmail) return 'a deleted account';
  return whoIs({ email: report.reporterEmail, name: '', displayName: report.reporterName });
}

const resolvedText = (report: ReportRow) =>
  report.status === 'open' ? '' : ` · resolved${report.resolvedAt ? ` ${timeOf(report.resolvedAt)}` : ''}`;

function reportLines(report: ReportRow & { context: ContextMessage[] }, contextSize: number, indent: string) {
  const lines = [
    `${indent}Report ${report.id} · ${timeOf(report.createdAt)} · from ${reporterOf(report)}${resolvedText(report)}`,
    `${indent}  Reason: ${report.reason}`,
    `${indent}  Details: ${report.details.replace(/\s+/g, ' ').trim() || '(none)'}`,
  ];
  if (report.context.length === 0) {
    lines.push(`${indent}  No messages in this conversation.`);
  } else {
    lines.push(`${indent}  Last ${Math.min(contextSize, report.context.length)} messages:`);
    for (const message of report.context) lines.push(`${indent}    ${contextLine(message, report)}`);
  }
  return lines;
}

/** The operator as the views log names them: the command line has no moderator account. */
const operatorOf = (operator: string): ConversationReader => ({
  moderatorId: null,
  name: `${operator} (command line)`,
});

const reportsCommand: AdminCommand = {
  name: 'reports',
  usage: '[--all]',
  summary:
    'Open reports by reported person, with the last messages of each conversation (--all: resolved too).',
  flags: ['all'],
  async run(ctx, args) {
    if (args.positionals.length > 0) throw new AdminError(MODERATION_TEXT.stray(args.positionals));
    const all = args.options.all === true;
    const groups = await moderationServiceOf(ctx.app).reports(all, operatorOf(ctx.operator));
    const count = groups.reduce((n, g) => n + g.reports.length, 0);
    if (count === 0) {
      ctx.out(all ? 'No reports.' : 'No open reports.');
      return;
    }
    const people = groups.length === 1 ? '1 person' : `${groups.length} people`;
    ctx.out(`${count} ${all ? '' : 'open '}report${count === 1 ? '' : 's'} about ${people}.`);
    for (const group of groups) {
      ctx.out('');
      const who = group.email
        ? whoIs({ email: group.email, name: '', displayName: group.name })
        : '(deleted account)';
      ctx.out(`${who} · id ${group.reportedId} · ${group.standing}`);
      ctx.out(`  Reported by ${group.reporters === 1 ? '1 person' : `${group.reporters} people`}.`);
      for (const report of group.reports)
        for (const line of reportLines(report, CONTEXT.list, '  ')) ctx.out(line);
    }
  },
};

const reportCommand: AdminCommand = {
  name: 'report',
  usage: '<report-id>',
  summary: `One report in full, with the last ${CONTEXT.full} messages of the conversation.`,
  async run(ctx, args) {
    const service = moderationServiceOf(ctx.app);
    const report = await service.report(onlyPositional(args), operatorOf(ctx.operator));
    const reported = report.reportedEmail
      ? whoIs({ email: report.reportedEmail, name: '', displayName: report.reportedName })
      : '(deleted account)';
    ctx.out(`About ${reported} · id ${report.reportedId}`);
    ctx.out(`Status: ${report.status}`);
    for (const line of reportLines(report, CONTEXT.full, '')) ctx.out(line);
  },
};

const REASON = '--reason "…"';

const muteCommand: AdminCommand = {
  name: 'mute',
  usage: `<email|id> [--until YYYY-MM-DD | --days N] ${REASON} [--report <id>]`,
  summary: 'Stops the person sending messages (until a date, or until lifted) and tells them.',
  options: ['until', 'days', 'reason', 'report'],
  async run(ctx, args) {
    const { person, until, report } = await moderationServiceOf(ctx.app).mute(personAction(ctx, args));
    ctx.out(`Muted ${whoIs(person)} ${untilText(until)}. They have been told.${settled(report)}`);
  },
};

const suspendCommand: AdminCommand = {
  name: 'suspend',
  usage: `<email|id> (--until YYYY-MM-DD | --days N) ${REASON} [--report <id>]`,
  summary: 'No sign-in until the date: signs the person out everywhere at once; they leave every deck.',
  options: ['until', 'days', 'reason', 'report'],
  async run(ctx, args) {
    const { person, until, report, sessionsEnded } = await moderationServiceOf(ctx.app).suspend(
      personAction(ctx, args),
    );
    ctx.out(
      `Suspended ${whoIs(person)} until ${dayOf(until)}; ${sessionsEnded} session${sessionsEnded === 1 ? '' : 's'} ended.${settled(report)}`,
    );
  },
};

const banCommand: AdminCommand = {
  name: 'ban',
  usage: `<email|id> ${REASON} [--report <id>]`,
  summary: 'No sign-in ever again: signs the person out everywhere at once; they leave every deck.',
  options: ['reason', 'report'],
  async run(ctx, args) {
    const { person, report, sessionsEnded } = await moderationServiceOf(ctx.app).ban(personAction(ctx, args));
    ctx.out(
      `Banned ${whoIs(person)}; ${sessionsEnded} session${sessionsEnded === 1 ? '' : 's'} ended.${settled(report)}`,
    );
  },
};

const liftCommand: AdminCommand = {
  name: 'lift',
  usage: `<email|id> ${REASON} [--report <id>]`,
  summary:
    'Ends a mute, a suspension or a ban, and tells the person; for a deleted account, lets its address sign up again.',
  options: ['reason', 'report'],
  async run(ctx, args) {
    const service = moderationServiceOf(ctx.app);
    const removed = await service.liftDeleted(personAction(ctx, args));
    if (removed !== null) {
      ctx.out(
        `No account has ${args.positionals[0]?.trim()}; the ban on signing up with it (and the provider ids banned with it) is lifted: ${removed} keyed hashes removed.`,
      );
      return;
    }
    const { person, was, report } = await service.lift(personAction(ctx, args));
    ctx.out(`Lifted ${was} for ${whoIs(person)}. They have been told.${settled(report)}`);
  },
};

const warnCommand: AdminCommand = {
  name: 'warn',
  usage: `<email|id> ${REASON} [--report <id>]`,
  summary: 'A warning in the person’s notifications, nothing else.',
  options: ['reason', 'report'],
  async run(ctx, args) {
    const { person, report } = await moderationServiceOf(ctx.app).warn(personAction(ctx, args));
    ctx.out(`Warned ${whoIs(person)}.${settled(report)}`);
  },
};

const resolveCommand: AdminCommand = {
  name: 'resolve',
  usage: `<report-id> ${REASON}`,
  summary: 'Closes a report without an action on the person.',
  options: ['reason'],
  async run(ctx, args) {
    const report = await moderationServiceOf(ctx.app).resolve({
      report: onlyPositional(args),
      reason: text(args, 'reason'),
      moderator: ctx.operator,
    });
    ctx.out(`Report ${report.id} is resolved without an action.`);
  },
};

const historyCommand: AdminCommand = {
  name: 'history',
  usage: '<email|id>',
  summary: 'The person’s standing, the reports about them and every moderation action on them.',
  async run(ctx, args) {
    const { person, standing, reports, actions } = await moderationServiceOf(ctx.app).history(
      onlyPositional(args),
    );
    ctx.out(`${whoIs(person)} · id ${person.id} · ${standing}`);
    ctx.out(`Reports about them: ${reports.open} open, ${reports.all} in all.`);
    if (actions.length === 0) {
      ctx.out('No moderation actions.');
      return;
    }
    for (const action of actions) {
      const until = action.until ? ` ${untilText(action.until)}` : '';
      const report = action.reportId ? ` (report ${action.reportId})` : '';
      ctx.out(
        `${timeOf(action.createdAt)}  ${action.action}${until} by ${action.moderator}${report}: ${action.reason}`,
      );
    }
  },
};

export const MODERATION_COMMANDS: AdminCommand[] = [
  reportsCommand,
  reportCommand,
  muteCommand,
  suspendCommand,
  banCommand,
  liftCommand,
  warnCommand,
  resolveCommand,
  historyCommand,
];
