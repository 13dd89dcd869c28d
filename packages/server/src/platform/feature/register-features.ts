// The one loop that plugs every feature's parts into the server (platform/feature/feature.ts): socket events and
// listeners, jobs, scheduled tasks, lifecycle hooks, routes, admin commands and data export sections in the list's
// order, then all /api actions at once.
// Its signature makes a registry action that no feature handles a tsc error (and registerApi still refuses it).
import { ACTIONS } from '@rookery/shared/api/actions.ts';
import type { FastifyInstance } from 'fastify';
import type { AdminCommand } from '../../admin/admin-command.ts';
import { registerApi } from '../http/api-dispatcher.ts';
import type { JobWorker } from '../jobs/job-worker.ts';
import type { Scheduler } from '../jobs/scheduler.ts';
import type { RealtimeGateway } from '../realtime/realtime-gateway.ts';
import type { ExportSections } from './export-section.ts';
import type { ActionHandlers, Feature } from './feature.ts';

type ActionsOf<F> = F extends { actions?: infer A } ? NonNullable<A> : never;
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
/** The registry's actions that none of the features handles. */
type Unhandled<F extends readonly Feature[]> = Exclude<
  keyof typeof ACTIONS,
  keyof Intersection<ActionsOf<F[number]>>
>;
/**
 * Nothing when every action has its handler; otherwise a property the list lacks, naming the missing actions. The
 * `& string` makes tsc print the names themselves (`'actions without a handler': "favourite" | "unfavourite"`)
 * where it would print the alias `Unhandled<…>`.
 */
type EveryActionHandled<F extends readonly Feature[]> = [Unhandled<F>] extends [never]
  ? unknown
  : { 'actions without a handler': Unhandled<F> & string };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every `npm run admin` command this server runs: the platform's, then each feature's, in the list's order. */
    adminCommands: readonly AdminCommand[];
  }
}

export interface FeatureHost {
  realtime: Pick<RealtimeGateway, 'registerSocketEvents' | 'onConnect' | 'onDisconnect'>;
  worker: Pick<JobWorker, 'register'>;
  /** The urgent lane's worker (date safety's mails). */
  urgentWorker: Pick<JobWorker, 'register'>;
  scheduler: Pick<Scheduler, 'register'>;
  allowedOrigins: string[];
  /** The platform's own admin commands (the job queue, backups), listed before the features'. */
  adminCommands: readonly AdminCommand[];
  /** Where the data export finds every feature's sections (a key declared twice is refused). */
  exportSections: Pick<ExportSections, 'add'>;
}

export async function registerFeatures<const F extends readonly Feature[]>(
  app: FastifyInstance,
  features: F & EveryActionHandled<F>,
  host: FeatureHost,
): Promise<void> {
  const actions: ActionHandlers = {};
  const owner = new Map<string, string>();
  const commands = [...host.adminCommands];
  for (const feature of features as readonly Feature[]) {
    if (feature.socketHandlers) host.realtime.registerSocketEvents(feature.socketHandlers);
    if (feature.onConnect) host.realtime.onConnect(feature.onConnect);
    if (feature.onDisconnect) host.realtime.onDisconnect(feature.onDisconnect);
    for (const job of feature.jobs ?? []) {
      (job.urgent ? host.urgentWorker : host.worker).register(job.kind, job.handler);
    }
    for (const task of feature.tasks ?? []) host.scheduler.register(task);
    const { onReady, onListen, preClose, onClose } = feature;
    if (onReady) app.addHook('onReady', async () => onReady());
    if (onListen) app.addHook('onListen', async () => onListen());
    if (preClose) app.addHook('preClose', async () => preClose());
    if (onClose) app.addHook('onClose', async () => onClose());
    await feature.routes?.(app);
    for (const name of Object.keys(feature.actions ?? {})) {
      const other = owner.get(name);
      if (other) throw new Error(`/api action ${name} is handled by both ${other} and ${feature.name}`);
      owner.set(name, feature.name);
    }
    Object.assign(actions, feature.actions);
    for (const command of feature.adminCommands ?? []) {
      if (commands.some((other) => other.name === command.name)) {
        throw new Error(`admin command "${command.name}" is declared twice (the second by ${feature.name})`);
      }
      commands.push(command);
    }
    if (feature.exportSections) host.exportSections.add(feature.name, feature.exportSections);
  }
  app.decorate('adminCommands', commands);
  registerApi(app, ACTIONS, actions, { allowedOrigins: host.allowedOrigins });
}
