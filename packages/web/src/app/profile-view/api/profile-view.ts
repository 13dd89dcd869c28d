// A profile as the profile view reads it (RULES.md "Reads and writes" `profilebyid`, the deck's call), which the
// server answers in the full view only for oneself and full matches (RULES.md "Who may see what"). The viewer's own
// profile is own-profile-view.ts; both share one key root, so a reveal, a hide or a face check refreshes every one.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { failsWith } from '../../../lib/api-client.ts';
import { fetchProfileById } from '../../deck/api/profile-by-id.ts';
import { profileViewKeys } from './profile-view-keys.ts';

const FAILED = 'Failed to retrieve profile data';

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
