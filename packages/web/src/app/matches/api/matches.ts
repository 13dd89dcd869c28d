// What the matches list reads (RULES.md "Reads and writes" `matches`): the open matches with the unread notifications
// count. The live layer keeps it in step (alerts-cache.ts); fresh on every visit, as new matches and messages arrive
// while away.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, unwrap } from '../../../lib/api-client.ts';
import { matchesKeys } from './matches-keys.ts';

export const matchesQuery = queryOptions({
  queryKey: matchesKeys.list,
  queryFn: () => apiGet('matches').then(unwrap),
  staleTime: 0,
});

export const useMatches = () => useQuery(matchesQuery);
