// The socket gateway (RULES.md "Session", "Realtime"): who may connect, how events are answered, and sign-out ending
// sockets.
import { beforeAll, describe, expect, it } from 'vitest';
import { make } from '../../testing/factories.ts';
import { collect, disconnected, emitAck } from '../../testing/socket-client.ts';
import { useSocketServer } from '../../testing/socket-fixture.ts';
import type { TestServer } from '../../testing/test-server.ts';

const realtime = useSocketServer({ ALLOWED_ORIGINS: 'https://rookery.example' });
let server: TestServer;
beforeAll(() => {
  server = realtime.server;
});

const connected = (cookie: string, origin?: string | null) =>
  realtime.connect({ cookie, ...(origin === undefined ? {} : { origin }) });

describe('the handshake', () => {
  it('refuses a connection without a session cookie, or with a made-up one, as Unauthorized', async () => {
    await expect(realtime.connect()).rejects.toThrow('Unauthorized');
    await expect(
      realtime.connect({ cookie: 'rookery_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }),
    ).rejects.toThrow('Unauthorized');
  });

  it('refuses people who are not verified or have not accepted the terms', async () => {
    const unverified = await make.person(server, { verified: false });
    const noTerms = await make.person(server, { acceptTc: false });
    await expect(realtime.connect({ cookie: unverified.cookie })).rejects.toThrow('Forbidden');
    await expect(realtime.connect({ cookie: noTerms.cookie })).rejects.toThrow('Forbidden');
  });

  it('refuses the upgrade from a foreign origin, even with a valid session', async () => {
    const person = await make.person(server);
    const refused = realtime.connect({ cookie: person.cookie, origin: 'https://evil.example' });
    await expect(refused).rejects.toThrow();
  });

  it('accepts its own origin, a configured origin and a client without Origin (not a browser)', async () => {
    const person = await make.person(server);
    expect((await connected(person.cookie)).connected).toBe(true);
    expect((await connected(person.cookie, 'https://rookery.example')).connected).toBe(true);
    expect((await connected(person.cookie, null)).connected).toBe(true);
  });
});

describe('events', () => {
  it("answers a refused payload with its schema message, and a call in a stranger's room with a refusal", async () => {
    const person = await make.person(server);
    const socket = await connected(person.cookie);
    expect(await emitAck(socket, 'sendchat', { room: 'nope', text: 'hi' })).toEqual({
      success: false,
      error: 'Unknown id',
    });
    expect(
      await emitAck(socket, 'joincall', { room: crypto.randomUUID(), peerid: '', action: 'caller' }),
    ).toEqual({ success: false, error: 'This conversation is not available.' });
  });

  it('survives events without an acknowledgement, or with only a callback', async () => {
    const person = await make.person(server);
    const socket = await connected(person.cookie);
    const failures = collect(socket, 'joinfailed');
    socket.emit('sendchat', { room: crypto.randomUUID(), text: 'no callback' });
    (socket.emit.bind(socket) as unknown as (event: string, ack: (answer: unknown) => void) => void)(
      'read',
      () => {},
    );
    // The socket still works and events stay in order: this answer comes after both were handled.
    const answer = await emitAck(socket, 'loadchats', { room: crypto.randomUUID() });
    expect(answer.success).toBe(false);
    expect(socket.connected).toBe(true);
    expect(failures.length).toBe(2);
  });
});

describe('sign-out', () => {
  it('disconnects the sockets of that session at once, and no other', async () => {
    const person = await make.person(server);
    const other = await server.app.services.sessions.start(person.id, 'other device');
    const signingOut = await connected(person.cookie);
    const stays = await connected(`rookery_session=${other}`);
    const response = await server.app.inject({
      method: 'POST',
      url: '/signout',
      headers: { cookie: person.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(await disconnected(signingOut, 2000)).toBe('io server disconnect');
    expect(stays.connected).toBe(true);
    await expect(realtime.connect({ cookie: person.cookie })).rejects.toThrow('Unauthorized');
  });

  it('disconnects every socket of a person when all their sessions end (password reset)', async () => {
    const person = await make.person(server);
    const socket = await connected(person.cookie);
    await server.app.services.sessions.endAll(person.id);
    expect(await disconnected(socket, 2000)).toBe('io server disconnect');
  });
});
