// The pebble actions of RULES.md "Reads and writes": the balance, and the rewarded ads that add to it.
import type { ACTIONS } from '@rookery/shared/api/actions.ts';
import type { Handlers } from '../../platform/http/api-dispatcher.ts';
import type { AdsService } from './ads.service.ts';
import type { PebblesService } from './pebbles.service.ts';

export function pebblesActions(
  pebbles: PebblesService,
  ads: AdsService,
): Pick<Handlers<typeof ACTIONS>, 'pebbles' | 'adstart' | 'adcomplete'> {
  return {
    pebbles: async ({ viewer }) => ({ pebbles: await pebbles.balance(viewer.userId) }),
    adstart: ({ viewer }) => ads.start(viewer.userId),
    adcomplete: ({ viewer, input }) => ads.complete(viewer.userId, input.token),
  };
}
