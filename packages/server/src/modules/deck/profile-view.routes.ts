// The profile view action of RULES.md "Reads and writes": `profilebyid&id=&full=0|1`.
import type { DECK_ACTIONS } from '@rookery/shared/api/deck.actions.ts';
import type { Handlers } from '../../platform/http/api-dispatcher.ts';
import type { ProfileViewService } from './profile-view.service.ts';

export function profileViewActions(
  views: ProfileViewService,
): Pick<Handlers<typeof DECK_ACTIONS>, 'profilebyid'> {
  return {
    profilebyid: ({ viewer, input }) => views.view(viewer.userId, input.id, input.full === '1'),
  };
}
