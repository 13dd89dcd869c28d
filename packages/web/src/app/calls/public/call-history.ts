// Call history on both sides: what a join-call request says in the chat once it is no longer ringing,
// for the caller and for the callee (the matches list says the same). Null: the callee's ringing request (its card
// while the server still lists it).
import { CALL_TEXT, callDurationText } from '@rookery/shared/calls.ts';
import type { ChatMessage } from '@rookery/shared/events.ts';

/** The server marks an answered call 'in-call' while it runs (calls.repo.ts CALL_REFERENCE). */
const IN_CALL = 'in-call';

export function callHistoryLine(
  message: Pick<ChatMessage, 'status' | 'reference' | 'duration'>,
  kind: 'voice' | 'video',
  mine: boolean,
): string | null {
  const Kind = kind === 'video' ? 'Video' : 'Voice';
  switch (message.status) {
    case 'expired':
      // Nobody answered within the time limit (calls.ts step 6): the caller did not miss it.
      if (mine) return kind === 'video' ? CALL_TEXT.unansweredVideo : CALL_TEXT.unansweredAudio;
      return kind === 'video' ? CALL_TEXT.missedVideo : CALL_TEXT.missedAudio;
    case 'declined':
      if (kind === 'video') return mine ? CALL_TEXT.declinedVideo : CALL_TEXT.declinedByMeVideo;
      return mine ? CALL_TEXT.declinedAudio : CALL_TEXT.declinedByMeAudio;
    case 'accepted':
      if (message.reference === IN_CALL) return `${Kind} call in progress`;
      // Calls from before the server timed them have no duration: their kind alone.
      return message.duration === undefined
        ? `${Kind} call`
        : `${Kind} call · ${callDurationText(message.duration)}`;
    default:
      // Still ringing: the caller's line, and for the callee the request card (or nothing once it stopped).
      return mine ? `You started a ${kind} call` : null;
  }
}
