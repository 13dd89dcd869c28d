// The job queue in `npm run admin -- jobs list` (its queued, running, done, failed and dead jobs) and `jobs retry
// <id>`, which queues a dead job (a mail whose every try failed) again. A job's payload is never printed: a mail's
// holds its body and perhaps a code; only a mail's address and its subject with every number hidden are shown.

import { isUuid } from '@rookery/shared/domain/uuid.ts';
import { type AdminCommand, type AdminContext, AdminError } from '../../admin/admin-command.ts';
import { minute } from '../../admin/admin-format.ts';
import type { JobRow } from './jobs.repo.ts';

export const JOB_STATES = ['queued', 'running', 'done', 'failed', 'dead'] as const;

/** A mail's address and subject, numbers hidden (a code's subject starts with the code); nothing for others. */
function mailLabel(job: JobRow): string {
  const p = job.payload as { to?: unknown; subject?: unknown } | null;
  if (job.kind !== 'mail' || !p || typeof p.to !== 'string') return '';
  const subject = typeof p.subject === 'string' ? p.subject.replace(/\d+/g, '#') : '';
  return `to ${p.to} "${subject}"`;
}

function jobLine(job: JobRow): string {
  const when =
    job.status === 'queued' ? `next try ${minute(job.runAfter)}` : `since ${minute(job.createdAt)}`;
  const error = job.error ? `  error: ${job.error}` : '';
  const label = mailLabel(job);
  return `  ${job.id}  ${job.kind.padEnd(16)} ${job.status.padEnd(7)} ${job.attempts} ${job.attempts === 1 ? 'try' : 'tries'}  ${when}${label ? `  ${label}` : ''}${error}`;
}

/** Prints the queue: with a state or kind, those jobs; without, the count of each kind and state. */
export async function printQueue(
  { app, out }: Pick<AdminContext, 'app' | 'out'>,
  filter: { state?: string; kind?: string; limit: number },
): Promise<void> {
  const jobs = app.services.jobs;
  if (filter.state && !(JOB_STATES as readonly string[]).includes(filter.state)) {
    throw new AdminError(`--state is one of ${JOB_STATES.join(', ')}.`);
  }
  if (!filter.state && !filter.kind) {
    const counts = await jobs.counts();
    out('Job queue (kind: count by state):');
    if (counts.length === 0) out('  empty');
    const kinds = [...new Set(counts.map((c) => c.kind))];
    for (const kind of kinds) {
      const parts = counts.filter((c) => c.kind === kind).map((c) => `${c.status} ${c.n}`);
      out(`  ${kind.padEnd(16)} ${parts.join(', ')}`);
    }
    out('See the jobs themselves with --state dead (or queued, running, done, failed) and --kind mail.');
    return;
  }
  const rows = await jobs.list({ status: filter.state, kind: filter.kind, limit: filter.limit });
  const what = [filter.state, filter.kind].filter(Boolean).join(' ');
  if (rows.length === 0) {
    out(`No ${what} jobs.`);
    return;
  }
  out(`${what[0]?.toUpperCase()}${what.slice(1)} jobs (newest first):`);
  for (const job of rows) out(jobLine(job));
}

const retryCommand: AdminCommand = {
  name: 'jobs retry',
  usage: '<job id>',
  summary: 'Queues a dead job (a mail whose every try failed) again, with its tries counted afresh.',
  async run({ app, out }, { positionals }) {
    const [id, ...extra] = positionals;
    if (!id || extra.length > 0 || !isUuid(id)) {
      throw new AdminError('Give the id of one dead job, as `jobs list --state dead` shows it.');
    }
    if (!(await app.services.jobs.retryDead(id))) {
      const job = await app.services.jobs.get(id);
      throw new AdminError(job ? `That job is ${job.status}, not dead.` : 'There is no job with that id.');
    }
    out(`Job ${id} is queued again.`);
  },
};

export const QUEUE_COMMANDS: AdminCommand[] = [retryCommand];
