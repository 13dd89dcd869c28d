// The deck's calls (RULES.md "Reads and writes" matchlist, matchaccept/matchchill/matchdecline, matchundo), its
// query and the decisions as mutations (a pebble for flips is buy-flips.ts). The deck's two 200 refusals ('out of flips', 'GPS disabled',
// RULES.md "Errors") become states of their own, not errors. The deck is kept as Find holds it: coming back to Find
// shows the cards left from before instead of dealing (and charging flips for) new ones.
import type { Candidate } from '@rookery/shared/api/deck.actions.ts';
import { ERROR_TEXT } from '@rookery/shared/api/envelope.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ApiError, apiGet, apiPost, unwrap } from '../../../lib/api-client.ts';
import { cardImageUrl } from '../deck-text.ts';
import { deckKeys } from './deck-keys.ts';

const fetchMatchList = () => apiGet('matchlist');
const acceptCard = (userid: string) => apiPost('matchaccept', { userid }).then(unwrap);
const chillCard = (userid: string) => apiPost('matchchill', { userid }).then(unwrap);
const declineCards = (userids: string[]) => apiPost('matchdecline', { userids }).then(unwrap);
const undoCard = (userid: string) => apiPost('matchundo', { userid }).then(unwrap);

export type DeckState =
  | { kind: 'cards'; cards: Candidate[]; flips: number }
  | { kind: 'empty'; flips: number }
  | { kind: 'outOfFlips'; refillAt: string | null }
  | { kind: 'gps' };

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

/**
 * The deck is fetched again only when it is empty, on Flip Deck, or when asked; what is left when the person leaves
 * is what Find shows on their return (useKeepDeckOnLeave).
 */
export const deckQuery = queryOptions({
  queryKey: deckKeys.deck,
  queryFn: loadDeck,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: 30 * 60_000,
  retry: false,
});

export const useDeckQuery = () => useQuery(deckQuery);

export function useKeepDeckOnLeave(cards: Candidate[], flips: number): void {
  const queryClient = useQueryClient();
  const left = useRef({ cards, flips });
  left.current = { cards, flips };
  useEffect(
    () => () => {
      const { cards: rest, flips: now } = left.current;
      if (rest.length === 0) void queryClient.invalidateQueries({ queryKey: deckKeys.deck });
      else {
        const kept: DeckState = { kind: 'cards', cards: rest, flips: now };
        queryClient.setQueryData(deckKeys.deck, kept);
      }
    },
    [queryClient],
  );
}

export type Decision = 'accept' | 'chill' | 'decline';

/** One card's decision; the answer carries the flips left and, for a mutual accept, the new match. */
async function decide(
  decision: Decision,
  userId: string,
): Promise<{ flips: number; match?: { match_id: string } | undefined }> {
  if (decision === 'accept') return acceptCard(userId);
  if (decision === 'chill') return chillCard(userId);
  return declineCards([userId]);
}

/**
 * A decision on one card. `slide` is the card's slide-away: the decision is not done (and no other starts) until
 * both the answer and the slide are.
 */
export function useDecideCard() {
  return useMutation({
    mutationFn: async ({
      decision,
      userId,
      slide,
    }: {
      decision: Decision;
      userId: string;
      slide?: Promise<unknown>;
    }) => {
      const [answer] = await Promise.all([decide(decision, userId), slide]);
      return answer;
    },
  });
}

/** Flip Deck: declines, in one call, the listed cards the person has seen (RULES.md "States and transitions"). */
export const useFlipDeck = () => useMutation({ mutationFn: (userIds: string[]) => declineCards(userIds) });

/** Takes back the last decision (its first card's); the answer lists the cards that came back and the flips left. */
export const useUndoDecision = () => useMutation({ mutationFn: (userId: string) => undoCard(userId) });
