// What the profile view reads (RULES.md "Reads and writes"): the viewer's own profile (their id, and their sliders to
// compare with) and the viewed profile, which the server answers in the full view only for oneself and full matches
// (RULES.md "Who may see what"). The calls are the auth feature's (`profile`) and the deck's (`profilebyid`); the
// profile view's queries over them share one key root, so a reveal, a hide or a face check refreshes every one.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { failsWith } from '../../../lib/api-error.ts';
import { fetchOwnProfile } from '../../auth/api/own-profile.ts';
import { fetchProfileById } from '../../deck/api/profile-by-id.ts';
import { profileViewKeys } from './profile-view-keys.ts';

const FAILED = 'Failed to retrieve profile data';

export const ownProfileViewQuery = queryOptions({
  queryKey: profileViewKeys.own,
  queryFn: async () => (await fetchOwnProfile()).profile[0] ?? null,
  retry: false,
});

export const useOwnProfile = () => useQuery(ownProfileViewQuery);

export const profileViewQuery = (id: string | undefined, full: boolean) =>
  queryOptions({
    queryKey: profileViewKeys.view(id ?? '', full),
    queryFn: () => fetchProfileById(id ?? '', full).catch(failsWith(FAILED)),
    enabled: Boolean(id),
    retry: false,
  });

export const useProfileView = (id: string | undefined, full: boolean) => useQuery(profileViewQuery(id, full));

/** A full match's full profile in the chat's header: the same query, tried once more (the header has no error). */
export const useFullProfileView = (id: string, enabled: boolean) =>
  useQuery({ ...profileViewQuery(id, true), enabled, retry: 1 });
