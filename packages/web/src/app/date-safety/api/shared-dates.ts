// The person's shared dates still open (`mysharedates`): read by the matches list's card, refreshed by the
// date safety screen after a share. In the shell because both folders use it.
import { useQuery } from '@tanstack/react-query';
import { apiGet, unwrap } from '../../../lib/api-client.ts';

export const SHARED_DATES_KEY = ['mysharedates'] as const;

export function useSharedDates() {
  return useQuery({
    queryKey: SHARED_DATES_KEY,
    queryFn: async () => (await apiGet('mysharedates', {}).then(unwrap)).dates,
    staleTime: 60_000,
  });
}
