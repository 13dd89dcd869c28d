// What moderation offers other features: the mute check every write of a person passes (MuteCheck, built by
// createMuteCheck) and the ban list account deletion adds a deleted banned person's identities to (BanList).
export type { BanList } from './banned-identities.ts';
export { createMuteCheck, type MuteCheck } from './mute-check.ts';
