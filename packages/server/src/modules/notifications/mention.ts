// A notification text that names a person, with where the name is: the trigger of drizzle/0013 writes "deleted user"
// in its place when that person's account is deleted, so the name does not outlive the account.

/** The person a notification names. */
export interface Mention {
  userId: string;
  name: string;
}

/** A notification's text and, if it names someone, who and where (in characters, as PostgreSQL counts them). */
export interface NoteText {
  notification: string;
  aboutUserId: string | null;
  aboutAt: number | null;
  aboutLength: number | null;
  /**
   * A date notification's time: stored apart, the text ends before it. The list adds it to the text in
   * UTC for clients that read the text alone, and hands it over for the others to write in the reader's zone.
   */
  dateAt?: Date | null;
}

/** Where tapping a notification leads: the chat of a match, for a message, a new match or a date. */
export interface NoteTarget {
  kind: 'chat' | 'match' | 'date';
  matchId: string;
}

/** A character the templates never hold, to find where the name goes. */
const SLOT = '\u0000';

/** The text `render` makes of the person's name, and where in it the name is. */
export function naming(about: Mention, render: (name: string) => string): NoteText {
  const before = render(SLOT).split(SLOT)[0] ?? '';
  return {
    notification: render(about.name),
    aboutUserId: about.userId,
    // Code points, as char_length and overlay count them in a UTF-8 database.
    aboutAt: [...before].length,
    aboutLength: [...about.name].length,
  };
}

/** A text that names nobody. */
export function plainNote(notification: string): NoteText {
  return { notification, aboutUserId: null, aboutAt: null, aboutLength: null };
}

export const noteText = (note: string | NoteText): NoteText =>
  typeof note === 'string' ? plainNote(note) : note;
