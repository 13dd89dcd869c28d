// Out of flips (RULES.md "Reads and writes" `usepebble`, "Money and limits"): one pebble for MONEY.flipsPerPebble
// flips. Apart from deck-data.ts: only the empty deck's chunk uses it.
import { useMutation } from '@tanstack/react-query';
import { apiPost, unwrap } from '../../../lib/api-client.ts';

export const useBuyFlips = () => useMutation({ mutationFn: () => apiPost('usepebble').then(unwrap) });
