// The attack: a person hides "idiot", "send nudes", "bitch" and "motel"; their match writes the words in
// look-alike letters (Cyrillic, Greek, Cherokee, small capitals, dotless ı, full-width, mathematical), with letters
// that render blank inside them (a Hangul filler, zero-width characters), or as one joined word; puts them in a date
// request's place; or names themselves with one. Against a real server and real sockets, every one arrives folded
// for the reader (newchat, history, the matches list, alerts, notifications, the dates list), never for the
// sender, and the ordinary words around them ("idiotic", "skill", "sender") stay unfolded.
import { HIDDEN_WORDS } from '@rookery/shared/domain/hidden-words.ts';
import type { ChatDate, ChatMessage, PersonAlert } from '@rookery/shared/events.ts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiGet, apiPost } from '../modules/auth/testing/auth-test-kit.ts';
import { eastOf } from '../modules/deck/grid.ts';
import { profiles } from '../modules/profile/profile.schema.ts';
import { make, type SignedInPerson } from '../testing/factories.ts';
import { collect, emitAck, waitFor } from '../testing/socket-client.ts';
import { useSocketServer } from '../testing/socket-fixture.ts';

const realtime = useSocketServer();
const DAY = 86_400_000;
const LIST = ['idiot', 'send nudes', 'bitch', 'motel'];

/** The attack's spellings and their cousins: each must arrive folded. */
const DISGUISED = [
  'you іdіоt', // Cyrillic і and о
  'you ІDІОТ', // Cyrillic capitals
  'you ιdιοt', // Greek iota and omicron
  'you ΙDΙΟΤ', // Greek capitals
  'you ᎥᎠᎥᎾᎢ', // Cherokee
  'you ꭵdꭵꮎt', // Cherokee small letters
  'you ɪᴅɪᴏᴛ', // small capitals
  'you ıdıot', // dotless ı
  'you id\u3164iot', // a Hangul filler inside the word
  'you i\u115Fd\u1160iot', // the Hangul choseong and jungseong fillers
  'you id\uFFA0iot', // the half-width Hangul filler
  'you i\u200Bd\u200Ci\u200Do\u2060t', // zero-width space, non-joiner, joiner, word joiner
  'you id\u00ADiot', // a soft hyphen
  'you ｉｄｉｏｔ', // full-width
  'you 𝐢𝐝𝐢𝐨𝐭', // mathematical bold
  'you 𝒾𝒹𝒾ℴ𝓉', // mathematical script
  'you ⓘⓓⓘⓞⓣ', // circled
  'you ídìöt', // accents
  'you i\u0307di\u0307ot', // combining dots
  'you id1ot', // a digit one for the i
  'you IDIOT', // capitals (l and I are one letter to the matcher)
  'you i d i o t', // spelled out
  'you i.d.і.о.t', // spelled out, with look-alikes
  'sendnudes', // the joined phrase
  'SendNudes pls', // joined, in capitals
  'ѕеnd nudеѕ', // Cyrillic ѕ and е
  'send\u3164nudes', // a Hangul filler as the space
  'what a вітсн', // Cyrillic в, і, т, с, н
  'what a ʙɪᴛᴄʜ', // small capitals
  'what a ᏴᎥᎢᏟᎻ', // Cherokee capitals
];
/** Ordinary words near them: each must arrive as sent. */
const PLAIN = [
  'how idiotic',
  'what a skill',
  'the sender',
  'nudes? no',
  'idle talk',
  'motels are fine',
  'bit much',
];

async function saveName(person: SignedInPerson, name: string): Promise<void> {
  await realtime.server.database.db
    .update(profiles)
    .set({ displayName: name })
    .where(eq(profiles.userId, person.id));
}

async function listRow(person: SignedInPerson, room: string): Promise<Record<string, unknown>> {
  const answer = (await apiGet(realtime.server, 'matches', { cookie: person.cookie })).json();
  return (answer.matches as Record<string, unknown>[]).find((m) => m.match_id === room) ?? {};
}

describe('hidden words against look-alike letters, blank letters and joined phrases', () => {
  it(`folds all ${DISGUISED.length} disguised spellings for the reader, and none of the plain ones`, async () => {
    const { a: sender, b: reader, room } = await make.room(realtime.server);
    await apiPost(realtime.server, 'sethiddenwords', { words: LIST }, { cookie: reader.cookie });
    const ss = await realtime.socketOf(sender, room);
    const sr = await realtime.socketOf(reader, room);
    const arrived = collect(sr, 'newchat');
    const all = [...DISGUISED, ...PLAIN];
    for (const text of all) {
      const ack = await emitAck(ss, 'sendchat', { room, text });
      expect(ack.success, text).toBe(true);
      expect((ack as unknown as { chat: ChatMessage }).chat.hidden, text).toBeUndefined();
    }
    await waitFor(sr, 'newchat', () => arrived.length >= all.length).catch(() => undefined);
    const live = new Map(arrived.map(([{ chat }]) => [chat.chattext, chat.hidden === true]));
    const history = (await emitAck(sr, 'loadchats', { room })) as unknown as { chats: ChatMessage[] };
    const stored = new Map(history.chats.map((chat) => [chat.chattext, chat.hidden === true]));
    const missed = DISGUISED.filter((text) => !live.get(text) || !stored.get(text));
    const wrongly = PLAIN.filter((text) => live.get(text) !== false || stored.get(text) !== false);
    console.info(
      `hidden words: ${DISGUISED.length} disguised spellings tried, ${DISGUISED.length - missed.length} caught ` +
        `(live and in history); ${PLAIN.length} plain texts, ${wrongly.length} folded`,
    );
    expect(missed).toEqual([]);
    expect(wrongly).toEqual([]);
  });

  it("folds a date request's place for the person asked: live, answered, in the dates, alert, notifications and list", async () => {
    const { a: sender, b: reader, room } = await make.room(realtime.server);
    await apiPost(realtime.server, 'sethiddenwords', { words: LIST }, { cookie: reader.cookie });
    const ss = await realtime.socketOf(sender, room);
    const sr = await realtime.socketOf(reader, room);
    const location = 'the cheap mоtеl by the bypass'; // Cyrillic о and е
    const readerChat = waitFor(sr, 'newchat', ({ chat }) => chat.type === 'date');
    const senderChat = waitFor(ss, 'newchat', ({ chat }) => chat.type === 'date');
    const readerDates = waitFor(sr, 'dates', ({ dates }) => dates.length > 0);
    const senderDates = waitFor(ss, 'dates', ({ dates }) => dates.length > 0);
    const alert = waitFor(sr, 'alert', (told) => told.kind === 'date');
    const datedb = new Date(Date.now() + 3 * DAY).toISOString();
    const asked = await emitAck(ss, 'setdate', { room, datedb, location });
    expect(asked.success).toBe(true);
    expect((await readerChat)[0].chat.hidden).toBe(true);
    expect((await senderChat)[0].chat.hidden).toBeUndefined();
    const [{ dates: seen }] = await readerDates;
    expect(seen.map((d) => d.location)).toEqual([HIDDEN_WORDS.folded]);
    expect((await senderDates)[0].dates.map((d) => d.location)).toEqual([location]);
    const [told] = await alert;
    expect((told as Extract<PersonAlert, { kind: 'date' }>).date.location).toBe(HIDDEN_WORDS.folded);
    expect((await emitAck(sr, 'getdates', { room })) as unknown as { dates: ChatDate[] }).toMatchObject({
      dates: [{ location: HIDDEN_WORDS.folded }],
    });

    const notes = (await apiGet(realtime.server, 'notifications', { cookie: reader.cookie })).json();
    expect(JSON.stringify(notes)).not.toContain('bypass');
    expect(JSON.stringify(notes)).toContain(HIDDEN_WORDS.folded);
    expect(await listRow(reader, room)).toMatchObject({
      lastchattext: HIDDEN_WORDS.folded,
      lastchathidden: 1,
    });
    expect((await listRow(sender, room)).lastchattext).toContain('bypass');

    // Declining it updates the message: still folded for the reader.
    const dateId = seen[0]?.id as string;
    const updated = waitFor(sr, 'chatupdated', ({ chat }) => chat.type === 'date');
    await emitAck(sr, 'acceptdate', { room, dateref: dateId, accepted: false, my_id: reader.id });
    expect((await updated)[0].chat.hidden).toBe(true);
  });

  it("folds the sender's name for the reader: matches list, message alert and notifications", async () => {
    const { a: sender, b: reader, room } = await make.room(realtime.server, { fullMatch: true });
    await saveName(sender, 'Іdіоt Hunter');
    await apiPost(realtime.server, 'sethiddenwords', { words: LIST }, { cookie: reader.cookie });
    expect((await listRow(reader, room)).display_name).toBe(HIDDEN_WORDS.name);
    expect((await listRow(sender, room)).display_name).not.toBe(HIDDEN_WORDS.name);

    const ss = await realtime.socketOf(sender, room);
    const sr = await realtime.socketOf(reader);
    const alert = waitFor(sr, 'alert', (told) => told.kind === 'message');
    await emitAck(ss, 'sendchat', { room, text: 'hello there' });
    const [told] = await alert;
    expect((told as Extract<PersonAlert, { kind: 'message' }>).from.display_name).toBe(HIDDEN_WORDS.name);
    expect(JSON.stringify(told)).not.toMatch(/hunter/i);

    const datedb = new Date(Date.now() + 3 * DAY).toISOString();
    await emitAck(ss, 'setdate', { room, datedb, location: 'The park' });
    const notes = (await apiGet(realtime.server, 'notifications', { cookie: reader.cookie })).json();
    expect(JSON.stringify(notes)).not.toMatch(/hunter/i);

    // The profile view: the name (and the real name of a full match) and their own texts.
    await realtime.server.database.db
      .update(profiles)
      .set({ tagline: 'ЅеndNudеѕ?', description: 'Hi', realName: 'Real Іdіоt' })
      .where(eq(profiles.userId, sender.id));
    const view = (
      await apiGet(realtime.server, `profilebyid&id=${sender.id}&full=1`, { cookie: reader.cookie })
    ).json();
    expect(view.profile[0]).toMatchObject({
      display_name: HIDDEN_WORDS.name,
      real_name: HIDDEN_WORDS.name,
      tagline: HIDDEN_WORDS.folded,
      description: 'Hi',
    });
    const own = (
      await apiGet(realtime.server, `profilebyid&id=${sender.id}&full=1`, { cookie: sender.cookie })
    ).json();
    expect(own.profile[0]).toMatchObject({ display_name: 'Іdіоt Hunter', tagline: 'ЅеndNudеѕ?' });
  });

  it("folds a candidate's name and texts in the deck", async () => {
    const at = { latitude: 10.5, longitude: 20.5 };
    const viewer = await make.person(realtime.server, { gender: 'Male', preference: 'Woman', at });
    await make.person(realtime.server, {
      gender: 'Female',
      preference: 'Man',
      at: eastOf(at, 3),
      displayName: 'ᏴᎥᎢᏟᎻ queen',
    });
    await apiPost(realtime.server, 'sethiddenwords', { words: LIST }, { cookie: viewer.cookie });
    const deck = (await apiGet(realtime.server, 'matchlist', { cookie: viewer.cookie })).json();
    expect(deck.matches).toHaveLength(1);
    // people.ts writes the name into the tagline and description too ("Tagline of …", "About …").
    expect(deck.matches[0]).toMatchObject({
      display_name: HIDDEN_WORDS.name,
      tagline: HIDDEN_WORDS.folded,
      description: HIDDEN_WORDS.folded,
    });
  });
});
