// What notifications offer other features and the seed: how a stored notification names a person (naming,
// Mention) and its text with the name folded in (NoteText) or a target to open (NoteTarget); the one way they store
// a notification inside their own transaction (storeNotesWithin).
export { type Mention, type NoteTarget, type NoteText, naming, plainNote } from './mention.ts';
export { type NewNote, storeNotesWithin } from './notifications.repo.ts';
export type { NotificationsService } from './notifications.service.ts';
