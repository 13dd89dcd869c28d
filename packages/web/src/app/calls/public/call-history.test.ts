import { describe, expect, it } from 'vitest';
import { callHistoryLine } from './call-history.ts';

const call = (status: 'pending' | 'accepted' | 'declined' | 'expired', reference: string | null = null) => ({
  status,
  reference,
});

describe('call history in the chat', () => {
  it('says on both sides how a call went', () => {
    expect(callHistoryLine(call('expired'), 'voice', true)).toBe('Voice call, no answer');
    expect(callHistoryLine(call('expired'), 'voice', false)).toBe('Missed voice call');
    expect(callHistoryLine(call('expired'), 'video', false)).toBe('Missed video call');
    expect(callHistoryLine(call('declined'), 'voice', true)).toBe('Voice call declined');
    expect(callHistoryLine(call('declined'), 'voice', false)).toBe('You declined a voice call');
    expect(callHistoryLine(call('accepted', 'ended'), 'video', true)).toBe('Video call');
    expect(callHistoryLine(call('accepted', 'ended'), 'video', false)).toBe('Video call');
    expect(callHistoryLine(call('accepted', 'in-call'), 'voice', false)).toBe('Voice call in progress');
  });

  it('adds how long an answered call lasted, on both sides', () => {
    const ended = (duration: number) => ({ status: 'accepted' as const, reference: 'ended', duration });
    expect(callHistoryLine(ended(42), 'voice', true)).toBe('Voice call · 42 s');
    expect(callHistoryLine(ended(42), 'voice', false)).toBe('Voice call · 42 s');
    expect(callHistoryLine(ended(0), 'video', false)).toBe('Video call · 0 s');
    expect(callHistoryLine(ended(59), 'voice', true)).toBe('Voice call · 59 s');
    expect(callHistoryLine(ended(60), 'voice', true)).toBe('Voice call · 1 min');
    expect(callHistoryLine(ended(4 * 60 + 10), 'video', true)).toBe('Video call · 4 min');
    expect(callHistoryLine(ended(12 * 60 + 40), 'voice', false)).toBe('Voice call · 13 min');
  });

  it('leaves the ringing request to its card for the callee', () => {
    expect(callHistoryLine(call('pending'), 'voice', false)).toBeNull();
    expect(callHistoryLine(call('pending'), 'voice', true)).toBe('You started a voice call');
  });
});
