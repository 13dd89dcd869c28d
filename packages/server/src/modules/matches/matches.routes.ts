// The matches list action of RULES.md "Reads and writes".
import type { DISCOVERY_ACTIONS } from '@rookery/shared/api/discovery.actions.ts';
import type { Handlers } from '../../platform/http/api-dispatcher.ts';
import type { MatchesService } from './matches.service.ts';

export function matchesActions(
  matchList: MatchesService,
): Pick<Handlers<typeof DISCOVERY_ACTIONS>, 'matches'> {
  return {
    matches: ({ viewer }) => matchList.list(viewer.userId),
  };
}
