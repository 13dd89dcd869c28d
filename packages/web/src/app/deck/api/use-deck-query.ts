// The deck as the Find screen holds it: coming back to Find shows the cards left from before instead
// of dealing (and charging flips for) new ones. The deck is fetched again only when it is empty, on Flip Deck,
// or when asked; what is left when the person leaves is what Find shows on their return.
import type { Candidate } from '@rookery/shared/api/deck.actions.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { type DeckState, deckKeys, loadDeck } from './deck-data.ts';

export function useDeckQuery() {
  return useQuery({
    queryKey: deckKeys.deck,
    queryFn: loadDeck,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 30 * 60_000,
    retry: false,
  });
}

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
