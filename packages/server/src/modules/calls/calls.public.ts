// What the calls feature offers the composition (build-server.ts): the service type behind `app.services.calls`,
// through which a ban, a suspension or a deleted account ends the person's calls.
export type { CallsService } from './calls.service.ts';
