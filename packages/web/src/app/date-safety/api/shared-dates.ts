// The person's shared dates still open (`mysharedates`): read by the matches list's card, refreshed by the
// date safety screen after a share.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, unwrap } from '../../../lib/api-client.ts';
import { dateSafetyKeys } from './date-safety-keys.ts';

export const sharedDatesQuery = queryOptions({
  queryKey: dateSafetyKeys.shared,
  queryFn: async () => (await apiGet('mysharedates', {}).then(unwrap)).dates,
  staleTime: 60_000,
});

export const useSharedDates = () => useQuery(sharedDatesQuery);
