// The pebbles' calls (RULES.md "Reads and writes" `pebbles`, `adstart`, `adcomplete`, "Money and limits"): the balance
// the generator and the gift dialog spend from, and an ad watched for a pebble.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost, unwrap } from '../../../lib/api-client.ts';
import { pebblesKeys } from './pebbles-keys.ts';

export const balanceQuery = queryOptions({
  queryKey: pebblesKeys.balance,
  queryFn: () => apiGet('pebbles').then(unwrap),
  select: (answer) => answer.pebbles,
  staleTime: 0,
});

export const usePebbles = () => useQuery(balanceQuery);

export const useStartAd = () => useMutation({ mutationFn: () => apiPost('adstart').then(unwrap) });

export const useCompleteAd = () =>
  useMutation({ mutationFn: (token: string) => apiPost('adcomplete', { token }).then(unwrap) });
