// The one shape every feature of the server has (modules/<feature>/<feature>.module.ts returns it): its /api
// actions, HTTP routes, socket events, background jobs, scheduled tasks, `npm run admin` commands, its sections of
// the data export and lifecycle hooks. build-server.ts lists the features and register-features.ts plugs every part in, the same way for all.
import type { ACTIONS } from '@rookery/shared/api/actions.ts';
import type { FastifyInstance } from 'fastify';
import type { AdminCommand } from '../../admin/admin-command.ts';
import type { Handlers } from '../http/api-dispatcher.ts';
import type { JobHandler } from '../jobs/job-handler.ts';
import type { ScheduledTask } from '../jobs/scheduler.ts';
import type { ConnectListener, DisconnectListener } from '../realtime/realtime-gateway.ts';
import type { SocketHandlers } from '../realtime/socket-handler.ts';
import type { ExportSection } from './export-section.ts';

/** Handlers of some of the shared registry's actions (packages/shared/api/actions.ts). */
export type ActionHandlers = Partial<Handlers<typeof ACTIONS>>;

type Hook = () => Promise<void> | void;

export interface Feature<A extends ActionHandlers = ActionHandlers> {
  /** Its folder under modules/, as logs and docs name it. */
  name: string;
  /** Its /api actions: every action of the registry is handled by exactly one feature (checked by tsc). */
  actions?: A;
  /** HTTP routes beside /api (pages, uploads, downloads): registered after the viewer, in the list's order. */
  routes?: (app: FastifyInstance) => Promise<void> | void;
  /** Its Socket.IO events (platform/realtime). */
  socketHandlers?: SocketHandlers;
  /** Told when a signed-in person's socket connects or leaves. */
  onConnect?: ConnectListener;
  onDisconnect?: DisconnectListener;
  /**
   * The kinds of background job it handles (platform/jobs/job-worker.ts); `urgent` ones run in the urgent lane
   * (platform.ts: slots of their own, a short grace at stop).
   */
  jobs?: { kind: string; handler: JobHandler; urgent?: boolean }[];
  /** Its scheduled tasks (platform/jobs/scheduler.ts): each runs once per period across servers. */
  tasks?: ScheduledTask[];
  /**
   * Its `npm run admin -- …` commands (admin/admin-command.ts). They are plain values that reach the services
   * through their context at run time, so admin/admin-commands.ts can list them for `help` with no database.
   */
  adminCommands?: readonly AdminCommand[];
  /**
   * Its sections of "Download my data" (export-section.ts), in modules/<feature>/<feature>.export.ts: every table of
   * its own that names a person is in one of them, or left out with the reason (account/data-export-coverage.ts).
   */
  exportSections?: readonly ExportSection[];
  /** With the server: once ready, once listening, before it closes (the database is still open), as it closes. */
  onReady?: Hook;
  onListen?: Hook;
  preClose?: Hook;
  onClose?: Hook;
}

/**
 * A feature's parts, and what it lends the features built after it (its services, its rooms…). The parts are
 * checked against Feature here, so a misspelt part is a tsc error rather than a part silently never registered.
 */
export function defineFeature<
  A extends ActionHandlers = Record<never, never>,
  L extends object = Record<never, never>,
>(parts: Feature<A>, lends?: L): Feature<A> & L {
  return { ...(lends as L), ...parts };
}
