// What the webforms feature offers the composition (build-server.ts, admin/): the deletion-request queue behind
// `app.services.deletionRequests` and support's admin commands for deletion and support requests.
export { DELETION_REQUEST_COMMANDS } from './deletion-requests.commands.ts';
export type { DeletionRequestsService } from './deletion-requests.service.ts';
export { SUPPORT_REQUEST_COMMANDS } from './support-requests.commands.ts';
