// The hot reads, and the chat's send, are planned once (prepared.ts; docs/PERFORMANCE.md "Statements planned once"):
// after a first call, the same read again sends only statements prepared earlier, none planned afresh, whichever engine and thread mode
// the suite runs on. Counted at the driver (modules/deck/testing/statements.ts); what each read answers is held by
// its own module's tests.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiGet } from '../../modules/auth/testing/auth-test-kit.ts';
import { eastOf } from '../../modules/deck/grid.ts';
import { statementCounter } from '../../modules/deck/testing/statements.ts';
import { HOME, make, type SignedInPerson } from '../../testing/factories.ts';
import { emitAck, type TestSocket } from '../../testing/socket-client.ts';
import { useSocketServer } from '../../testing/socket-fixture.ts';
import type { TestServer } from '../../testing/test-server.ts';

// No job worker: its poll would be counted among the statements of a read.
const realtime = useSocketServer({ JOBS_WORKER: '0' });
let server: TestServer;
beforeAll(() => {
  server = realtime.server;
});

describe('the hot reads, a second time', () => {
  let me: SignedInPerson;
  let other: SignedInPerson;
  let room: string;
  let socket: TestSocket;

  beforeAll(async () => {
    const at = { latitude: HOME.latitude - 7, longitude: HOME.longitude + 2 };
    me = await make.person(server, { gender: 'Female', preference: 'Man', at, displayName: 'Pip' });
    other = await make.person(server, { gender: 'Male', preference: 'Woman', at: eastOf(at, 3) });
    // Someone the deck can deal, besides the match.
    await make.person(server, { gender: 'Male', preference: 'Woman', at: eastOf(at, 5) });
    room = await make.match(server, me, other, true);
    socket = await realtime.socketOf(me);
    for (const text of ['Hello', 'Are you there?']) {
      const theirs = await realtime.socketOf(other);
      expect((await emitAck(theirs, 'sendchat', { room, my_id: other.id, text, cid: text })).success).toBe(
        true,
      );
    }
  });

  const ok = async (response: Promise<{ statusCode: number; body: string }>) => {
    const answered = await response;
    expect(answered.statusCode).toBe(200);
    expect(answered.body).toMatch(/^\{"success":true/);
  };

  let sent = 0;
  const reads: [string, () => Promise<unknown>][] = [
    ['menudata', () => ok(apiGet(server, 'menudata', { cookie: me.cookie }))],
    ['profile (their own)', () => ok(apiGet(server, 'profile', { cookie: me.cookie }))],
    [
      'profilebyid (oneself)',
      () => ok(apiGet(server, `profilebyid&id=${me.id}&full=1`, { cookie: me.cookie })),
    ],
    [
      'profilebyid (a full match)',
      () => ok(apiGet(server, `profilebyid&id=${other.id}&full=1`, { cookie: me.cookie })),
    ],
    ['matches', () => ok(apiGet(server, 'matches', { cookie: me.cookie }))],
    ['matchlist (the deck)', () => ok(apiGet(server, 'matchlist', { cookie: me.cookie }))],
    [
      'joinroom (the latest page and the requests)',
      async () => expect((await emitAck(socket, 'joinroom', { room, user: me.id })).success).toBe(true),
    ],
    [
      'loadchats (an older page)',
      async () =>
        expect((await emitAck(socket, 'loadchats', { room, before: 1_000_000 })).success).toBe(true),
    ],
    [
      'sendchat (the message stored, its alert read by the same statement)',
      async () => {
        sent += 1;
        const message = { room, my_id: me.id, text: `Still there? ${sent}`, cid: `hot-${sent}` };
        expect((await emitAck(socket, 'sendchat', message)).success).toBe(true);
      },
    ],
    [
      'loadchats (a catch-up)',
      async () => expect((await emitAck(socket, 'loadchats', { room, after: 0 })).success).toBe(true),
    ],
  ];

  it.each(reads)('%s: no statement planned afresh', async (_name, read) => {
    const counter = statementCounter(server.database.db);
    await read();
    // Anything else the server sends meanwhile counts too (a socket's presence, a roster after a join): a read that
    // plans a statement plans it every time, so the fewest of three tries is the read's own.
    const tries: { statements: number; planned: number }[] = [];
    for (let n = 0; n < 3 && !tries.some((t) => t.planned === 0); n += 1)
      tries.push(await counter.withPlans(read));
    expect(Math.min(...tries.map((t) => t.statements))).toBeGreaterThan(0);
    expect(Math.min(...tries.map((t) => t.planned))).toBe(0);
  });
});
