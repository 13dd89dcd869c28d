// The profile actions of RULES.md "Reads and writes": `profile` reads and `updateprofile` writes the caller's own
// record only.
import type { ACTIONS } from '@rookery/shared/api/actions.ts';
import type { Handlers } from '../../platform/http/api-dispatcher.ts';
import type { ProfileService } from './profile.service.ts';

export function profileActions(
  profiles: ProfileService,
): Pick<Handlers<typeof ACTIONS>, 'profile' | 'updateprofile'> {
  return {
    profile: ({ viewer }) => profiles.own(viewer.userId),
    updateprofile: async ({ input, viewer }) => {
      await profiles.save(viewer.userId, input.profile);
      return {};
    },
  };
}
