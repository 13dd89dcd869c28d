// A full match's full profile in the chat (RULES.md "Who may see what"): the real name when the match data lacks it,
// and (the reveal) the private photo that leads their picture in the header instead of the AI image.
import { useEffect } from 'react';
import { useFullProfileView } from '../profile-view/api/profile-view.ts';
import { revealPhoto } from '../profile-view/public/reveal.ts';
import type { MatchData } from './public/chat-types.ts';

/** The signed link of the photo that leads the header, or null (not a full match, no photo, not arrived yet). */
export function useFullProfile(match: MatchData, onName: (name: string) => void): string | null {
  const full = match.deleted !== 1 && match.full_match === 1;
  // The profile view's own query of this full profile: one copy, refreshed with every other view.
  const profile = useFullProfileView(match.user_id, full);
  const answer = profile.data?.full === 1 ? profile.data : undefined;
  const name = answer?.profile[0]?.real_name;
  const wantsName = full && !match.real_name;
  useEffect(() => {
    if (wantsName && name) onName(name);
  }, [wantsName, name, onName]);
  return full && answer ? (revealPhoto(answer.images)?.url ?? null) : null;
}
