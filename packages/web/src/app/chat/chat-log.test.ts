import type { ChatMessage } from '@rookery/shared/events.ts';
import { describe, expect, it } from 'vitest';
import {
  type ChatLog,
  chatLogReducer,
  emptyLog,
  groupByDay,
  mergeMessages,
  type Outgoing,
  settleOutgoing,
} from './chat-log.ts';

const ROOM = '11111111-1111-4111-8111-111111111111';
const ME = '22222222-2222-4222-8222-222222222222';

function chat(id: number, extra: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    type: 'text',
    chattext: `message ${id}`,
    from_id: ME,
    room_id: ROOM,
    reference: null,
    created: new Date(Date.UTC(2025, 2, 1, 10, id)).toISOString(),
    ...extra,
  };
}

function outgoing(cid: string, state: Outgoing['state'] = 'sending'): Outgoing {
  return { cid, text: cid, created: '2025-03-01T10:00:00.000Z', state };
}

const ids = (log: ChatLog) => log.messages.map((message) => message.id);

describe('mergeMessages', () => {
  it('keeps id order, drops duplicates and lets the newer copy of a message win', () => {
    const merged = mergeMessages([chat(1), chat(3)], [chat(2), chat(3, { chattext: 'edited' })]);
    expect(merged.map((message) => message.id)).toEqual([1, 2, 3]);
    expect(merged[2]?.chattext).toBe('edited');
  });
});

describe('settleOutgoing', () => {
  it('removes only the outgoing messages whose cid came back stored', () => {
    const left = settleOutgoing(
      [outgoing('a'), outgoing('b')],
      [chat(5, { cid: 'a' }), chat(6, { cid: null })],
    );
    expect(left.map((item) => item.cid)).toEqual(['b']);
  });
});

describe('chatLogReducer', () => {
  it('the server echo replaces the optimistic message by cid', () => {
    let log = chatLogReducer(emptyLog, { type: 'page', chats: [chat(1)], more: false });
    log = chatLogReducer(log, { type: 'write', outgoing: outgoing('cid-1') });
    expect(log.outgoing).toHaveLength(1);
    log = chatLogReducer(log, { type: 'message', chat: chat(2, { cid: 'cid-1' }) });
    expect(log.outgoing).toHaveLength(0);
    expect(ids(log)).toEqual([1, 2]);
  });

  it('a failed message stays with its error until retried, and writing the same cid twice keeps one', () => {
    let log = chatLogReducer(emptyLog, { type: 'write', outgoing: outgoing('x') });
    log = chatLogReducer(log, { type: 'write', outgoing: outgoing('x') });
    log = chatLogReducer(log, { type: 'outgoing', cid: 'x', state: 'failed', error: 'Too slow' });
    expect(log.outgoing).toEqual([expect.objectContaining({ cid: 'x', state: 'failed', error: 'Too slow' })]);
    log = chatLogReducer(log, { type: 'outgoing', cid: 'x', state: 'sending' });
    expect(log.outgoing[0]?.state).toBe('sending');
    expect(log.outgoing[0]?.error).toBeUndefined();
  });

  it('a catch-up page after a reconnect merges with what is held and settles resent messages', () => {
    let log = chatLogReducer(emptyLog, { type: 'page', chats: [chat(8), chat(9), chat(10)], more: true });
    log = chatLogReducer(log, { type: 'write', outgoing: outgoing('late') });
    log = chatLogReducer(log, {
      type: 'page',
      chats: [chat(9), chat(10), chat(11), chat(12, { cid: 'late' })],
      more: false,
    });
    expect(ids(log)).toEqual([8, 9, 10, 11, 12]);
    expect(log.outgoing).toEqual([]);
    // The catch-up page started above what was held's oldest: it says nothing about older history.
    expect(log.more).toBe(true);
  });

  it('an older page extends the start and decides whether more remains', () => {
    let log = chatLogReducer(emptyLog, { type: 'page', chats: [chat(51), chat(52)], more: true });
    log = chatLogReducer(log, { type: 'page', chats: [chat(1), chat(2)], more: false });
    expect(ids(log)).toEqual([1, 2, 51, 52]);
    expect(log.more).toBe(false);
  });

  it('a catch-up page that leaves a hole replaces what was held', () => {
    let log = chatLogReducer(emptyLog, { type: 'page', chats: [chat(1), chat(2)], more: false });
    log = chatLogReducer(log, { type: 'page', chats: [chat(90), chat(91)], more: true });
    expect(ids(log)).toEqual([90, 91]);
    expect(log.more).toBe(true);
  });

  it('an empty first page is loaded with nothing older', () => {
    const log = chatLogReducer(emptyLog, { type: 'page', chats: [], more: false });
    expect(log.loaded).toBe(true);
    expect(log.more).toBe(false);
  });

  it('the pending requests follow the latest getchatnotifications, and a hidden notice stays hidden', () => {
    let log = chatLogReducer(emptyLog, { type: 'requests', chats: [chat(4, { type: 'notification' })] });
    expect(log.requests).toEqual([4]);
    expect(ids(log)).toEqual([4]);
    log = chatLogReducer(log, { type: 'requests', chats: [] });
    expect(log.requests).toEqual([]);
    log = chatLogReducer(log, { type: 'hide', id: 4 });
    log = chatLogReducer(log, { type: 'hide', id: 4 });
    expect(log.hidden).toEqual([4]);
  });
});

describe('grouping by day', () => {
  const items = [
    { created: '2025-03-01T22:30:00.000Z' },
    { created: '2025-03-01T23:30:00.000Z' },
    { created: '2025-03-02T09:00:00.000Z' },
  ];

  it('splits at midnight of the zone, not of UTC', () => {
    const before = process.env.TZ;
    process.env.TZ = 'UTC';
    expect(groupByDay(items).map((group) => [group.day, group.items.length])).toEqual([
      ['2025-03-01', 2],
      ['2025-03-02', 1],
    ]);
    // Auckland is 13 hours ahead in March: all three fall on 2 March there.
    process.env.TZ = 'Pacific/Auckland';
    expect(groupByDay(items).map((group) => [group.day, group.items.length])).toEqual([['2025-03-02', 3]]);
    // Los Angeles is 8 hours behind: the last one is still 2 March 01:00, the first two 1 March.
    process.env.TZ = 'America/Los_Angeles';
    expect(groupByDay(items).map((group) => group.items.length)).toEqual([2, 1]);
    process.env.TZ = before;
  });
});

describe('a catch-up', () => {
  it("merges what it found like live messages, settles the sender's own, and leaves the paging as it was", () => {
    const held = chatLogReducer(
      chatLogReducer(emptyLog, { type: 'page', chats: [chat(10), chat(14)], more: true }),
      { type: 'write', outgoing: outgoing('mine') },
    );
    const caught = chatLogReducer(held, {
      type: 'newer',
      chats: [chat(11), chat(12, { cid: 'mine' }), chat(14)],
    });
    expect(ids(caught)).toEqual([10, 11, 12, 14]);
    expect(caught.outgoing).toEqual([]);
    expect(caught.more).toBe(true);
  });
});
