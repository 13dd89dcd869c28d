// Issue 31.5 across servers: a device signed out in Settings on one server loses its socket held by another and is
// refused there at once, though that server remembered its session (SESSION_CACHE). Two servers on one database and
// one Redis. Runs only with REDIS_URL (.ci/run sets it); skipped otherwise.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../build-server.ts';
import { SESSION_CACHE } from '../modules/auth/session.service.ts';
import { createPerson } from '../modules/deck/testing/people.ts';
import { connectAs, disconnected, listenOnce, type TestSocket } from '../testing/socket-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

const { REDIS_URL } = process.env;

describe.skipIf(!REDIS_URL)('a device ended on another server (needs REDIS_URL)', () => {
  let one: TestServer;
  let twoApp: FastifyInstance;
  const urls: string[] = [];
  const open: TestSocket[] = [];

  beforeAll(async () => {
    one = await startTestServer({ REDIS_URL, JOBS_WORKER: '0' });
    twoApp = await buildServer(one.config, { database: one.database, migrated: true });
    await twoApp.ready();
    urls.push(
      await listenOnce(one),
      await listenOnce({ ...one, app: twoApp, close: async () => twoApp.close() }),
    );
  }, 120_000);

  afterAll(async () => {
    for (const socket of open) socket.close();
    await twoApp?.close();
    await one?.close();
  });

  it('closes its socket on server one and is refused there before the remembered copy expires', async () => {
    const [urlOne, urlTwo] = urls as [string, string];
    const person = await createPerson(one);
    const phone = `rookery_session=${await one.app.services.sessions.start(person.id, 'Android phone', 'app')}`;
    const menu = (cookie: string) => fetch(`${urlOne}/api?action=menudata`, { headers: { cookie } });
    const socket = await connectAs(urlOne, { cookie: phone });
    open.push(socket);
    // Server one remembers the phone's session from here on.
    const remembered = Date.now();
    expect((await menu(phone)).status).toBe(200);

    const devices = await fetch(`${urlTwo}/api?action=mydevices`, { headers: { cookie: person.cookie } });
    const { devices: list } = (await devices.json()) as { devices: { id: string; label: string }[] };
    const target = list.find((device) => device.label === 'Rookery app on Android');
    expect(target).toBeDefined();
    const ended = await fetch(`${urlTwo}/api`, {
      method: 'POST',
      headers: { cookie: person.cookie, 'content-type': 'application/json', origin: urlTwo },
      body: JSON.stringify({ action: 'enddevice', data: { id: target?.id } }),
    });
    expect(await ended.json()).toEqual({ success: true, current: false });

    expect(await disconnected(socket, 2000)).toBe('io server disconnect');
    let status = 200;
    while (status === 200 && Date.now() - remembered < SESSION_CACHE.ms) {
      status = (await menu(phone)).status;
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(status).toBe(401);
    expect(Date.now() - remembered).toBeLessThan(SESSION_CACHE.ms);
    expect((await menu(person.cookie)).status).toBe(200);
  });
});
