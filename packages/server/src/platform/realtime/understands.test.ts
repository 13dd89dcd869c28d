// What a handshake says a client understands: the auth array, the query's comma list, nothing else.
import { HIDDEN_WORDS } from '@rookery/shared/domain/hidden-words.ts';
import type { ChatMessage } from '@rookery/shared/events.ts';
import { describe, expect, it } from 'vitest';
import { foldedArgs, understoodBy } from './understands.ts';

const said = (auth: unknown, query: unknown = {}) => [...understoodBy({ auth, query })];

describe('understoodBy', () => {
  it('reads auth.understands and the query, and ignores what it does not know', () => {
    expect(said({ understands: ['hidden'] })).toEqual(['hidden']);
    expect(said({}, { understands: 'flagged, hidden' })).toEqual(['hidden']);
    expect(said({}, { understands: ['hidden'] })).toEqual(['hidden']);
    expect(said({})).toEqual([]);
    expect(said(null, null)).toEqual([]);
    expect(said({ understands: 'HIDDEN' })).toEqual([]);
    expect(said({ understands: [{ hidden: true }, 7, null] })).toEqual([]);
    expect(said({ understands: 'x'.repeat(10_000) })).toEqual([]);
  });
});

describe('foldedArgs', () => {
  const chat = (hidden: boolean): ChatMessage => ({
    id: 1,
    type: 'text',
    chattext: 'you idiot',
    from_id: 'a',
    room_id: 'r',
    reference: null,
    created: '2026-11-28T00:00:00.000Z',
    ...(hidden ? { hidden: true as const } : {}),
  });

  it('folds a hidden message and leaves the rest as they are, the same array when nothing changes', () => {
    const plain: [{ chat: ChatMessage }] = [{ chat: chat(false) }];
    expect(foldedArgs(plain)).toBe(plain);
    const [folded] = foldedArgs([{ chat: chat(true) }]);
    expect(folded.chat).toMatchObject({ chattext: HIDDEN_WORDS.folded, hidden: true });
  });
});
