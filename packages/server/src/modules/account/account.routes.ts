// The account actions of API.md 3 that the app shell reads on every screen.
import type { ACTIONS } from '@rookery/shared/api/actions.ts';
import type { Handlers } from '../../platform/http/api-dispatcher.ts';
import type { PebblesService } from '../pebbles/pebbles.service.ts';

export function accountActions(pebbles: PebblesService): Pick<Handlers<typeof ACTIONS>, 'menudata'> {
  return {
    menudata: async ({ viewer }) => ({
      md: [
        {
          accept_tc: viewer.acceptTc ? 1 : 0,
          verify: viewer.verified ? 1 : 0,
          id: viewer.userId,
          // The selected AI image and profile photo arrive with the media module.
          aiimage: null,
          profileimage: null,
          pebbles: await pebbles.balance(viewer.userId),
        },
      ],
    }),
  };
}
