// What the deck reads and writes (RULES.md "Reads and writes" matchlist, usepebble,
// matchaccept/matchchill/matchdecline). The deck's two 200 refusals ('out of flips', 'GPS disabled',
// RULES.md "Errors") become states of their own, not errors.
import type { Candidate } from '@rookery/shared/api/deck.actions.ts';
import { ERROR_TEXT } from '@rookery/shared/api/envelope.ts';
import { ApiError } from '../../lib/api-client.ts';
import { acceptCard, chillCard, declineCards, fetchMatchList, spendPebbleOnFlips } from './deck-api.ts';

export type DeckState =
  | { kind: 'cards'; cards: Candidate[]; flips: number }
  | { kind: 'empty'; flips: number }
  | { kind: 'outOfFlips'; refillAt: string | null }
  | { kind: 'gps' };

export const deckKeys = { deck: ['deck'] as const };

const OUT_OF_FLIPS = 'out of flips';
const GPS_DISABLED = 'GPS disabled';

export async function loadDeck(): Promise<DeckState> {
  const answer = await fetchMatchList();
  if ('matches' in answer) {
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
