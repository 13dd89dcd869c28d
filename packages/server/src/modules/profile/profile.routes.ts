// The profile read of API.md 3 (`profile`): the caller's own record only; the editor arrives with media.
import type { ACTIONS } from '@rookery/shared/api/actions.ts';
import type { Handlers } from '../../platform/http/api-dispatcher.ts';
import type { ProfileService } from './profile.service.ts';

export function profileActions(profiles: ProfileService): Pick<Handlers<typeof ACTIONS>, 'profile'> {
  return {
    profile: ({ viewer }) => profiles.own(viewer.userId),
  };
}
