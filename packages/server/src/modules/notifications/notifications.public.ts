// What notifications offer other features and the seed: how a stored notification names a person (naming,
// Mention) and its text with the name folded in (NoteText) or a target to open (NoteTarget).
export { type Mention, type NoteTarget, type NoteText, naming } from './mention.ts';
export type { NotificationsService } from './notifications.service.ts';
