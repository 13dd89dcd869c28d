// So that the matches list does not keep the old name after the reveal: when the match level changes in the open
// chat (a reveal, or photos and name hidden again), the matches list (beside the chat at 1024 px and on
// /app/matches) is fetched again, so it names the person as the chat does without a reload.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { matchesKeys } from '../matches/api/matches-keys.ts';

export function useMatchesFollowLevel(fullMatch: 0 | 1): void {
  const queryClient = useQueryClient();
  const seen = useRef(fullMatch);
  useEffect(() => {
    if (seen.current === fullMatch) return;
    seen.current = fullMatch;
    void queryClient.invalidateQueries({ queryKey: matchesKeys.list });
  }, [fullMatch, queryClient]);
}
