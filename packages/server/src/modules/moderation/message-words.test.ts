// What a moderator reads for each kind of chat message: words, never the wire's markers or ISO times.
import { CHAT_MARKERS } from '@rookery/shared/events.ts';
import { describe, expect, it } from 'vitest';
import { messageInWords } from './message-words.ts';

describe('messageInWords', () => {
  it('says markers, images and date requests in words', () => {
    expect(messageInWords({ type: 'notification', chattext: CHAT_MARKERS.joinCallVideo })).toBe(
      'Started a video call',
    );
    expect(messageInWords({ type: 'notification', chattext: CHAT_MARKERS.fullProfileRequest })).toBe(
      'Asked to share full profiles (photos and real names)',
    );
    expect(messageInWords({ type: 'image', chattext: 'a1b2c3.jpg' })).toBe('Sent an image');
    expect(
      messageInWords({ type: 'date', chattext: 'The Penguin Café, Quay St, 2026-11-28T09:07:00.000Z' }),
    ).toBe('Asked for a date: The Penguin Café, Quay St, 2026-11-28 09:07 UTC');
  });

  it('keeps what a person wrote as it is, brackets and all', () => {
    expect(messageInWords({ type: 'text', chattext: '[[join-call:video]] is what I typed' })).toBe(
      '[[join-call:video]] is what I typed',
    );
    expect(messageInWords({ type: 'notification', chattext: 'Full Profile request was accepted' })).toBe(
      'Full Profile request was accepted',
    );
  });
});
