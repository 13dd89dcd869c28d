// What the webforms feature offers the composition (build-server.ts, admin/): the deletion-request queue behind
// `app.services.deletionRequests` and support's admin commands for deletion and support requests; to feedback, the
// one write of a member's message into web_form_submissions (storeMemberMessage); to the account's deletion and
// retention, what goes from it (submission-retention.repo.ts).
export { DELETION_REQUEST_COMMANDS } from './deletion-requests.commands.ts';
export type { DeletionRequestsService } from './deletion-requests.service.ts';
export {
  deleteMemberMessagesWithin,
  deleteOldDeletionForms,
  deleteResolvedContacts,
} from './submission-retention.repo.ts';
export { SUPPORT_REQUEST_COMMANDS } from './support-requests.commands.ts';
export { storeMemberMessage } from './webforms.repo.ts';
