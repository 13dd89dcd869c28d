// The chat's shared types (RULES.md "Entities"), also read by the calls and the live layer: what the dialogs
// of app/chat/dialogs receive from the screen. The dialogs speak to the server only through `emit`, so they never
// import the socket module themselves and the screen decides how an emit waits, times out and fails.
import type { Ack, ClientEventName, ClientInput } from '@rookery/shared/events.ts';

/** RULES.md "Entities", as the matches list writes it into the `matchdata` cookie. */
export interface MatchData {
  /** The match's id, which is also the chat room's id. */
  match_id: string;
  /** The signed-in person. */
  my_id: string;
  /** The other person. */
  user_id: string;
  full_match: 0 | 1;
  /** Empty unless the match is full. */
  real_name: string;
  display_name: string;
  /** The other person's public AI image, null when they have none. */
  imageid: string | null;
  /**
   * 1 when the other person deleted their account (matches.actions.ts `deleted`): user_id is '', the room is
   * read-only, and all that is left to do is read it or remove it.
   */
  deleted?: 1;
  /** 1 when the other person passed the face check (the list row's `verified`); the header's badge. */
  verified?: 1;
}

/**
 * Sends one client event and waits for the server's acknowledgement. Never rejects: a time-out or a lost
 * connection answers `{success:false, error}` with words a person can read.
 */
export type ChatEmit = <E extends ClientEventName>(
  event: E,
  payload: ClientInput<E>,
) => Promise<Ack<Record<string, unknown>>>;

/** Props every chat dialog receives from the chat screen (plus its own data, which it fetches itself). */
export interface ChatDialogProps {
  open: boolean;
  onClose: () => void;
  match: MatchData;
  emit: ChatEmit;
}
