// Hidden words: how words match, the list's limits and messages, that only its owner reads or sets
// it, and that a message holding one arrives folded for the receiver alone: live (newchat, alert), in history, in
// the matches list and in a push, while the sender sees nothing of it.
import { HIDDEN_WORDS, HIDDEN_WORDS_TEXT } from '@rookery/shared/domain/hidden-words.ts';
import type { ChatMessage, PersonAlert } from '@rookery/shared/events.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { make, type SignedInPerson } from '../../testing/factories.ts';
import { emitAck, waitFor } from '../../testing/socket-client.ts';
import { useSocketServer } from '../../testing/socket-fixture.ts';
import type { TestServer } from '../../testing/test-server.ts';
import { apiGet, apiPost } from '../auth/testing/auth-test-kit.ts';
import { pushDeliveryOf } from '../push/push-payload.ts';
import { hiddenWordsMatcher } from './hidden-words.matcher.ts';

const realtime = useSocketServer();
let server: TestServer;
beforeAll(() => {
  server = realtime.server;
});

const joined = (person: SignedInPerson, room: string) => realtime.socketOf(person, room);

const setWords = (person: SignedInPerson, words: unknown) =>
  apiPost(server, 'sethiddenwords', { words }, { cookie: person.cookie });

describe('hidden words: matching', () => {
  const hides = hiddenWordsMatcher(['pineapple', 'Hot Tub', 'café', 'bad']);
  it.each([
    ['I love pineapple', true],
    ['PINEAPPLE!!!', true],
    ['pine-apple', false],
    ['pineapples', false],
    ['a hot   tub tonight', true],
    ['HOT\ttub', true],
    ['hot-tub?', true],
    ['hot tubs', false],
    ['meet at the CAFE', true],
    ['meet at the cafe\u0301', true],
    ['pine\u200Bapple', true],
    ['b a d', true],
    ['B.A.D', true],
    ['that was b-a-d of you', true],
    ['badminton', false],
    ['a bad day', true],
    ['nothing to see', false],
  ])('%j → %s', (text, expected) => {
    expect(hides?.(text)).toBe(expected);
  });
  it('an empty list hides nothing', () => {
    expect(hiddenWordsMatcher([])).toBeNull();
    expect(hiddenWordsMatcher(['  ', '!!'])).toBeNull();
  });
});

describe('hidden words: the list', () => {
  it('is tidied: trimmed, inner spaces collapsed, blanks dropped, duplicates merged across case and accents', async () => {
    const { a } = await make.room(server);
    const res = await setWords(a, ['  Hot   Tub ', 'hot tub', 'Café', 'CAFE', '', 'pineapple']);
    expect(res.statusCode).toBe(200);
    expect(res.json().words).toEqual(['Hot Tub', 'Café', 'pineapple']);
    expect((await apiGet(server, 'hiddenwords', { cookie: a.cookie })).json().words).toEqual([
      'Hot Tub',
      'Café',
      'pineapple',
    ]);
  });

  it('refuses more than the limit, an overlong word, a word without letters and a non-list, never with a 500', async () => {
    const { a } = await make.room(server);
    const many = Array.from({ length: HIDDEN_WORDS.max + 1 }, (_, i) => `word${i}`);
    const cases: [unknown, string][] = [
      [many, HIDDEN_WORDS_TEXT.tooMany],
      [['x'.repeat(HIDDEN_WORDS.maxLength + 1)], HIDDEN_WORDS_TEXT.tooLong],
      [['!!!'], HIDDEN_WORDS_TEXT.empty],
      ['pineapple', HIDDEN_WORDS_TEXT.notAList],
      [[42], HIDDEN_WORDS_TEXT.notAList],
      [Array.from({ length: 10_000 }, () => 'a'), HIDDEN_WORDS_TEXT.tooMany],
    ];
    for (const [words, message] of cases) {
      const res = await setWords(a, words);
      expect(res.statusCode, JSON.stringify(words).slice(0, 40)).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    // Exactly the limit, with duplicates beyond it, is fine.
    const atLimit = Array.from({ length: HIDDEN_WORDS.max }, (_, i) => `word${i}`);
    const res = await setWords(a, [...atLimit, 'WORD1', 'Word2']);
    expect(res.statusCode).toBe(200);
    expect(res.json().words).toHaveLength(HIDDEN_WORDS.max);
  });

  it("is the caller's own: nobody reads or sets another person's list, whatever ids they send", async () => {
    const { a, b } = await make.room(server);
    await setWords(a, ['secretword']);
    const asB = await apiGet(server, `hiddenwords&user_id=${a.id}&id=${a.id}`, { cookie: b.cookie });
    expect(asB.json().words).toEqual([]);
    await apiPost(
      server,
      'sethiddenwords',
      { words: ['other'], user_id: a.id, id: a.id },
      { cookie: b.cookie },
    );
    expect((await apiGet(server, 'hiddenwords', { cookie: a.cookie })).json().words).toEqual(['secretword']);
    expect((await apiGet(server, 'hiddenwords', { cookie: b.cookie })).json().words).toEqual(['other']);
    expect((await apiGet(server, 'hiddenwords', {})).statusCode).toBe(401);
    expect((await apiPost(server, 'sethiddenwords', { words: [] }, {})).statusCode).toBe(401);
  });
});

describe('hidden words: messages', () => {
  it('folds a message for its receiver only: live, in the alert, in history, in the matches list and in a push', async () => {
    const { a: sender, b: reader, room } = await make.room(server);
    await setWords(reader, ['pineapple']);
    const senderSocket = await joined(sender, room);
    const readerSocket = await joined(reader, room);
    const readerSees = waitFor(readerSocket, 'newchat', ({ chat }) => chat.chattext.includes('PINE'));
    const senderSees = waitFor(senderSocket, 'newchat', ({ chat }) => chat.chattext.includes('PINE'));
    const alert = waitFor(readerSocket, 'alert', (a) => a.kind === 'message');
    const ack = await emitAck(senderSocket, 'sendchat', { room, text: 'Fancy a PINEAPPLE pizza?' });
    expect(ack.success).toBe(true);
    const sent = (ack as unknown as { chat: ChatMessage }).chat;
    expect(sent.hidden).toBeUndefined();
    const [received] = await readerSees;
    expect(received.chat).toMatchObject({ id: sent.id, hidden: true, chattext: 'Fancy a PINEAPPLE pizza?' });
    const [echoed] = await senderSees;
    expect(echoed.chat.hidden).toBeUndefined();
    expect(JSON.stringify(echoed)).not.toContain('hidden');
    const [told] = await alert;
    expect(told).toMatchObject({ kind: 'message', chat: { id: sent.id, hidden: true } });

    // A message without the word is not folded.
    const plain = waitFor(readerSocket, 'newchat', ({ chat }) => chat.chattext === 'Or olives?');
    await emitAck(senderSocket, 'sendchat', { room, text: 'Or olives?' });
    expect((await plain)[0].chat.hidden).toBeUndefined();

    // History: folded for the reader (also their own words are never folded), plain for the sender.
    const readerPage = await emitAck(readerSocket, 'loadchats', { room });
    const chatsOf = (answer: unknown) => (answer as { chats: ChatMessage[] }).chats;
    expect(chatsOf(readerPage).find((c) => c.id === sent.id)?.hidden).toBe(true);
    const senderPage = await emitAck(senderSocket, 'loadchats', { room });
    expect(chatsOf(senderPage).some((c) => c.hidden)).toBe(false);

    // The matches list's preview: folded for the reader, as sent for the sender.
    await emitAck(senderSocket, 'sendchat', { room, text: 'pineapple it is' });
    const list = (person: SignedInPerson) =>
      apiGet(server, 'matches', { cookie: person.cookie }).then(
        (res) => (res.json().matches as Record<string, unknown>[]).find((m) => m.match_id === room) ?? {},
      );
    expect(await list(reader)).toMatchObject({ lastchattext: HIDDEN_WORDS.folded, lastchathidden: 1 });
    const senders = await list(sender);
    expect(senders.lastchattext).toBe('pineapple it is');
    expect(senders.lastchathidden).toBeUndefined();

    // A push never carries a message's text, hidden or not.
    const push = pushDeliveryOf(told as PersonAlert, { product: 'Rookery', callTtlSeconds: 30 });
    expect(JSON.stringify(push)).not.toMatch(/pineapple/i);

    // A word added later folds earlier messages too; a word removed unfolds them.
    await setWords(reader, ['olives']);
    const again = chatsOf(await emitAck(readerSocket, 'loadchats', { room }));
    expect(again.filter((c) => c.hidden).map((c) => c.chattext)).toEqual(['Or olives?']);
  });
});
