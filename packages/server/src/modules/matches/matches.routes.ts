// The matches list action of RULES.md "Reads and writes".
import type { MATCHES_ACTIONS } from '@rookery/shared/api/matches.actions.ts';
import type { Handlers } from '../../platform/http/api-dispatcher.ts';
import type { MatchesService } from './matches.service.ts';

export function matchesActions(matchList: MatchesService): Handlers<typeof MATCHES_ACTIONS> {
  return {
    matches: ({ viewer }) => matchList.list(viewer.userId),
  };
}
