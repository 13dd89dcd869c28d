// The deck's undo (RULES.md "Reads and writes" matchundo): the last decision (one card, or one Flip Deck) can be
// taken back for a few seconds, and the cards it removed come back to the front of the deck. The server keeps the
// window; the bar goes a little before it closes, so a tap on Undo is never refused for being late.
import type { Candidate } from '@rookery/shared/api/deck.actions.ts';
import { MONEY } from '@rookery/shared/limits.ts';
import { useCallback, useEffect, useState } from 'react';
import { isUnauthorized, messageOf } from '../../lib/api-client.ts';
import { useUndoDecision } from './api/deck-data.ts';

/** What the bar offers to take back, and its words ("You declined Pip."). */
export interface Undoable {
  cards: Candidate[];
  text: string;
}

const SHOWN_MS = (MONEY.deckUndoSeconds - 2) * 1000;

export function useDeckUndo(onRestored: (cards: Candidate[], flips: number) => void) {
  const [last, setLast] = useState<Undoable | null>(null);
  const undoing = useUndoDecision();
  const { reset, mutate, isPending } = undoing;

  useEffect(() => {
    if (!last) return;
    const timer = window.setTimeout(() => setLast(null), SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [last]);

  const offer = useCallback(
    (undoable: Undoable | null) => {
      reset();
      setLast(undoable);
    },
    [reset],
  );

  const undo = useCallback(() => {
    const first = last?.cards[0];
    if (!last || !first || isPending) return;
    mutate(first.user_id, {
      onSuccess: (answer) => {
        const back = new Set(answer.undone);
        onRestored(
          last.cards.filter((card) => back.has(card.user_id)),
          answer.flips,
        );
      },
      onSettled: () => setLast(null),
    });
  }, [last, isPending, mutate, onRestored]);

  // A 401 has already sent the person to /app (lib/query-client.ts).
  const problem = undoing.isError && !isUnauthorized(undoing.error) ? messageOf(undoing.error) : null;
  return { last, pending: isPending, problem, offer, undo };
}
