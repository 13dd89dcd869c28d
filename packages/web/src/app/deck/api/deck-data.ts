// What the deck reads and writes (RULES.md "Reads and writes" matchlist, usepebble,
// matchaccept/matchchill/matchdecline). The deck's two 200 refusals ('out of flips', 'GPS disabled',
// RULES.md "Errors") become states of their own, not errors.
import type { Candidate } from '@rookery/shared/api/deck.actions.ts';
import { ERROR_TEXT } from '@rookery/shared/api/envelope.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { cardImageUrl } from '../deck-text.ts';
import { acceptCard, chillCard, declineCards, fetchMatchList, spendPebbleOnFlips } from './deck-calls.ts';

export type DeckState =
  | { kind: 'cards'; cards: Candidate[]; flips: number }
  | { kind: 'empty'; flips: number }
  | { kind: 'outOfFlips'; refillAt: string | null }
  | { kind: 'gps' };

export const deckKeys = { deck: ['deck'] as const };

const OUT_OF_FLIPS = 'out of flips';
const GPS_DISABLED = 'GPS disabled';

/**
 * The first card's picture is the deck's largest paint: asked for the moment the cards are known, at high priority,
 * instead of once the deck's screen has rendered its card (on /app that waited behind the screen's first render
 * while the splash handed over; Lighthouse measured 68% of the LCP as the picture's load delay). The card's <img>
 * then finds it in the page's image cache.
 */
function warmFirstPicture(cards: readonly Candidate[]): void {
  const first = cards[0];
  if (!first?.imageid || typeof Image === 'undefined') return;
  const picture = new Image();
  picture.fetchPriority = 'high';
  picture.src = cardImageUrl(first.imageid);
}

export async function loadDeck(): Promise<DeckState> {
  const answer = await fetchMatchList();
  if ('matches' in answer) {
    warmFirstPicture(answer.matches);
    return answer.matches.length > 0
      ? { kind: 'cards', cards: answer.matches, flips: answer.flips }
      : { kind: 'empty', flips: answer.flips };
  }
  if (!answer.success && answer.error === OUT_OF_FLIPS) {
    const refill = 'refill_at' in answer && typeof answer.refill_at === 'string' ? answer.refill_at : null;
    return { kind: 'outOfFlips', refillAt: refill };
  }
  if (!answer.success && answer.error === GPS_DISABLED) return { kind: 'gps' };
  // Any other refusal is an error with the server's words.
  throw answer.success
    ? new ApiError(200, ERROR_TEXT.unexpected, false)
    : new ApiError(200, answer.error, true);
}

export type Decision = 'accept' | 'chill' | 'decline';

/** One card's decision; the answer carries the flips left and, for a mutual accept, the new match. */
export async function decide(
  decision: Decision,
  userId: string,
): Promise<{ flips: number; match?: { match_id: string } | undefined }> {
  if (decision === 'accept') return acceptCard(userId);
  if (decision === 'chill') return chillCard(userId);
  return declineCards([userId]);
}

/** Flip Deck: declines, in one call, the listed cards the person has seen (RULES.md "States and transitions"). */
export async function declineAll(userIds: string[]): Promise<{ flips: number }> {
  return declineCards(userIds);
}

/** One pebble for MONEY.flipsPerPebble flips. */
export async function buyFlips(): Promise<{ pebbles: number; flips: number }> {
  return spendPebbleOnFlips();
}
