// The viewer's own profile as the profile view reads it (RULES.md "Reads and writes" `profile`, auth's call): their
// id, and their sliders to compare with.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOwnProfile } from '../../auth/api/own-profile.ts';
import { profileViewKeys } from './profile-view-keys.ts';

export const ownProfileViewQuery = queryOptions({
  queryKey: profileViewKeys.own,
  queryFn: async () => (await fetchOwnProfile()).profile[0] ?? null,
  retry: false,
});

export const useOwnProfile = () => useQuery(ownProfileViewQuery);
