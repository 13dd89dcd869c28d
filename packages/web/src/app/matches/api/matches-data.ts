// What the matches list reads (RULES.md "Reads and writes" `matches`): the open matches with the unread notifications
// count.
import { useQuery } from '@tanstack/react-query';
import { fetchMatches } from './matches.ts';
import { matchesKeys } from './matches-keys.ts';

export function useMatches() {
  // Fresh on every visit: new matches and messages arrive while away.
  return useQuery({
    queryKey: matchesKeys.list,
    queryFn: fetchMatches,
    staleTime: 0,
  });
}
