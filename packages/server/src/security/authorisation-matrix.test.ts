// The authorisation matrix (RULES.md "Reads and writes", "Files", "Realtime", "Who may see what"): every /api action,
// every upload and download type and every client socket event, called by each of ten callers standing in one
// relation to an owner who has data of every kind. Each cell is held against the gate of the action (public, session,
// member) and the table of RULES.md "Who may see what". A refused cell must bring no success and none of the owner's
// data; an allowed cell must pass the gate and still show only what that relation may see. The file prints the number
// of cells and of unauthorised successes.
import { randomUUID } from 'node:crypto';
import { ACTIONS, type ActionName } from '@rookery/shared/api/actions.ts';
import { FACE_CONSENT } from '@rookery/shared/api/face-check.actions.ts';
import { CLIENT_EVENTS, type ClientEventName } from '@rookery/shared/events.ts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiPost } from '../modules/auth/testing/auth-test-kit.ts';
import { matches } from '../modules/chat/chat.schema.ts';
import { NOT_A_MEMBER } from '../modules/chat/room.service.ts';
import {
  download,
  makeJpeg,
  makePng,
  makeWav,
  postMultipart,
} from '../modules/media/testing/media-test-kit.ts';
import { make, type SignedInPerson } from '../testing/factories.ts';
import { emitAck, type TestSocket } from '../testing/socket-client.ts';
import { useSocketServer } from '../testing/socket-fixture.ts';
import type { TestServer } from '../testing/test-server.ts';
import {
  buildCast,
  CALLER_KINDS,
  type CallerKind,
  type Cast,
  neighbour,
  secretsHiddenFrom,
} from './testing/authorisation-cast.ts';

type Verdict = 'allow' | 'refuse';

/** Who passes each gate of RULES.md "Reads and writes": public lets everyone through; banned people have no session at all. */
function gate(kind: CallerKind, level: 'public' | 'session' | 'member'): Verdict {
  if (level === 'public') return 'allow';
  if (kind === 'anonymous' || kind === 'banned') return 'refuse';
  if (level === 'member' && kind === 'unverified') return 'refuse';
  return 'allow';
}

const passes = (kind: CallerKind, level: 'public' | 'session' | 'member', allowed: CallerKind[]): Verdict =>
  gate(kind, level) === 'allow' && allowed.includes(kind) ? 'allow' : 'refuse';

const OWN_PROFILE_VIEWERS: CallerKind[] = ['self', 'candidate', 'basic match', 'full match'];
const EVERYONE = [...CALLER_KINDS];

interface ActionRow {
  /** The input, aimed at the owner's data wherever the action takes an id. */
  input(cast: Cast): Record<string, unknown> | string;
  /** Beyond the gate: who may (RULES.md "Who may see what", or the action's own rule for someone else's data). */
  allowed?: CallerKind[];
  /** Changes or removes what it names: run after everything else, the owner last. */
  destructive?: boolean;
  /** An allowed call that may be made only once per person (a deck decision): a fresh caller of that kind. */
  fresh?: boolean;
}

const nobody = () => `nobody-${randomUUID().slice(0, 8)}@example.test`;

/** One row per /api action; `satisfies` makes a new action without a row a type error, and the test checks too. */
const ACTION_ROWS = {
  // Account
  menudata: { input: () => ({}) },
  deleteaccount: { input: () => 'App', destructive: true },
  // An address nobody proved is not the owner's; its data is not sent.
  exportdata: { input: () => ({}), allowed: EVERYONE.filter((k) => k !== 'unverified') },
  // Auth
  signinmethods: { input: () => ({}) },
  pwresetcode: { input: () => ({ email: nobody() }) },
  verifypwreset: { input: () => ({ email: nobody(), code: '0000' }) },
  resetpw: { input: () => ({ email: nobody(), code: '0000', password: 'Penguins-4-ever!' }) },
  codelink: { input: () => ({ token: 'A'.repeat(43) }) },
  resetpwlink: { input: () => ({ token: 'A'.repeat(43), password: 'Penguins-4-ever!' }) },
  logincheck: { input: () => ({}) },
  verify: { input: () => ({}) },
  verifycode: { input: () => ({ code: '0000' }) },
  // RULES.md "Reads and writes": accepting the terms needs a verified account.
  accepttc: { input: () => ({}), allowed: EVERYONE.filter((k) => k !== 'unverified') },
  changeemail: {
    input: () => ({ email: nobody(), password: 'not-the-password', newemail: nobody() }),
  },
  verifynewemail: { input: () => ({ code: '0000' }) },
  profile: { input: () => ({}) },
  // Calls: ICE servers only for someone with an open match.
  iceservers: { input: () => ({}), allowed: ['self', 'basic match', 'full match'] },
  // Discovery
  matchlist: { input: () => ({}) },
  usepebble: { input: () => ({}) },
  matchaccept: {
    input: (cast) => ({ userid: cast.owner.person.id }),
    allowed: ['candidate'],
    destructive: true,
    fresh: true,
  },
  matchchill: {
    input: (cast) => ({ userid: cast.owner.person.id }),
    allowed: ['candidate'],
    destructive: true,
    fresh: true,
  },
  matchdecline: {
    input: (cast) => ({ userids: [cast.owner.person.id] }),
    allowed: ['candidate'],
    destructive: true,
    fresh: true,
  },
  // Only one's own last decision, and only for a few seconds: nobody takes back one on the owner here.
  matchundo: { input: (cast) => ({ userid: cast.owner.person.id }), allowed: [], destructive: true },
  profilebyid: { input: (cast) => ({ id: cast.owner.person.id, full: '1' }), allowed: OWN_PROFILE_VIEWERS },
  matches: { input: () => ({}) },
  notifications: { input: () => ({}) },
  readnotifications: { input: () => ({}) },
  deletenotifications: { input: () => ({}) },
  settings: { input: () => ({}) },
  newname: { input: () => ({ name: '' }) },
  feedback: { input: () => ({ source: 'App', type: 'Other', details: 'A note from the matrix.' }) },
  // Preferences and web push: only ever the caller's own.
  preferences: { input: () => ({}) },
  setpreferences: { input: () => ({ message_sound: 1 }) },
  pushkey: { input: () => ({}) },
  pushsubscribe: {
    input: () => ({
      endpoint: `https://push.example.test/${randomUUID()}`,
      keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
    }),
  },
  pushunsubscribe: { input: () => ({ endpoint: 'https://push.example.test/none' }) },
  // Date check-ins: one's own contact; only the two people on an accepted date reach it.
  mysharedates: { input: () => ({}) },
  trustedcontact: { input: () => ({}) },
  settrustedcontact: { input: () => ({ name: 'Pat', email: nobody(), phone: '' }) },
  datesafety: { input: (cast) => ({ date: cast.owner.dateId }), allowed: ['self', 'full match'] },
  sharedate: { input: (cast) => ({ date: cast.owner.dateId }), allowed: ['self', 'full match'] },
  checkin: {
    input: (cast) => ({ date: cast.owner.dateId, kind: 'arrived' }),
    allowed: ['self', 'full match'],
  },
  needhelp: { input: (cast) => ({ date: cast.owner.dateId }), allowed: ['self', 'full match'] },
  // AI images: someone else's job or image is not yours to read, select or delete.
  userimages: { input: () => ({}) },
  userimagespage: { input: () => ({ page: '0' }) },
  generateimage: { input: () => ({ description: '', style: 'comic' }) },
  imagejob: { input: (cast) => ({ id: cast.owner.jobId }), allowed: ['self'] },
  selectimage: { input: (cast) => ({ imageid: cast.owner.imageId }), allowed: ['self'] },
  delaiimage: { input: (cast) => ({ fileid: cast.owner.imageId }), allowed: ['self'], destructive: true },
  // Private photos and voice recordings: the same for the owner's photo and recording.
  profileimages: { input: () => ({}) },
  uploadprofileimages: { input: () => ({ images: [] }) },
  setuserprofileimage: { input: (cast) => ({ id: cast.owner.photoId }), allowed: ['self'] },
  deluserimage: { input: (cast) => ({ filename: cast.owner.photo }), allowed: ['self'], destructive: true },
  voicerecordings: { input: () => ({}) },
  vrprompts: { input: () => ({}) },
  uploadvrdata: { input: () => ({ vrdata: { filename: `${randomUUID()}.wav`, prompt: 'My ideal Sunday' } }) },
  delvr: { input: (cast) => ({ filename: cast.owner.voice }), allowed: ['self'], destructive: true },
  // One's own hidden words only; taking back a full profile only in one's own full match (destructive:
  // the owner's room with the full match goes back to basic).
  hiddenwords: { input: () => ({}) },
  sethiddenwords: { input: () => ({ words: ['matrix'] }) },
  hidefullprofile: {
    input: (cast) => ({ room: cast.owner.room }),
    allowed: ['self', 'full match'],
    destructive: true,
  },
  // Settings → Devices: one's own sessions only; someone else's device id is answered as a missing one.
  mydevices: { input: () => ({}) },
  enddevice: { input: (cast) => ({ id: cast.owner.deviceId }), allowed: ['self'], destructive: true },
  endotherdevices: { input: () => ({}), destructive: true },
  // The face check: one's own only. Someone else's challenge id is refused as an expired one
  // (face-check-attacks.test.ts uses a real one of another person's).
  facecheck: { input: () => ({}) },
  facecheckstart: { input: () => ({ consent: true, consent_version: FACE_CONSENT.version }) },
  facechecksubmit: {
    input: () => ({
      challenge: randomUUID(),
      frames: Array.from({ length: 6 }, () => 'data:image/jpeg;base64,AAAA'),
    }),
  },
  facecheckhelp: { input: () => ({ message: 'Please look at my check.' }) },
  forgetface: { input: () => ({}), destructive: true },
  // Pebbles
  pebbles: { input: () => ({}) },
  adstart: { input: () => ({}) },
  adcomplete: { input: () => ({ token: 'not-a-token' }) },
  // Profile
  updateprofile: { input: () => ({ profile: {} }) },
  // Web forms (public)
  captchasitekey: { input: () => ({}) },
  captchachallenge: { input: () => ({}) },
  webform: { input: () => ({ form: 'contact' }) },
  deletionlink: { input: () => ({ token: 'not-a-token' }) },
  confirmdeletion: { input: () => ({ token: 'not-a-token' }) },
  // The web app's error reports (public; scrubbed and limited).
  clienterror: { input: () => ({ kind: 'error', message: 'A report from the matrix.' }) },
} satisfies Record<ActionName, ActionRow>;

/** Socket events that end the room they name: an allowed caller uses a room of their own with the owner. */
const ROOM_ENDING: ClientEventName[] = ['unmatch', 'report', 'block'];
const ROOM_MEMBERS: CallerKind[] = ['self', 'full match'];

function eventPayload(event: ClientEventName, cast: Cast, room: string): Record<string, unknown> {
  const future = new Date(Date.now() + 3 * 86_400_000).toISOString();
  const payloads: Record<ClientEventName, Record<string, unknown>> = {
    joinroom: { room },
    leaveroom: { room },
    loadchats: { room },
    read: { room, id: cast.owner.chatId },
    sendchat: { room, text: 'Hello from the matrix', cid: randomUUID() },
    sendchatnotification: { room, text: '[[join-call:audio]]' },
    acceptfp: { room, from_id: cast.owner.person.id, accept: 1 },
    unmatch: { room },
    report: { room, reason: 'Other', details: 'Reported by the matrix.' },
    block: { room },
    sendgift: { room, imageid: cast.owner.imageId },
    getdates: { room },
    setdate: { room, datedb: future, location: 'The rock pool cafe' },
    canceldate: { room, dateid: randomUUID() },
    acceptdate: { room, dateref: randomUUID(), accepted: 1 },
    joinavchat: { room, vctype: 'audio' },
    video: { room, on: 1 },
    endcall: { room },
    joincall: { room, peerid: 'matrix-peer', action: 'caller' },
  };
  return payloads[event];
}

interface Cell {
  target: string;
  kind: CallerKind;
  expected: Verdict;
  /** The call succeeded (2xx and not `success:false`, or a positive acknowledgement). */
  success: boolean;
  /** A gate or membership refusal of a call that should have passed. */
  gateRefused: boolean;
  /** Owner data the caller may not see, found in the answer. */
  leaked: string[];
  status: number | string;
}

const realtime = useSocketServer();
let server: TestServer;
let cast: Cast;
const cells: Cell[] = [];

beforeAll(async () => {
  server = realtime.server;
  cast = await buildCast(server, realtime.url);
}, 120_000);

function leaksIn(kind: CallerKind, text: string): string[] {
  return secretsHiddenFrom(kind, cast.owner).filter((secret) => text.includes(secret));
}

/** Records an HTTP answer as a cell. Binary bodies (downloads) are judged by their status alone. */
function record(
  target: string,
  kind: CallerKind,
  expected: Verdict,
  res: { statusCode: number; body: string; headers: Record<string, unknown> },
) {
  const json = String(res.headers['content-type'] ?? '').includes('json');
  let parsed: { success?: unknown; error?: unknown } = {};
  if (json) {
    try {
      parsed = JSON.parse(res.body);
    } catch {
      parsed = {};
    }
  }
  const success = res.statusCode < 300 && parsed.success !== false;
  const gateRefused =
    res.statusCode === 401 ||
    res.statusCode >= 500 ||
    (res.statusCode === 403 && parsed.error === 'Forbidden');
  cells.push({
    target,
    kind,
    expected,
    success,
    gateRefused,
    leaked: json || !success ? leaksIn(kind, res.body) : [],
    status: res.statusCode,
  });
}

function callAction(name: ActionName, data: Record<string, unknown> | string, caller: SignedInPerson | null) {
  const cookie = caller?.cookie;
  if (ACTIONS[name].method === 'GET') {
    const query = new URLSearchParams(typeof data === 'string' ? {} : (data as Record<string, string>));
    const rest = query.toString();
    return apiGet(server, rest ? `${name}&${rest}` : name, { cookie });
  }
  return apiPost(server, name, data, { cookie });
}

function verdictOf(name: ActionName, kind: CallerKind): Verdict {
  const row: ActionRow = ACTION_ROWS[name];
  return passes(kind, ACTIONS[name].gate, row.allowed ?? EVERYONE);
}

/** A new candidate: someone the deck has just served the owner to. */
async function freshCandidate(): Promise<SignedInPerson> {
  const person = await neighbour(server);
  const deck = (await apiGet(server, 'matchlist', { cookie: person.cookie })).json().matches as {
    user_id: string;
  }[];
  expect(deck.map((card) => card.user_id)).toContain(cast.owner.person.id);
  return person;
}

async function runAction(name: ActionName, kind: CallerKind) {
  const row: ActionRow = ACTION_ROWS[name];
  const expected = verdictOf(name, kind);
  const caller = row.fresh && expected === 'allow' ? await freshCandidate() : cast.callers[kind];
  record(`action ${name}`, kind, expected, await callAction(name, row.input(cast), caller));
}

/** What the owner still has, read by the owner: every refused write must have left it as it was. */
async function ownerIntact() {
  const owner = cast.owner;
  const me = owner.person;
  const answers = await Promise.all([
    download(server, me, `type=AIImage&file=${owner.imageId}.png`),
    download(server, me, `type=ProfileImage&file=${owner.photo}`),
    download(server, me, `type=VoiceRecording&file=${owner.voice}`),
    download(server, me, `type=ChatImage&room=${owner.room}&file=${owner.chatImage}`),
  ]);
  expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
  const images = (await apiGet(server, 'userimages&profile=1', { cookie: me.cookie })).json().images;
  expect(images.map((i: { imageid: string }) => i.imageid)).toEqual([owner.imageId]);
  const [room] = await server.database.db.select().from(matches).where(eq(matches.id, owner.room));
  expect(room?.endedAt).toBeNull();
}

describe('authorisation matrix (RULES.md "Reads and writes", "Files", "Realtime", "Who may see what")', () => {
  it('has an expectation for every /api action and every client event', () => {
    expect(Object.keys(ACTION_ROWS).sort()).toEqual(Object.keys(ACTIONS).sort());
    for (const event of Object.keys(CLIENT_EVENTS) as ClientEventName[]) {
      expect(Object.keys(eventPayload(event, cast, cast.owner.room))).toContain('room');
    }
  });

  it('refuses every caller everything RULES.md "Who may see what" does not give them, and lets the rest through', async () => {
    const names = Object.keys(ACTION_ROWS) as ActionName[];
    const kept = names.filter((name) => !(ACTION_ROWS[name] as ActionRow).destructive);
    const destructive = names.filter((name) => (ACTION_ROWS[name] as ActionRow).destructive);

    // 1. Every action that leaves the owner's data in place, for every caller.
    for (const kind of CALLER_KINDS) {
      for (const name of kept) await runAction(name, kind);
    }

    // 2. Uploads: one's own photo and recording (gate only), the owner's recording name and the owner's room.
    const owner = cast.owner;
    for (const kind of CALLER_KINDS) {
      const caller = cast.callers[kind];
      const photo = await postMultipart(
        server,
        '/uploadprofileimage',
        [{ name: 'file', filename: 'me.jpg', contentType: 'image/jpeg', data: await makeJpeg() }],
        caller ?? undefined,
      );
      record('upload /uploadprofileimage', kind, gate(kind, 'member'), photo);
      const voice = await postMultipart(
        server,
        '/uploadvrfile',
        [
          { name: 'filename', value: owner.voice },
          { name: 'file', filename: owner.voice, contentType: 'audio/wav', data: makeWav() },
        ],
        caller ?? undefined,
      );
      record("upload /uploadvrfile (the owner's file name)", kind, passes(kind, 'member', ['self']), voice);
      const chatImage = await postMultipart(
        server,
        '/uploadchatimage',
        [
          { name: 'room', value: owner.room },
          { name: 'file', filename: 'a.png', contentType: 'image/png', data: await makePng() },
        ],
        caller ?? undefined,
      );
      record(
        "upload /uploadchatimage (the owner's room)",
        kind,
        passes(kind, 'member', ROOM_MEMBERS),
        chatImage,
      );
    }

    // 3. Downloads of each type of the owner's files (RULES.md "Files", "Who may see what").
    // Another person's private photo: through a link signed for the caller, as profilebyid gives it.
    const signedFor = (kind: CallerKind) =>
      server.app.services.privateLinks
        .photoUrl(owner.photo, cast.callers[kind]?.id ?? randomUUID())
        .replace('/download?', '');
    const downloads: [string, string | ((kind: CallerKind) => string), CallerKind[]][] = [
      ['AIImage', `type=AIImage&file=${owner.imageId}.png`, OWN_PROFILE_VIEWERS],
      ['ProfileImage', signedFor, ['self', 'full match']],
      // The RULES.md "Calls the app makes" bare link, the mobile app's: the session and the full-match check alone.
      ['ProfileImage (bare link)', `type=ProfileImage&file=${owner.photo}`, ['self', 'full match']],
      ['VoiceRecording', `type=VoiceRecording&file=${owner.voice}`, ['self', 'basic match', 'full match']],
      ['ChatImage', `type=ChatImage&room=${owner.room}&file=${owner.chatImage}`, ROOM_MEMBERS],
    ];
    for (const kind of CALLER_KINDS) {
      for (const [type, query, allowed] of downloads) {
        const res = await download(
          server,
          cast.callers[kind] ?? undefined,
          typeof query === 'string' ? query : query(kind),
        );
        record(`download ${type}`, kind, passes(kind, 'member', allowed), res);
      }
    }

    // 4. Every client event on the owner's room; the room-ending ones by members on a room of their own.
    for (const kind of CALLER_KINDS) await runSocketRow(kind);

    // 5. Nothing refused so far changed the owner's files, images or room.
    await ownerIntact();

    // 6. The destructive actions: everyone else first, then the owner; deleting accounts last of all.
    const order = [...CALLER_KINDS.filter((k) => k !== 'self'), 'self' as const];
    for (const name of destructive.filter((n) => n !== 'deleteaccount')) {
      for (const kind of order) await runAction(name, kind);
    }
    for (const kind of order) await runAction('deleteaccount', kind);

    const unauthorised = cells.filter(
      (cell) => (cell.expected === 'refuse' && cell.success) || cell.leaked.length > 0,
    );
    const overRefused = cells.filter((cell) => cell.expected === 'allow' && cell.gateRefused);
    console.info(
      `authorisation matrix: ${cells.length} cells, ${unauthorised.length} unauthorised successes`,
    );
    console.info(
      `authorisation matrix: ${cells.filter((c) => c.expected === 'refuse').length} refused as expected cells, ` +
        `${overRefused.length} allowed cells refused at the gate`,
    );
    const show = (cell: Cell) =>
      `${cell.target} as ${cell.kind}: ${cell.status}${cell.leaked.length ? ` leaked ${cell.leaked.join(', ')}` : ''}`;
    expect(unauthorised.map(show)).toEqual([]);
    expect(overRefused.map(show)).toEqual([]);
    // 10 callers × (actions + 3 uploads + 5 downloads (a private photo both signed and bare) + events).
    expect(cells.length).toBe(
      CALLER_KINDS.length * (Object.keys(ACTIONS).length + 3 + 5 + Object.keys(CLIENT_EVENTS).length),
    );
  }, 300_000);
});

/** Every client event as one caller: connected if their session allows, answers and broadcasts all checked. */
async function runSocketRow(kind: CallerKind) {
  const caller = cast.callers[kind];
  const events = Object.keys(CLIENT_EVENTS) as ClientEventName[];
  let socket: TestSocket | null = null;
  let refusal = '';
  try {
    if (!caller) throw new Error('Unauthorized');
    socket = await realtime.socketOf(caller);
  } catch (err) {
    refusal = (err as Error).message;
  }
  const expectedFor = (kind_: CallerKind) => passes(kind_, 'member', ROOM_MEMBERS);
  if (!socket) {
    // No connection: nothing any event could do. The refusal is the gate's (RULES.md "Realtime").
    for (const event of events) {
      cells.push({
        target: `event ${event}`,
        kind,
        expected: expectedFor(kind),
        success: false,
        gateRefused: true,
        leaked: [],
        status: `connect refused: ${refusal}`,
      });
    }
    return;
  }
  const heard: string[] = [];
  socket.onAny((name: string, ...args: unknown[]) => heard.push(`${name} ${JSON.stringify(args)}`));
  for (const event of events) {
    const expected = expectedFor(kind);
    let room = cast.owner.room;
    let actor = socket;
    if (ROOM_ENDING.includes(event) && expected === 'allow') {
      // A room of the owner's with a new full match, so that ending it leaves the owner's room in place.
      const partner = await neighbour(server);
      room = await make.match(server, cast.owner.person, partner, true);
      if (kind === 'full match') {
        actor = await realtime.socketOf(partner);
      }
      expect(await emitAck(actor, 'joinroom', { room })).toMatchObject({ success: true });
    }
    heard.length = 0;
    const answer = await emitAck(actor, event, eventPayload(event, cast, room));
    // time passes: broadcasts that follow the answer (getchats after joinroom, roster, newchat) come within this, and
    // are heard too.
    await new Promise((resolve) => setTimeout(resolve, 40));
    const error = answer.success ? '' : String((answer as { error?: unknown }).error ?? '');
    cells.push({
      target: `event ${event}`,
      kind,
      expected,
      success: answer.success === true,
      gateRefused: error === NOT_A_MEMBER || error === 'Unauthorized' || error === 'Forbidden',
      leaked: leaksIn(kind, `${JSON.stringify(answer)} ${heard.join(' ')}`),
      status: answer.success ? 'ack success' : `ack ${error}`,
    });
  }
}
