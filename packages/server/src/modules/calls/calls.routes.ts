// The call action of RULES.md "Peer-to-peer calls": `iceservers` for the signed-in person.
import type { ACTIONS } from '@rookery/shared/api/actions.ts';
import type { Handlers } from '../../platform/http/api-dispatcher.ts';
import type { IceServersService } from './ice-servers.service.ts';

export function callsActions(ice: IceServersService): Pick<Handlers<typeof ACTIONS>, 'iceservers'> {
  return {
    iceservers: ({ viewer }) => ice.forUser(viewer.userId),
  };
}
