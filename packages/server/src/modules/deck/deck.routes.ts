// The deck actions of RULES.md "Reads and writes": matchlist, usepebble, matchaccept, matchchill, matchdecline,
// matchundo.
import type { DECK_ACTIONS } from '@rookery/shared/api/deck.actions.ts';
import type { Handlers } from '../../platform/http/api-dispatcher.ts';
import type { DeckService } from './deck.service.ts';

export function deckActions(
  deck: DeckService,
): Pick<
  Handlers<typeof DECK_ACTIONS>,
  'matchlist' | 'usepebble' | 'matchaccept' | 'matchchill' | 'matchdecline' | 'matchundo'
> {
  return {
    matchlist: async ({ viewer }) => {
      const answer = await deck.matchlist(viewer.userId);
      return answer.success ? { matches: answer.matches, flips: answer.flips } : answer;
    },
    usepebble: ({ viewer }) => deck.usePebble(viewer.userId),
    matchaccept: ({ viewer, input }) => deck.accept(viewer.userId, input.userid),
    matchchill: ({ viewer, input }) => deck.chill(viewer.userId, input.userid),
    matchdecline: ({ viewer, input }) => deck.decline(viewer.userId, input.userids),
    matchundo: ({ viewer, input }) => deck.undo(viewer.userId, input.userid),
  };
}
