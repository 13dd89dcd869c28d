// What the matches list reads (API.md 3 `matches`): the open matches with the unread notifications count.
import { useQuery } from '@tanstack/react-query';
import { apiGet, unwrap } from '../../lib/api-client.ts';
import { matchesKeys } from '../../lib/query-keys.ts';

export function useMatches() {
  // Fresh on every visit: new matches and messages arrive while away.
  return useQuery({
    queryKey: matchesKeys.list,
    queryFn: () => apiGet('matches').then(unwrap),
    staleTime: 0,
  });
}
