// `npm run admin -- jobs list` and `jobs run <task>`: the scheduled tasks, their last runs, and a run by hand (it is
// recorded like the others, under a period of its own, and is safe beside a scheduled run of the same task).
// `jobs list` also shows the job queue (platform/jobs/queue.commands.ts), its jobs alone with --state or --kind.
import { type AdminCommand, AdminError } from '../../admin/admin-command.ts';
import { printQueue } from '../../platform/jobs/queue.commands.ts';
import { describeSchedule } from '../../platform/jobs/scheduler.ts';

/** The counts of a run's result, `ms` left out (the duration is shown on its own). */
const summaryOf = (result: unknown): string => {
  if (!result || typeof result !== 'object') return '';
  return Object.entries(result as Record<string, unknown>)
    .filter(([key]) => key !== 'ms')
    .map(([key, value]) => `${key}=${typeof value === 'string' ? JSON.stringify(value) : String(value)}`)
    .join(' ');
};

const listCommand: AdminCommand = {
  name: 'jobs list',
  usage: '[--task NAME] [--limit 20] | [--state dead|queued|running|done|failed] [--kind mail]',
  summary:
    'The scheduled tasks, their latest runs and the job queue; with --state or --kind, the queued jobs alone.',
  options: ['task', 'limit', 'state', 'kind'],
  async run({ app, out }, { positionals, options }) {
    if (positionals.length > 0) {
      throw new AdminError(`jobs list takes no words, only --task, --limit, --state and --kind.`);
    }
    const scheduler = app.services.scheduler;
    const tasks = scheduler.list();
    const task = typeof options.task === 'string' ? options.task : undefined;
    if (task && !tasks.some((t) => t.name === task)) {
      throw new AdminError(`There is no task "${task}". Tasks: ${tasks.map((t) => t.name).join(', ')}.`);
    }
    const limitText = typeof options.limit === 'string' ? options.limit : '20';
    const limit = Number(limitText);
    if (!/^\d+$/.test(limitText) || limit < 1 || limit > 500) {
      throw new AdminError('--limit must be a whole number from 1 to 500.');
    }
    const state = typeof options.state === 'string' ? options.state : undefined;
    const kind = typeof options.kind === 'string' ? options.kind : undefined;
    if (state || kind) return printQueue({ app, out }, { state, kind, limit });
    out('Tasks:');
    for (const t of tasks)
      out(`  ${t.name.padEnd(20)} ${describeSchedule(t.schedule).padEnd(22)} ${t.summary}`);
    const runs = await scheduler.recentRuns(limit, task);
    out('');
    if (runs.length === 0) out('No runs recorded yet.');
    else out('Latest runs (newest first):');
    for (const run of runs) {
      const took = run.finishedAt
        ? `${Math.max(0, run.finishedAt.getTime() - run.startedAt.getTime())} ms`
        : 'running or lost';
      out(
        `  ${run.startedAt.toISOString()}  ${run.task.padEnd(20)} ${run.period}  on ${run.worker}  ${took}  ${summaryOf(run.result)}`,
      );
    }
    out('');
    await printQueue({ app, out }, { limit });
  },
};

const runCommand: AdminCommand = {
  name: 'jobs run',
  usage: '<task>',
  summary: 'Runs a scheduled task now, on this server, and prints what it did.',
  async run({ app, out }, { positionals }) {
    const scheduler = app.services.scheduler;
    const names = scheduler.list().map((t) => t.name);
    const [name, ...extra] = positionals;
    if (!name || extra.length > 0) {
      throw new AdminError(`Name one task to run: ${names.join(', ')}.`);
    }
    const outcome = await scheduler.runNow(name);
    if (!outcome) throw new AdminError(`There is no task "${name}". Tasks: ${names.join(', ')}.`);
    if (typeof outcome.result.error === 'string') {
      throw new Error(`${name} failed: ${outcome.result.error}`);
    }
    out(`${name} (${outcome.period}, ${String(outcome.result.ms)} ms): ${summaryOf(outcome.result)}`);
  },
};

export const RETENTION_COMMANDS: AdminCommand[] = [listCommand, runCommand];
