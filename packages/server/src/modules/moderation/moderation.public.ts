// What moderation offers other features: the mute check every write of a person passes (MuteCheck, built by
// createMuteCheck) the ban list account deletion adds a deleted banned person's identities to (BanList), the admin
// commands, the reports others file or forget in their transaction (reports.repo.ts), and the expiry of what
// moderators viewed (the account's expire task).
export type { BanList } from './banned-identities.ts';
export { MODERATION_COMMANDS } from './moderation.commands.ts';
export { MODERATOR_COMMANDS } from './moderators.commands.ts';
export { expireModerationViews } from './moderators.repo.ts';
export { createMuteCheck, type MuteCheck } from './mute-check.ts';
export { fileReportWithin, forgetReporterWithin, type NewReport } from './reports.repo.ts';
