import { DELETED_USER_NAME } from '@rookery/shared/api/account.actions.ts';
import type { MatchListItem } from '@rookery/shared/api/matches.actions.ts';
import { describe, expect, it } from 'vitest';
import { chatMatchData, hasUnread, isNewMatch, isYourTurn, lastLine, matchName } from './match-item.ts';

const basic: MatchListItem = {
  match_id: 'm1',
  user_id: 'u2',
  imageid: 'img',
  full_match: 0,
  display_name: 'Pip',
  chatsread: 1,
  dates: 0,
  lastchat: null,
  lastchattext: null,
  lastchattype: null,
};

describe('match list item', () => {
  it('is your turn when the other person wrote last, and new while nobody wrote', () => {
    expect(isYourTurn(basic)).toBe(false);
    expect(isNewMatch(basic)).toBe(true);
    expect(isYourTurn({ ...basic, lastchat: 3, lastchatmine: 0 })).toBe(true);
    expect(isYourTurn({ ...basic, lastchat: 3, lastchatmine: 1 })).toBe(false);
    expect(isYourTurn({ ...basic, lastchat: 3, lastchatmine: 0, deleted: 1 })).toBe(false);
    expect(isNewMatch({ ...basic, lastchat: 3 })).toBe(false);
    expect(isNewMatch({ ...basic, deleted: 1 })).toBe(false);
  });

  it('uses the real name only for a full match', () => {
    expect(matchName({ ...basic, real_name: 'Pippa Penguin' })).toBe('Pip');
    expect(matchName({ ...basic, full_match: 1, real_name: 'Pippa Penguin' })).toBe('Pippa Penguin');
    expect(matchName({ ...basic, full_match: 1 })).toBe('Pip');
  });

  it('is unread only when there is a message past the read position', () => {
    expect(hasUnread(basic)).toBe(false);
    expect(hasUnread({ ...basic, lastchat: 7, chatsread: 0 })).toBe(true);
    expect(hasUnread({ ...basic, lastchat: 7, chatsread: 1 })).toBe(false);
  });

  it('shows a last line for every kind of message, and never a marker', () => {
    expect(lastLine(basic)).toBe('Say hello!');
    expect(lastLine({ lastchattext: 'See you at the beach', lastchattype: 'text' })).toBe(
      'See you at the beach',
    );
    expect(lastLine({ lastchattext: 'x.jpg', lastchattype: 'image' })).toBe('Sent an image');
    expect(lastLine({ lastchattext: '[[full-profile-request]]', lastchattype: 'text' })).toBe(
      'Full profile request',
    );
    // A call is a call in the list, not "Sent a request".
    expect(lastLine({ lastchattext: '[[join-call:video]]', lastchattype: 'notification' })).toBe(
      'Video call',
    );
    expect(lastLine({ lastchattext: '[[join-call:audio]]', lastchattype: 'notification' })).toBe(
      'Voice call',
    );
    expect(lastLine({ lastchattext: '[[something-new]]', lastchattype: 'notification' })).toBe(
      'Sent a request',
    );
  });

  it('says how the last call went, for this side of it', () => {
    const call = (lastcall: MatchListItem['lastcall'], mine: 0 | 1) =>
      lastLine({
        lastchattext: '[[join-call:audio]]',
        lastchattype: 'notification',
        lastcall,
        lastchatmine: mine,
      });
    const ended = { status: 'accepted' as const, reference: 'ended', duration: 250 };
    expect(call(ended, 1)).toBe('Voice call · 4 min');
    expect(call(ended, 0)).toBe('Voice call · 4 min');
    expect(call({ status: 'expired', reference: null }, 1)).toBe('Voice call, no answer');
    expect(call({ status: 'expired', reference: null }, 0)).toBe('Missed voice call');
    expect(call({ status: 'declined', reference: null }, 1)).toBe('Voice call declined');
    expect(call({ status: 'declined', reference: null }, 0)).toBe('You declined a voice call');
    // Ringing: the callee's row names the call, the caller's says they started it.
    expect(call({ status: 'pending', reference: null }, 0)).toBe('Voice call');
    expect(call({ status: 'pending', reference: null }, 1)).toBe('You started a voice call');
  });

  it('hands chat the SPEC match data, without a real name for a basic match', () => {
    expect(chatMatchData({ ...basic, real_name: 'Leak' }, 'me')).toEqual({
      match_id: 'm1',
      my_id: 'me',
      user_id: 'u2',
      full_match: 0,
      real_name: '',
      display_name: 'Pip',
      imageid: 'img',
    });
    expect(chatMatchData({ ...basic, full_match: 1, real_name: 'Pippa' }, 'me').real_name).toBe('Pippa');
    expect(chatMatchData({ ...basic, verified: 1 }, 'me').verified).toBe(1);
  });

  it("names a deleted account 'Deleted user' whatever the row still says", () => {
    const gone = {
      ...basic,
      user_id: '',
      imageid: null,
      display_name: DELETED_USER_NAME,
      deleted: 1 as const,
    };
    expect(matchName(gone)).toBe('Deleted user');
    expect(matchName({ ...gone, display_name: '' })).toBe('Deleted user');
    expect(matchName({ ...gone, full_match: 1, real_name: 'Pippa Penguin' })).toBe('Deleted user');
  });

  it('hands chat read-only match data for a deleted account, with nothing of the person in it', () => {
    const gone: MatchListItem = {
      ...basic,
      full_match: 1,
      real_name: 'Leak',
      display_name: DELETED_USER_NAME,
      imageid: 'img',
      deleted: 1,
    };
    expect(chatMatchData(gone, 'me')).toEqual({
      match_id: 'm1',
      my_id: 'me',
      user_id: '',
      full_match: 1,
      real_name: '',
      display_name: 'deleted user',
      imageid: null,
      deleted: 1,
    });
    expect(chatMatchData(basic, 'me')).not.toHaveProperty('deleted');
  });
});
