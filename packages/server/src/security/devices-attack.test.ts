// Settings → Devices, the attacks, against a real server: A lists and ends only A's own sessions. B's
// device ids, forged ids and ids of other shapes are all refused as a missing one; ending a device makes its next
// request 401 and closes its socket, and nobody else's; "all other devices" leaves only the one asking; the ended
// device's known-browser cookie stops counting; endings are limited per person.
import { describe, expect, it } from 'vitest';
import { DEVICES_LIMIT } from '../modules/auth/devices.service.ts';
import { hashToken } from '../modules/auth/session.service.ts';
import { apiGet, apiPost, signInWithEmail } from '../modules/auth/testing/auth-test-kit.ts';
import { SESSION_COOKIE } from '../platform/http/viewer.ts';
import { make } from '../testing/factories.ts';
import { connectAs, disconnected, type TestSocket } from '../testing/socket-client.ts';
import { useSocketServer } from '../testing/socket-fixture.ts';

const fixture = useSocketServer();

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const APP = 'okhttp/4.12.0';

interface Device {
  id: string;
  label: string;
  created: string;
  lastSeen: string;
  current: boolean;
}

function cookiesOf(res: { headers: Record<string, unknown> }): Record<string, string> {
  const header = res.headers['set-cookie'];
  const all = Array.isArray(header) ? header.map(String) : [String(header ?? '')];
  return Object.fromEntries(
    all.map((c) => (c.split(';')[0] ?? '').split('=')).map(([name, ...value]) => [name, value.join('=')]),
  );
}

/** A sign-in of this person from a browser (with an Origin) or from the app (without one). */
async function device(who: { email: string; password: string }, userAgent: string, from: 'web' | 'app') {
  const headers: Record<string, string> = { 'user-agent': userAgent };
  if (from === 'web') headers.origin = 'http://localhost:80';
  const res = await signInWithEmail(fixture.server, who.email, who.password, { headers });
  expect(res.statusCode, res.body).toBe(200);
  const set = cookiesOf(res);
  const token = set[SESSION_COOKIE] as string;
  return {
    cookie: `${SESSION_COOKIE}=${token}`,
    token,
    deviceCookie: `rookery_device=${set.rookery_device}`,
  };
}

async function person() {
  const { email, password } = await make.member(fixture.server);
  return { email, password };
}

async function devicesOf(cookie: string): Promise<Device[]> {
  const res = await apiGet(fixture.server, 'mydevices', { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().devices;
}

const menu = (cookie: string) => apiGet(fixture.server, 'menudata', { cookie });

const socketOf = (cookie: string): Promise<TestSocket> => fixture.socketOf({ cookie });

describe('Settings → Devices: only one’s own', () => {
  it('lists the caller’s live sessions with a label, times and the current one, and nothing else', async () => {
    const a = await person();
    const laptop = await device(a, FIREFOX_WINDOWS, 'web');
    const phone = await device(a, APP, 'app');
    const b = await person();
    const bPhone = await device(b, CHROME_ANDROID, 'web');

    const res = await apiGet(fixture.server, 'mydevices', { cookie: laptop.cookie });
    const list: Device[] = res.json().devices;
    // The member() registration's own session is there too: three of A's, none of B's.
    expect(list).toHaveLength(3);
    for (const entry of list) {
      expect(Object.keys(entry).sort()).toEqual(['created', 'current', 'id', 'label', 'lastSeen']);
      expect(Number.isNaN(Date.parse(entry.created))).toBe(false);
      expect(Number.isNaN(Date.parse(entry.lastSeen))).toBe(false);
    }
    expect(list.filter((d) => d.current).map((d) => d.label)).toEqual(['Firefox on Windows']);
    expect(list[0]?.current).toBe(true);
    expect(list.map((d) => d.label)).toContain('Rookery app');
    expect(list.map((d) => d.label)).not.toContain('Chrome on Android');
    // No session key, token or User-Agent in the answer.
    for (const secret of [laptop.token, hashToken(laptop.token), hashToken(phone.token), 'Gecko/20100101']) {
      expect(res.body).not.toContain(secret);
    }
    const bIds = (await devicesOf(bPhone.cookie)).map((d) => d.id);
    expect(bIds.some((id) => list.some((d) => d.id === id))).toBe(false);
  });

  it('refuses B’s device ids exactly as a missing or forged one, and B stays signed in', async () => {
    const a = await person();
    const aLaptop = await device(a, FIREFOX_WINDOWS, 'web');
    const b = await person();
    const bPhone = await device(b, CHROME_ANDROID, 'web');
    const bSocket = await socketOf(bPhone.cookie);
    const bIds = (await devicesOf(bPhone.cookie)).map((d) => d.id);
    expect(bIds.length).toBeGreaterThanOrEqual(2);

    const answer = async (id: unknown) => {
      const res = await apiPost(fixture.server, 'enddevice', { id }, { cookie: aLaptop.cookie });
      return { status: res.statusCode, body: res.json() };
    };
    const missing = await answer('6f1c0a52-8d1e-4f3b-9a37-2b8d3c1e9f00');
    expect(missing).toEqual({
      status: 404,
      body: { success: false, error: 'Not found', requestId: expect.any(String) },
    });
    const strip = ({ status, body }: { status: number; body: Record<string, unknown> }) => ({
      status,
      success: body.success,
      error: body.error,
    });
    const same = strip(missing);
    for (const id of bIds) expect(strip(await answer(id))).toEqual(same);
    for (const id of bIds) expect(strip(await answer(id.toUpperCase()))).toEqual(same);
    for (const forged of [
      '',
      'not-a-device',
      `${bIds[0]}'; delete from sessions; --`,
      hashToken(bPhone.token),
    ]) {
      expect(strip(await answer(forged))).toEqual(same);
    }
    // Not text at all: a 400 that says no more.
    for (const shape of [42, [bIds[0]], { id: bIds[0] }, null, true]) {
      const res = await answer(shape);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Not found');
    }

    expect((await menu(bPhone.cookie)).statusCode).toBe(200);
    expect(bSocket.connected).toBe(true);
    expect((await devicesOf(bPhone.cookie)).map((d) => d.id).sort()).toEqual([...bIds].sort());
  });

  it('needs a session; A’s “all other devices” never reaches B', async () => {
    expect((await apiGet(fixture.server, 'mydevices')).statusCode).toBe(401);
    expect((await apiPost(fixture.server, 'enddevice', { id: 'x' })).statusCode).toBe(401);
    expect((await apiPost(fixture.server, 'endotherdevices', {})).statusCode).toBe(401);
    const a = await person();
    const aLaptop = await device(a, FIREFOX_WINDOWS, 'web');
    const b = await person();
    const bPhone = await device(b, CHROME_ANDROID, 'web');
    const before = await devicesOf(bPhone.cookie);
    expect(
      (await apiPost(fixture.server, 'endotherdevices', {}, { cookie: aLaptop.cookie })).statusCode,
    ).toBe(200);
    expect(await devicesOf(bPhone.cookie)).toHaveLength(before.length);
  });
});

describe('ending a device', () => {
  it('makes its next request 401 and closes its socket; the other devices stay signed in', async () => {
    const a = await person();
    const laptop = await device(a, FIREFOX_WINDOWS, 'web');
    const phone = await device(a, CHROME_ANDROID, 'web');
    const tablet = await device(a, APP, 'app');
    const phoneSocket = await socketOf(phone.cookie);
    const tabletSocket = await socketOf(tablet.cookie);
    // The phone's session is remembered by the server (SESSION_CACHE) from here on.
    expect((await menu(phone.cookie)).statusCode).toBe(200);

    const phoneId = (await devicesOf(phone.cookie)).find((d) => d.current)?.id;
    const res = await apiPost(fixture.server, 'enddevice', { id: phoneId }, { cookie: laptop.cookie });
    expect(res.json()).toEqual({ success: true, current: false });

    expect(await disconnected(phoneSocket, 2000)).toBe('io server disconnect');
    expect((await menu(phone.cookie)).statusCode).toBe(401);
    await expect(connectAs(fixture.url, { cookie: phone.cookie })).rejects.toThrow('Unauthorized');
    expect((await menu(laptop.cookie)).statusCode).toBe(200);
    expect((await menu(tablet.cookie)).statusCode).toBe(200);
    expect(tabletSocket.connected).toBe(true);
    expect((await devicesOf(laptop.cookie)).map((d) => d.id)).not.toContain(phoneId);
    // Ended once: a second time it is missing.
    expect(
      (await apiPost(fixture.server, 'enddevice', { id: phoneId }, { cookie: laptop.cookie })).statusCode,
    ).toBe(404);
  });

  it('may be the current one: that signs the caller out', async () => {
    const a = await person();
    const laptop = await device(a, FIREFOX_WINDOWS, 'web');
    const phone = await device(a, CHROME_ANDROID, 'web');
    const own = (await devicesOf(laptop.cookie)).find((d) => d.current)?.id;
    const res = await apiPost(fixture.server, 'enddevice', { id: own }, { cookie: laptop.cookie });
    expect(res.json()).toEqual({ success: true, current: true });
    expect((await menu(laptop.cookie)).statusCode).toBe(401);
    expect((await menu(phone.cookie)).statusCode).toBe(200);
  });

  it('makes the ended device’s known-browser cookie an unknown one', async () => {
    const a = await person();
    const laptop = await device(a, FIREFOX_WINDOWS, 'web');
    const phone = await device(a, CHROME_ANDROID, 'web');
    // Before: the phone's browser signing in again keeps its cookie (it is the owner's).
    const again = await signInWithEmail(fixture.server, a.email, a.password, {
      cookie: phone.deviceCookie,
      headers: { origin: 'http://localhost:80', 'user-agent': CHROME_ANDROID },
    });
    expect(`rookery_device=${cookiesOf(again).rookery_device}`).toBe(phone.deviceCookie);
    const phoneSession = `${SESSION_COOKIE}=${cookiesOf(again)[SESSION_COOKIE]}`;
    const phoneId = (await devicesOf(phoneSession)).find((d) => d.current)?.id;
    expect(
      (await apiPost(fixture.server, 'enddevice', { id: phoneId }, { cookie: laptop.cookie })).statusCode,
    ).toBe(200);
    // After: the same cookie is nobody's; the next sign-in there is given a new one.
    const after = await signInWithEmail(fixture.server, a.email, a.password, {
      cookie: phone.deviceCookie,
      headers: { origin: 'http://localhost:80', 'user-agent': CHROME_ANDROID },
    });
    expect(after.statusCode).toBe(200);
    expect(`rookery_device=${cookiesOf(after).rookery_device}`).not.toBe(phone.deviceCookie);
  });
});

describe('sign out of all other devices', () => {
  it('leaves only the current one, and closes the others’ sockets', async () => {
    const a = await person();
    const laptop = await device(a, FIREFOX_WINDOWS, 'web');
    const phone = await device(a, CHROME_ANDROID, 'web');
    const tablet = await device(a, APP, 'app');
    const sockets = [await socketOf(phone.cookie), await socketOf(tablet.cookie)];
    const mine = await socketOf(laptop.cookie);
    const res = await apiPost(fixture.server, 'endotherdevices', {}, { cookie: laptop.cookie });
    // The registration's session, the phone and the tablet.
    expect(res.json()).toEqual({ success: true, ended: 3 });
    for (const socket of sockets) expect(await disconnected(socket, 2000)).toBe('io server disconnect');
    expect(mine.connected).toBe(true);
    const left = await devicesOf(laptop.cookie);
    expect(left.map((d) => [d.label, d.current])).toEqual([['Firefox on Windows', true]]);
    expect((await menu(phone.cookie)).statusCode).toBe(401);
    expect((await menu(tablet.cookie)).statusCode).toBe(401);
  });
});

describe('limits', () => {
  it(`refuses the ${DEVICES_LIMIT.max + 1}th ending in the window with 429 and Retry-After`, async () => {
    const a = await person();
    const laptop = await device(a, FIREFOX_WINDOWS, 'web');
    for (let i = 0; i < DEVICES_LIMIT.max; i++) {
      const res = await apiPost(
        fixture.server,
        'enddevice',
        { id: `forged-${i}` },
        { cookie: laptop.cookie },
      );
      expect(res.statusCode).toBe(404);
    }
    const over = await apiPost(fixture.server, 'endotherdevices', {}, { cookie: laptop.cookie });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });
});
