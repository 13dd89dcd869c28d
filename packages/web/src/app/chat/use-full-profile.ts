// A full match's full profile in the chat (RULES.md "Who may see what"): the real name when the match data lacks it,
// and (the reveal) the private photo that leads their picture in the header instead of the AI image.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchProfileById } from '../auth/api/shared-api.ts';
import { revealPhoto } from '../profile-view/public/reveal.ts';
import { chatKeys } from './api/chat-keys.ts';
import type { MatchData } from './public/chat-types.ts';

/** The signed link of the photo that leads the header, or null (not a full match, no photo, not arrived yet). */
export function useFullProfile(match: MatchData, onName: (name: string) => void): string | null {
  const full = match.deleted !== 1 && match.full_match === 1;
  const profile = useQuery({
    queryKey: chatKeys.realName(match.user_id),
    queryFn: () => fetchProfileById(match.user_id, true),
    enabled: full,
    retry: 1,
  });
  const answer = profile.data?.full === 1 ? profile.data : undefined;
  const name = answer?.profile[0]?.real_name;
  const wantsName = full && !match.real_name;
  useEffect(() => {
    if (wantsName && name) onName(name);
  }, [wantsName, name, onName]);
  return full && answer ? (revealPhoto(answer.images)?.url ?? null) : null;
}
