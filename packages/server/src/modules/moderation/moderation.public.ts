// What moderation offers other features: the mute check every write of a person passes (MuteCheck, built by
// createMuteCheck) the ban list account deletion adds a deleted banned person's identities to (BanList), and the admin commands.
export type { BanList } from './banned-identities.ts';
export { MODERATION_COMMANDS } from './moderation.commands.ts';
export { MODERATOR_COMMANDS } from './moderators.commands.ts';
export { createMuteCheck, type MuteCheck } from './mute-check.ts';
