// "Online now" against a real server and real sockets: match partners hear `presence` when a person's
// first socket opens and their last closes, the matches list shows it, and nobody hears or sees it about someone
// who hides their activity (show_online 0), from the moment they turn it off.

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { make, type SignedInPerson } from '../../testing/factories.ts';
import { collect, disconnected, emitAck, waitFor } from '../../testing/socket-client.ts';
import { useSocketServer } from '../../testing/socket-fixture.ts';
import { apiGet, apiPost } from '../auth/testing/auth-test-kit.ts';
import { presence } from './alerts.schema.ts';
import { createPresenceRepo } from './presence.repo.ts';

const realtime = useSocketServer();

async function onlineIn(viewer: SignedInPerson, room: string): Promise<unknown> {
  const list = (await apiGet(realtime.server, 'matches', { cookie: viewer.cookie })).json();
  return list.matches.find((m: { match_id: string }) => m.match_id === room)?.online;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('presence', () => {
  it('tells partners when the first socket opens and the last one closes; the list agrees', async () => {
    const { a, b, room } = await make.room(realtime.server);
    const stranger = await realtime.socketOf(await make.person(realtime.server));
    const strangerHeard = collect(stranger, 'presence');
    const sb = await realtime.socketOf(b);
    expect(await onlineIn(b, room)).toBe(0);

    const arrived = waitFor(sb, 'presence', (p) => p.online);
    const phone = await realtime.socketOf(a);
    expect((await arrived)[0]).toEqual({ room, online: true });
    expect(await onlineIn(b, room)).toBe(1);

    // A second socket is no news, and closing one of two leaves A online.
    const heard = collect(sb, 'presence');
    const laptop = await realtime.socketOf(a);
    laptop.close();
    // time passes: a presence change would be heard within this; none may come
    await pause(400);
    expect(heard).toEqual([]);
    expect(await onlineIn(b, room)).toBe(1);

    const gone = waitFor(sb, 'presence', (p) => !p.online);
    phone.close();
    expect((await gone)[0]).toEqual({ room, online: false });
    expect(await onlineIn(b, room)).toBe(0);
    expect(strangerHeard).toEqual([]);
  });

  it('hides a person who turns show_online off, at once, and keeps them hidden when they come back', async () => {
    const { a, b, room } = await make.room(realtime.server);
    const sb = await realtime.socketOf(b);
    const arrived = waitFor(sb, 'presence', (p) => p.online);
    const sa = await realtime.socketOf(a);
    await arrived;

    const hidden = waitFor(sb, 'presence', (p) => !p.online);
    await apiPost(realtime.server, 'setpreferences', { show_online: 0 }, { cookie: a.cookie });
    expect((await hidden)[0]).toEqual({ room, online: false });
    expect(await onlineIn(b, room)).toBe(0);

    const heard = collect(sb, 'presence');
    sa.close();
    await disconnected(sa);
    await realtime.socketOf(a);
    // time passes: a presence change would be heard within this; none may come
    await pause(400);
    expect(heard).toEqual([]);
    expect(await onlineIn(b, room)).toBe(0);

    // Shown again while online: partners hear it at once.
    const back = waitFor(sb, 'presence', (p) => p.online);
    await apiPost(realtime.server, 'setpreferences', { show_online: 1 }, { cookie: a.cookie });
    expect((await back)[0]).toEqual({ room, online: true });
    expect(await onlineIn(b, room)).toBe(1);
  });

  it('is never told across an ended match', async () => {
    const { a, b, room } = await make.room(realtime.server);
    const sb = await realtime.socketOf(b, room);
    const sa = await realtime.socketOf(a, room);
    expect(await emitAck(sa, 'unmatch', { room })).toMatchObject({ success: true });
    const heard = collect(sb, 'presence');
    sa.close();
    await realtime.socketOf(a);
    // time passes: a presence change would be heard within this; none may come
    await pause(400);
    expect(heard).toEqual([]);
  });
});

describe('presence after a crash', () => {
  it('lapses unless a server refreshes it: a refresh pushes it forward for the people given, and only existing ones', async () => {
    const { a, b, room } = await make.room(realtime.server);
    const repo = createPresenceRepo(realtime.server.database.db);
    const db = realtime.server.database.db;
    // The server that held A's socket crashed: nobody removed the row, and nobody refreshes it.
    await db.insert(presence).values({ userId: a.id, onlineUntil: new Date(Date.now() - 1000) });
    expect(await onlineIn(b, room)).toBe(0);
    await repo.refresh([a.id, '00000000-0000-4000-8000-000000000000'], new Date(Date.now() + 60_000));
    expect(await onlineIn(b, room)).toBe(1);
    expect(
      await db.select().from(presence).where(eq(presence.userId, '00000000-0000-4000-8000-000000000000')),
    ).toEqual([]);
    // A stale row is an arrival: partners hear of it.
    await db
      .update(presence)
      .set({ onlineUntil: new Date(Date.now() - 1000) })
      .where(eq(presence.userId, a.id));
    expect(await repo.arrive(a.id, new Date(Date.now() + 60_000), new Date())).toBe(true);
    expect(await repo.arrive(a.id, new Date(Date.now() + 60_000), new Date())).toBe(false);
  });
});
