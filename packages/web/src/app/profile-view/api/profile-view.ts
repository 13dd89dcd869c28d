// What the profile view reads (RULES.md "Reads and writes"): the viewer's own profile (their id, and their sliders to
// compare with) and the viewed profile, which the server answers in the full view only for oneself and full matches
// (RULES.md "Who may see what").
import { useQuery } from '@tanstack/react-query';
import { getCookie } from '../../../lib/cookies.ts';
import { fetchProfile, fetchProfileById } from '../../auth/api/shared-api.ts';
import { profileViewKeys } from './profile-view-keys.ts';

export function useOwnProfile() {
  return useQuery({
    queryKey: profileViewKeys.own,
    queryFn: async () => (await fetchProfile()).profile[0] ?? null,
    retry: false,
  });
}

export function useProfileView(id: string | undefined, full: boolean) {
  return useQuery({
    queryKey: profileViewKeys.view(id ?? '', full),
    queryFn: () => fetchProfileById(id ?? '', full),
    enabled: Boolean(id),
    retry: false,
  });
}

/** The chat's profile-to-view pointer (RULES.md "Entities", "Screens and routes"): {user_id, full}; undefined when unusable. */
export function pointerFromCookie(): { id: string; full: boolean } | undefined {
  const raw = getCookie('viewprofile');
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { user_id: id, full } = parsed as { user_id?: unknown; full?: unknown };
    return typeof id === 'string' && id !== ''
      ? { id, full: full === 1 || full === '1' || full === true }
      : undefined;
  } catch {
    return undefined;
  }
}
