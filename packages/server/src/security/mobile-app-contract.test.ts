// The contract as the existing mobile app speaks it (RULES.md "Calls the app makes", "Errors", "Wire envelope"): a
// real server, HTTP calls with the session cookie, a socket with no Origin, no handshake fields and no
// acknowledgement callbacks, and no field read that the app does not know. Sign in, the matches list, open the chat,
// send and receive, a full match's photo by the session (no signed link), a flagged image that arrives blurred, a
// hidden-word message that arrives folded, and a muted sender refused (messages, requests, dates, gifts, calls)
// without being sent back to the matches list. A web client that says it understands `hidden` and asks for the
// original keeps what it had.
import { HIDDEN_WORDS } from '@rookery/shared/domain/hidden-words.ts';
import type { ChatMessage } from '@rookery/shared/events.ts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_COMMANDS } from '../admin/admin-commands.ts';
import { runAdmin } from '../admin/admin-runner.ts';
import { users } from '../modules/auth/auth.schema.ts';
import { hashPassword } from '../modules/auth/password.ts';
import { apiGet, apiPost, sessionCookieOf, signIn } from '../modules/auth/testing/auth-test-kit.ts';
import { chatMessages } from '../modules/chat/chat.schema.ts';
import { download, makeJpeg } from '../modules/media/testing/media-test-kit.ts';
import { MUTED_TEXT } from '../modules/moderation/mute-check.ts';
import { storageKeys } from '../platform/storage/storage.ts';
import { make, type SignedInPerson } from '../testing/factories.ts';
import { collect, type TestSocket, waitFor } from '../testing/socket-client.ts';
import { useSocketServer } from '../testing/socket-fixture.ts';
import type { TestServer } from '../testing/test-server.ts';

const realtime = useSocketServer();
let server: TestServer;
beforeAll(() => {
  server = realtime.server;
});

/** The app's socket: the session cookie and nothing else (no Origin, no auth, no callbacks). */
const appSocket = (cookie: string) => realtime.connect({ cookie, origin: null, auth: null });

/** The web app's (the test kit's default): the site's Origin, and it says it folds `hidden` messages itself. */
const webSocket = (cookie: string) => realtime.connect({ cookie });

/** joinroom as the app sends it (no callback), answered by getchats. */
async function appJoins(socket: TestSocket, room: string, user: string): Promise<ChatMessage[]> {
  const page = waitFor(socket, 'getchats', (p) => p.room === room);
  socket.emit('joinroom', { room, user });
  const [answer] = await page;
  expect(answer.success).toBe(true);
  return answer.chats;
}

const textFrom = (from: string, text: string) => (p: { chat: ChatMessage }) =>
  p.chat.from_id === from && p.chat.type === 'text' && (text === '' || p.chat.chattext === text);

/** A chat image the shield flagged, stored as the upload stores it (the classifier's model is not loaded here). */
async function flaggedImage(room: string, from: SignedInPerson, bytes: Buffer): Promise<string> {
  const filename = `${crypto.randomUUID()}.jpg`;
  await server.app.services.storage.put(storageKeys.chatImage(room, filename), bytes, 'image/jpeg');
  await server.database.db
    .insert(chatMessages)
    .values({ roomId: room, fromId: from.id, type: 'image', chattext: filename, flagged: true });
  return filename;
}

describe('the mobile app (RULES.md "Calls the app makes", "Errors") against a real server', () => {
  it('signs in, lists, chats, sees a full match’s photo, and is kept safe without knowing the new fields', async () => {
    const password = 'rockhopper penguins 42';
    const a = await make.person(server, { displayName: 'Ana' });
    await server.database.db
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, a.id));
    const b = await make.person(server, { displayName: 'Ben' });
    const photo = await makeJpeg();
    await server.app.services.storage.put(
      storageKeys.privatePhoto(b.id, b.photoFilename as string),
      photo,
      'image/jpeg',
    );
    const room = await make.match(server, a, b, true);

    // Sign in (POST /signin {data:{platform, ...}}: success).
    const signedIn = await signIn(server, {
      platform: 'Email',
      username: a.email,
      password,
      deviceid: 'android-7f3a',
    });
    expect([signedIn.statusCode, signedIn.json().success]).toEqual([200, true]);
    const cookie = sessionCookieOf(signedIn);

    // The matches list (matches, notifications).
    const list = (await apiGet(server, 'matches', { cookie })).json();
    expect(list.success).toBe(true);
    expect(typeof list.notifications).toBe('number');
    const match = (list.matches as Record<string, unknown>[]).find((m) => m.match_id === room);
    expect(match).toMatchObject({ user_id: b.id, full_match: 1 });

    // Open the chat, send and receive: no callbacks anywhere.
    const mine = await appSocket(cookie);
    const theirs = await appSocket(b.cookie);
    expect(await appJoins(mine, room, a.id)).toEqual([]);
    await appJoins(theirs, room, b.id);
    const arrived = waitFor(theirs, 'newchat', textFrom(a.id, 'Hello from the app'));
    mine.emit('sendchat', { room, my_id: a.id, text: 'Hello from the app', type: 'text' });
    expect((await arrived)[0].chat).toMatchObject({ room_id: room, chattext: 'Hello from the app' });
    const answer = waitFor(mine, 'newchat', textFrom(b.id, 'Hi Ana'));
    theirs.emit('sendchat', { room, my_id: b.id, text: 'Hi Ana', type: 'text' });
    await answer;

    // A full match's private photo on the RULES.md "Calls the app makes" link, by the session alone.
    const got = await download(
      server,
      { cookie } as SignedInPerson,
      `type=ProfileImage&file=${b.photoFilename}`,
    );
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(photo)).toBe(true);

    // A flagged image arrives blurred on the app's link; its sender and a client asking for the original get it.
    const explicit = await makeJpeg({ width: 800, height: 600 });
    const file = await flaggedImage(room, b, explicit);
    const image = (await appJoins(mine, room, a.id)).find((chat) => chat.type === 'image');
    expect(image?.chattext).toBe(file);
    const link = `type=ChatImage&room=${room}&file=${file}`;
    const blurred = await download(server, { cookie } as SignedInPerson, link);
    expect([blurred.statusCode, blurred.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect(blurred.rawPayload.equals(explicit)).toBe(false);
    const shape = await sharp(blurred.rawPayload).metadata();
    expect(Math.max(shape.width ?? 0, shape.height ?? 0)).toBeLessThanOrEqual(320);
    // Its halves (red and blue in the original) have run together: no sharp edge is left in the middle.
    const { data } = await sharp(blurred.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const mid = Math.floor((shape.width ?? 0) / 2);
    const row = Math.floor((shape.height ?? 0) / 2) * (shape.width ?? 0);
    const redAt = (x: number) => data[(row + x) * 3] ?? 0;
    expect(Math.abs(redAt(mid - 3) - redAt(mid + 3))).toBeLessThan(80);
    expect((await download(server, b, link)).rawPayload.equals(explicit)).toBe(true);
    expect(
      (await download(server, { cookie } as SignedInPerson, `${link}&original=1`)).rawPayload.equals(
        explicit,
      ),
    ).toBe(true);

    // A hidden-word message arrives folded (the words set on the web), live and in history.
    expect((await apiPost(server, 'sethiddenwords', { words: ['idiot'] }, { cookie })).statusCode).toBe(200);
    const hidden = waitFor(mine, 'newchat', textFrom(b.id, ''));
    theirs.emit('sendchat', { room, my_id: b.id, text: 'you idiot', type: 'text' });
    const [live] = await hidden;
    expect(live.chat.chattext).toBe(HIDDEN_WORDS.folded);
    const history = await appJoins(mine, room, a.id);
    expect(JSON.stringify(history)).not.toContain('idiot');
    expect(history.at(-1)?.chattext).toBe(HIDDEN_WORDS.folded);

    // A muted sender is refused in the room, told why, and stays in the chat (no joinfailed).
    const mute = await runAdmin(
      server.app,
      ADMIN_COMMANDS,
      ['mute', a.email, '--until', '2031-03-03', '--reason', 'Threats', '--by', 'mo'],
      'mo',
    );
    expect(mute.status).toBe(0);
    const left = collect(mine, 'joinfailed');
    const refused = waitFor(mine, 'refused', (r) => r.event === 'sendchat');
    mine.emit('sendchat', { room, my_id: a.id, text: 'let me in', type: 'text', cid: 'c-1' });
    expect((await refused)[0]).toEqual({
      event: 'sendchat',
      room,
      cid: 'c-1',
      error: MUTED_TEXT.until(new Date('2031-03-03T00:00:00Z')),
    });
    // Every other way of writing to the match (the RULES.md "Calls the app makes" events, as the app sends them): the same.
    const muted = collect(mine, 'refused');
    const when = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString();
    mine.emit('sendchatnotification', { room, my_id: a.id, text: '[[full-profile-request]]' });
    mine.emit('setdate', { room, requestor: a.id, requestee: b.id, datedb: when, location: 'The pier' });
    mine.emit('sendgift', { room, my_id: a.id, user_id: b.id, imageid: a.imageId as string });
    mine.emit('joinavchat', { room, my_id: a.id });
    await waitFor(mine, 'refused', (r) => r.event === 'joinavchat');
    expect(muted.map(([r]) => [r.event, r.error])).toEqual(
      ['sendchatnotification', 'setdate', 'sendgift', 'joinavchat'].map((event) => [
        event,
        MUTED_TEXT.until(new Date('2031-03-03T00:00:00Z')),
      ]),
    );
    const still = waitFor(mine, 'newchat', textFrom(b.id, 'still there?'));
    theirs.emit('sendchat', { room, my_id: b.id, text: 'still there?', type: 'text' });
    await still;
    expect(left).toEqual([]);
    const stored = await server.database.db
      .select({ text: chatMessages.chattext })
      .from(chatMessages)
      .where(eq(chatMessages.roomId, room));
    expect(stored.map((row) => row.text)).not.toContain('let me in');
  });

  it('a client without callbacks hears every refusal; joinfailed only for a room that is not theirs', async () => {
    const a = await make.person(server);
    const b = await make.person(server);
    const room = await make.match(server, a, b);
    const app = await appSocket(a.cookie);
    const left = collect(app, 'joinfailed');
    const heard = collect(app, 'refused');

    // A payload the schema refuses, a stranger's room, a request that is not allowed in a basic match.
    app.emit('sendchat', { room: 'nope', text: 'hi' });
    const strangers = crypto.randomUUID();
    app.emit('sendchat', { room: strangers, text: 'hi' });
    app.emit('sendchatnotification', { room, text: '[[join-call:video]]' });
    await waitFor(app, 'refused', (r) => r.event === 'sendchatnotification');
    expect(heard.map(([r]) => [r.event, r.room, r.error])).toEqual([
      ['sendchat', 'nope', 'Unknown id'],
      ['sendchat', strangers, 'This conversation is not available.'],
      ['sendchatnotification', room, 'Start the call with the call button.'],
    ]);
    expect(left.map(([f]) => f)).toEqual([{ room: strangers, error: 'This conversation is not available.' }]);

    // A client that passes callbacks hears its refusals there, and no `refused`.
    const web = await webSocket(a.cookie);
    const webHeard = collect(web, 'refused');
    const acked = await new Promise((resolve) => web.emit('sendchat', { room: 'nope', text: 'hi' }, resolve));
    expect(acked).toEqual({ success: false, error: 'Unknown id' });
    expect(webHeard).toEqual([]);
  });

  it('a web client that says it understands `hidden` gets the text, beside the app of the same person', async () => {
    const a = await make.person(server);
    const b = await make.person(server);
    const room = await make.match(server, a, b, true);
    expect(
      (await apiPost(server, 'sethiddenwords', { words: ['idiot'] }, { cookie: a.cookie })).statusCode,
    ).toBe(200);
    const app = await appSocket(a.cookie);
    const web = await webSocket(a.cookie);
    const sender = await appSocket(b.cookie);
    await appJoins(app, room, a.id);
    await appJoins(web, room, a.id);
    await appJoins(sender, room, b.id);
    const onApp = waitFor(app, 'newchat', textFrom(b.id, ''));
    const onWeb = waitFor(web, 'newchat', textFrom(b.id, ''));
    const ownCopy = waitFor(sender, 'newchat', textFrom(b.id, ''));
    const appTwice = collect(app, 'newchat');
    // The message alert (person channel; the app does not listen to it, and gets it folded all the same).
    const alertOnApp = waitFor(app, 'alert', (alert) => alert.kind === 'message' && alert.room === room);
    const alertOnWeb = waitFor(web, 'alert', (alert) => alert.kind === 'message' && alert.room === room);
    sender.emit('sendchat', { room, my_id: b.id, text: 'you idiot', type: 'text' });
    expect((await onApp)[0].chat).toMatchObject({ chattext: HIDDEN_WORDS.folded, hidden: true });
    expect((await onWeb)[0].chat).toMatchObject({ chattext: 'you idiot', hidden: true });
    expect((await ownCopy)[0].chat.chattext).toBe('you idiot');
    expect((await ownCopy)[0].chat.hidden).toBeUndefined();
    const [appAlert] = await alertOnApp;
    const [webAlert] = await alertOnWeb;
    expect(appAlert.kind === 'message' && appAlert.chat.chattext).toBe(HIDDEN_WORDS.folded);
    expect(webAlert.kind === 'message' && webAlert.chat.chattext).toBe('you idiot');
    // Each socket hears the message once.
    expect(appTwice).toHaveLength(1);
    expect((await appJoins(web, room, a.id)).at(-1)?.chattext).toBe('you idiot');
  });
});
