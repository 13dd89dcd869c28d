import type { MatchListItem } from '@rookery/shared/api/matches.actions.ts';
import type { PersonAlert } from '@rookery/shared/events.ts';
import { describe, expect, it } from 'vitest';
import {
  badgeCount,
  badgedTitle,
  type MatchesAnswer,
  unreadMatches,
  withMessage,
  withPresence,
  withRead,
} from './alerts-cache.ts';

function row(match_id: string, patch: Partial<MatchListItem> = {}): MatchListItem {
  return {
    match_id,
    user_id: `u-${match_id}`,
    imageid: null,
    full_match: 0,
    display_name: match_id,
    chatsread: 1,
    dates: 0,
    lastchat: null,
    lastchattext: null,
    lastchattype: null,
    unread: 0,
    ...patch,
  };
}

const list: MatchesAnswer = {
  matches: [row('a'), row('b'), row('c', { unread: 2, chatsread: 0, lastchat: 9 })],
  notifications: 1,
};

function message(room: string, id: number, unread: number): Extract<PersonAlert, { kind: 'message' }> {
  return {
    kind: 'message',
    room,
    unread,
    from: { user_id: 'x', display_name: 'Bea', imageid: null },
    chat: {
      id,
      type: 'text',
      chattext: 'Hi there',
      from_id: 'x',
      room_id: room,
      reference: null,
      created: '2026-01-01T00:00:00Z',
    },
  };
}

describe('live cache', () => {
  it('puts the newest conversation first with its line and count, and counts unread matches', () => {
    const next = withMessage(list, message('b', 12, 1));
    expect(next.matches.map((item) => item.match_id)).toEqual(['b', 'a', 'c']);
    expect(next.matches[0]).toMatchObject({
      lastchat: 12,
      lastchattext: 'Hi there',
      unread: 1,
      chatsread: 0,
      // The row's time and "Your turn" follow the alert.
      lastchatmine: 0,
      lastchatat: '2026-01-01T00:00:00Z',
    });
    expect(unreadMatches(list)).toBe(1);
    expect(unreadMatches(next)).toBe(2);
  });

  it('leaves the list alone for a room it does not hold', () => {
    expect(withMessage(list, message('zzz', 3, 1))).toBe(list);
  });

  it('clears a row read elsewhere and marks presence', () => {
    const read = withRead(list, { kind: 'read', room: 'c', unread: 0 });
    expect(read.matches[2]).toMatchObject({ unread: 0, chatsread: 1 });
    expect(unreadMatches(read)).toBe(0);
    expect(withPresence(list, 'a', true).matches[0]?.online).toBe(1);
    expect(withPresence(list, 'nope', true)).toBe(list);
  });

  it('prefixes the title with the count once, and takes it away', () => {
    expect(badgeCount({ unread: 2, notifications: 1 })).toBe(3);
    expect(badgedTitle('Matches · Rookery', 3)).toBe('(3) Matches · Rookery');
    expect(badgedTitle('(3) Matches · Rookery', 4)).toBe('(4) Matches · Rookery');
    expect(badgedTitle('(3) Matches · Rookery', 0)).toBe('Matches · Rookery');
    expect(badgedTitle('Find', 120)).toBe('(99+) Find');
  });
});
