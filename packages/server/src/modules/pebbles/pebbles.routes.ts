// The pebble actions of API.md 3.
import type { ACTIONS } from '@rookery/shared/api/actions.ts';
import type { Handlers } from '../../platform/http/api-dispatcher.ts';
import type { PebblesService } from './pebbles.service.ts';

export function pebblesActions(pebbles: PebblesService): Pick<Handlers<typeof ACTIONS>, 'pebbles'> {
  return {
    pebbles: async ({ viewer }) => ({ pebbles: await pebbles.balance(viewer.userId) }),
  };
}
