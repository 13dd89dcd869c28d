// The account actions of API.md 3 that the app shell reads on every screen.
import type { ACTIONS } from '@rookery/shared/api/actions.ts';
import type { Handlers } from '../../platform/http/api-dispatcher.ts';
import type { PebblesService } from '../pebbles/pebbles.service.ts';

/** The selected AI image's id and the profile photo's file name (the media module answers it). */
export type MenuImagesOf = (
  userId: string,
) => Promise<{ aiimage: string | null; profileimage: string | null }>;

export function accountActions(
  pebbles: PebblesService,
  menuImages: MenuImagesOf,
): Pick<Handlers<typeof ACTIONS>, 'menudata'> {
  return {
    menudata: async ({ viewer }) => {
      const [images, balance] = await Promise.all([
        menuImages(viewer.userId),
        pebbles.balance(viewer.userId),
      ]);
      return {
        md: [
          {
            accept_tc: viewer.acceptTc ? 1 : 0,
            verify: viewer.verified ? 1 : 0,
            id: viewer.userId,
            aiimage: images.aiimage,
            profileimage: images.profileimage,
            pebbles: balance,
          },
        ],
      };
    },
  };
}
