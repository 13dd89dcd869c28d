// Which role a statement runs in, so each gets the connections and time limits its work needs
// (docs/OPERATIONS.md "PostgreSQL"): requests and socket events on the server's pool with short limits, and
// background work (jobs and scheduled tasks) on a small pool of its own with longer ones, so a retention sweep over a
// large table is not cancelled at a request's limit and background work never takes a request's connection. The role
// follows the work through every await (AsyncLocalStorage); PGlite has one connection and no roles.
import { AsyncLocalStorage } from 'node:async_hooks';

export type DbRole = 'request' | 'background';

const roles = new AsyncLocalStorage<DbRole>();

/** Runs `work` with every statement it makes, however deep, on the background role's connections. */
export function inBackground<T>(work: () => PromiseLike<T>): Promise<T> {
  // Awaited inside: drizzle's queries start when they are awaited, so a query handed back unawaited would otherwise
  // start outside the role.
  return roles.run('background', async () => await work());
}

/** The role of the work running now: background inside `inBackground`, otherwise a request's. */
export function currentRole(): DbRole {
  return roles.getStore() ?? 'request';
}
