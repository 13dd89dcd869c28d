import type { MatchListItem } from '@rookery/shared/api/matches.actions.ts';
import type { ChatMessage } from '@rookery/shared/events.ts';
import { describe, expect, it } from 'vitest';
import { withLastMessage } from './last-message.ts';

const row = (match_id: string, lastchat: number | null): MatchListItem => ({
  match_id,
  user_id: `u-${match_id}`,
  imageid: null,
  full_match: 0,
  display_name: match_id,
  chatsread: 1,
  dates: 0,
  lastchat,
  lastchattext: null,
  lastchattype: null,
});
const chat = (room_id: string, id: number, from_id: string): ChatMessage => ({
  id,
  room_id,
  from_id,
  type: 'text',
  chattext: 'Hi',
  reference: null,
  created: '2026-11-24T10:00:00.000Z',
});
const list = { matches: [row('a', 3), row('b', null)], notifications: 0 };

describe('the list beside the chat', () => {
  it('takes the open chat own newest message to the top, with its time and turn', () => {
    const next = withLastMessage(list, chat('b', 9, 'me'), 'me');
    expect(next.matches.map((item) => item.match_id)).toEqual(['b', 'a']);
    expect(next.matches[0]).toMatchObject({ lastchat: 9, lastchattext: 'Hi', lastchatmine: 1 });
    expect(withLastMessage(list, chat('a', 9, 'x'), 'me').matches[0]).toMatchObject({ lastchatmine: 0 });
  });

  it('ignores older messages and unknown rooms', () => {
    expect(withLastMessage(list, chat('a', 2, 'me'), 'me')).toBe(list);
    expect(withLastMessage(list, chat('z', 20, 'me'), 'me')).toBe(list);
  });
});
