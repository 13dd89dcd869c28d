// What the account feature offers the composition (build-server.ts, admin/): the account deletion behind
// `app.services.accounts` (the /delete requests use it too) and the retention admin commands.
export type { AccountDeletion } from './account-deletion.service.ts';
export { RETENTION_COMMANDS } from './retention.commands.ts';
