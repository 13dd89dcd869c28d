// What each alert's push says: who and what kind, never the text or the real name; a ringing call is
// urgent and lives only while it may ring; alerts that matter only to an open app are not pushed.
import type { AlertPerson, ChatDate, ChatMessage, PersonAlert } from '@rookery/shared/events.ts';
import { describe, expect, it } from 'vitest';
import { pushDeliveryOf } from './push-payload.ts';

const room = '0b7c9b0e-6a3e-4c7a-9a55-1f0b8c1d2e3f';
const from: AlertPerson = {
  user_id: 'u1',
  display_name: 'Bea',
  real_name: 'Beatrice Secretname',
  imageid: null,
};
const chat = { text: 'the secret words' } as unknown as ChatMessage;
const date = { place: 'the secret place' } as unknown as ChatDate;
const options = { product: 'Rookery', callTtlSeconds: 45 };

const ringing: PersonAlert = { kind: 'call', room, from, vctype: 'video', state: 'ringing' };
const missed: PersonAlert = { kind: 'call', room, from, vctype: 'audio', state: 'missed' };
const gift: PersonAlert = { kind: 'gift', room, from };

const pushed: [PersonAlert, string][] = [
  [{ kind: 'message', room, from, chat, unread: 3 }, 'New message from Bea'],
  [{ kind: 'match', room, from }, "It's a match! Say hello to Bea"],
  [{ kind: 'fullprofile', room, from, state: 'requested' }, 'Bea would like to see your full profile'],
  [{ kind: 'fullprofile', room, from, state: 'accepted' }, 'Bea shared their full profile with you'],
  [{ kind: 'date', room, from, state: 'requested', date }, 'Bea asked you on a date'],
  [{ kind: 'date', room, from, state: 'cancelled', date }, 'Bea cancelled your date'],
  [gift, 'Bea sent you a gift'],
  [ringing, 'Bea is video calling you'],
  [missed, 'Missed call from Bea'],
];

describe('push payloads', () => {
  it.each(pushed)('%# says who and what kind, and opens the room', (alert, body) => {
    const delivery = pushDeliveryOf(alert, options);
    expect(delivery?.payload).toEqual({
      title: 'Rookery',
      body,
      url: `/app/matches?room=${room}`,
      tag: `${room}:${alert.kind}`,
    });
    const json = JSON.stringify(delivery);
    for (const secret of ['Beatrice', 'Secretname', 'secret words', 'secret place']) {
      expect(json).not.toContain(secret);
    }
  });

  it('rings urgently for as long as a call may ring; other news keeps a day', () => {
    const call = pushDeliveryOf(ringing, options);
    expect(call).toMatchObject({ urgency: 'high', ttl: 45 });
    expect(pushDeliveryOf(gift, options)).toMatchObject({ urgency: 'normal', ttl: 86400 });
    // A call's "missed" replaces its "is calling you": one tag and one topic per room and kind.
    expect(pushDeliveryOf(missed, options)?.topic).toBe(call?.topic);
    expect(pushDeliveryOf(gift, options)?.topic).not.toBe(call?.topic);
  });

  it('pushes nothing for news that only matters to an open app', () => {
    const appOnly: PersonAlert[] = [
      { kind: 'read', room, unread: 0 },
      { kind: 'matchended', room },
      { kind: 'call', room, from, vctype: 'audio', state: 'answered' },
      { kind: 'call', room, from, vctype: 'audio', state: 'ended' },
      {
        kind: 'notification',
        unread: 1,
        notification: { id: 'n', title: 't', notification: 'x', created: '' },
      },
    ];
    for (const alert of appOnly) expect(pushDeliveryOf(alert, options)).toBeNull();
  });

  it('shortens a long display name and never sends an empty one', () => {
    const long = pushDeliveryOf({ ...gift, from: { ...from, display_name: 'x'.repeat(200) } }, options);
    expect(long?.payload.body.length).toBeLessThan(100);
    const blank = pushDeliveryOf({ ...gift, from: { ...from, display_name: '  ' } }, options);
    expect(blank?.payload.body).toBe('Your match sent you a gift');
  });
});
