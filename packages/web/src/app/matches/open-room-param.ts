// /app/matches?room=<id> (what a web push opens): once the list holds that match, its chat opens as a
// tap on its row would (the match data in its cookie); an unknown or ended room just shows the list.
import type { MatchListItem } from '@rookery/shared/api/matches.actions.ts';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { setCookie } from '../../lib/cookies.ts';
import { chatMatchData } from './public/match-item.ts';

export function useOpenRoomParam(matches: MatchListItem[] | undefined, myId: string | null): void {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const room = params.get('room');
  useEffect(() => {
    if (!room || !matches) return;
    const item = matches.find((match) => match.match_id === room);
    if (!item) {
      setParams({}, { replace: true });
      return;
    }
    setCookie('matchdata', JSON.stringify(chatMatchData(item, myId ?? '')));
    navigate('/app/chat', { replace: true });
  }, [room, matches, myId, navigate, setParams]);
}
