// The account actions of RULES.md "Reads and writes" that the app shell reads on every screen.
import type { ACTIONS } from '@rookery/shared/api/actions.ts';
import type { Handlers } from '../../platform/http/api-dispatcher.ts';
import type { MenuRepo } from './menu.repo.ts';

export function accountActions(menu: MenuRepo): Pick<Handlers<typeof ACTIONS>, 'menudata'> {
  return {
    menudata: async ({ viewer }) => {
      const row = await menu.menuOf(viewer.userId);
      return {
        md: [
          {
            accept_tc: viewer.acceptTc ? 1 : 0,
            verify: viewer.verified ? 1 : 0,
            id: viewer.userId,
            aiimage: row.aiimage,
            profileimage: row.profileimage,
            pebbles: row.pebbles,
            unread: row.unread,
            notifications: row.notifications,
          },
        ],
      };
    },
  };
}
