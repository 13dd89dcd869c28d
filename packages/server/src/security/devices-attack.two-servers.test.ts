// Settings → Devices across servers: a device signed out in Settings on one server loses its socket held by another
// and is refused there at once, though that server remembered its session (SESSION_CACHE). Two servers on one
// database and one Redis. Runs only with REDIS_URL (.ci/run sets it); skipped otherwise.
import { describe, expect, it } from 'vitest';
import { SESSION_CACHE } from '../modules/auth/session.service.ts';
import { make } from '../testing/factories.ts';
import { disconnected } from '../testing/socket-client.ts';
import { useTwoServers } from '../testing/two-servers-fixture.ts';

const { REDIS_URL } = process.env;

describe.skipIf(!REDIS_URL)('a device ended on another server (needs REDIS_URL)', () => {
  const servers = useTwoServers(REDIS_URL);

  it('closes its socket on server one and is refused there before the remembered copy expires', async () => {
    const [urlOne, urlTwo] = servers.urls;
    const person = await make.person(servers.one);
    const token = await servers.one.app.services.sessions.start(person.id, 'Android phone', 'app');
    const phone = `rookery_session=${token}`;
    const menu = (cookie: string) => fetch(`${urlOne}/api?action=menudata`, { headers: { cookie } });
    const socket = await servers.socketOn(urlOne, phone);
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
