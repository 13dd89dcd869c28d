// Revocable reveal: either member of a full match takes it back to basic for both, at once and live, and another
// person's private photo is served through a link signed for that viewer that expires within minutes (or, for the
// mobile app, by the session alone on the bare link of RULES.md "Calls the app makes", never kept by the browser).
// Attacks: a link kept from before the un-reveal, an expired link, a link made for someone else, a tampered
// signature; and the real name gone from every answer the other person can get.
import { CHAT_MARKERS } from '@rookery/shared/events.ts';
import { PRIVATE_LINK } from '@rookery/shared/limits.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiPost } from '../modules/auth/testing/auth-test-kit.ts';
import { createPrivateLinks } from '../modules/media/private-links.ts';
import { download, makeJpeg } from '../modules/media/testing/media-test-kit.ts';
import { storageKeys } from '../platform/storage/storage.ts';
import { make, type SignedInPerson } from '../testing/factories.ts';
import { emitAck, waitFor } from '../testing/socket-client.ts';
import { useSocketServer } from '../testing/socket-fixture.ts';
import type { TestServer } from '../testing/test-server.ts';

const realtime = useSocketServer();
let server: TestServer;
beforeAll(() => {
  server = realtime.server;
});

async function withPhoto(realName: string): Promise<SignedInPerson> {
  const person = await make.person(server, { realName });
  const photo = person.photoFilename as string;
  await server.app.services.storage.put(
    storageKeys.privatePhoto(person.id, photo),
    await makeJpeg(),
    'image/jpeg',
  );
  return person;
}

async function fullView(viewer: SignedInPerson, owner: SignedInPerson) {
  const res = await apiGet(server, `profilebyid&id=${owner.id}&full=1`, { cookie: viewer.cookie });
  expect(res.statusCode).toBe(200);
  return res.json() as { full: number; images: { filename: string; url: string }[]; profile: object[] };
}

const queryOf = (link: string) => link.replace('/download?', '');

describe('signed private photo links', () => {
  it('serve a full match through their own link only, for minutes, and never unsigned, tampered or expired', async () => {
    const owner = await withPhoto('Olive Quarry');
    const viewer = await make.person(server);
    const other = await make.person(server);
    await make.match(server, owner, viewer, true);
    await make.match(server, owner, other, true);
    const photo = owner.photoFilename as string;

    const [image] = (await fullView(viewer, owner)).images;
    expect(image?.url).toMatch(/^\/download\?type=ProfileImage&file=[0-9a-f-]+\.jpg&exp=\d+&sig=[\w-]+$/);
    const link = queryOf(image?.url ?? '');
    const ok = await download(server, viewer, link);
    expect(ok.statusCode).toBe(200);
    // The browser keeps it no longer than the link lives.
    const maxAge = Number(/max-age=(\d+)/.exec(String(ok.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(PRIVATE_LINK.ttlSeconds);

    const refused = async (query: string, who: SignedInPerson = viewer) =>
      (await download(server, who, query)).statusCode;
    // No signature: the session's own (RULES.md "Calls the app makes", the mobile app), for a full match only, never
    // kept.
    const bare = await download(server, viewer, `type=ProfileImage&file=${photo}`);
    expect([bare.statusCode, bare.headers['cache-control']]).toEqual([200, 'private, no-store']);
    expect(await refused(`type=ProfileImage&file=${photo}`, await make.person(server))).toBe(403);
    // Signed for the viewer, used by another full match of the owner.
    expect(await refused(link, other)).toBe(403);
    // Tampered: a changed signature, a later expiry with the old signature, another file with this signature.
    const sig = new URLSearchParams(link).get('sig') ?? '';
    const exp = Number(new URLSearchParams(link).get('exp'));
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    expect(await refused(link.replace(`sig=${sig}`, `sig=${flipped}`))).toBe(403);
    expect(await refused(link.replace(`exp=${exp}`, `exp=${exp + 60}`))).toBe(403);
    expect(await refused(link.replace(`sig=${sig}`, 'sig='))).toBe(403);
    // A second signature makes the query itself bad (400): refused either way.
    expect([400, 403]).toContain(await refused(`${link}&sig=${flipped}`));
    // A far-future expiry is refused even with a correct signature (made with the server's own key).
    const links = (at: number) => createPrivateLinks(server.config.codeSecret, () => new Date(at));
    const far = links(Date.now() + 3_600_000).photoUrl(photo, viewer.id);
    expect(await refused(queryOf(far))).toBe(403);
    // Expired: made just over the lifetime ago.
    const old = links(Date.now() - (PRIVATE_LINK.ttlSeconds + 1) * 1000).photoUrl(photo, viewer.id);
    expect(await refused(queryOf(old))).toBe(403);
    // Garbage never brings a 500.
    for (const bad of ['exp=abc&sig=x', 'exp=-1&sig=x', `exp=${'9'.repeat(30)}&sig=x`, 'exp=1&sig=%00']) {
      expect(await refused(`type=ProfileImage&file=${photo}&${bad}`)).toBeLessThan(500);
    }
    // The owner needs no link for their own photo (the profile editor).
    expect(await refused(`type=ProfileImage&file=${photo}`, owner)).toBe(200);
  });
});

describe('hide my photos and name again', () => {
  it('takes a full match back to basic for both at once, live, and refuses a link kept from before', async () => {
    const owner = await withPhoto('Olive Quarry');
    const viewer = await withPhoto('Victor Vane');
    const room = await make.match(server, owner, viewer, true);
    const kept = queryOf((await fullView(viewer, owner)).images[0]?.url ?? '');
    expect((await download(server, viewer, kept)).statusCode).toBe(200);

    const viewerSocket = await realtime.socketOf(viewer);
    expect((await emitAck(viewerSocket, 'joinroom', { room })).success).toBe(true);
    const level = waitFor(viewerSocket, 'matchupdated', (p) => p.room === room);
    const alert = waitFor(viewerSocket, 'alert', (a) => a.kind === 'fullprofile' && a.room === room);
    const note = waitFor(
      viewerSocket,
      'newchat',
      ({ chat }) => chat.chattext === CHAT_MARKERS.fullProfileHidden,
    );

    const res = await apiPost(server, 'hidefullprofile', { room }, { cookie: owner.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ full_match: 0 });
    expect((await level)[0]).toEqual({ room, full_match: 0 });
    const [told] = await alert;
    expect(told).toMatchObject({ kind: 'fullprofile', state: 'hidden', from: { user_id: owner.id } });
    expect(JSON.stringify(told)).not.toContain('Olive Quarry');
    await note;

    // A link made before, still within its minutes: refused now, both ways.
    expect((await download(server, viewer, kept)).statusCode).toBe(403);
    const fresh = server.app.services.privateLinks.photoUrl(owner.photoFilename as string, viewer.id);
    expect((await download(server, viewer, queryOf(fresh))).statusCode).toBe(403);
    const back = server.app.services.privateLinks.photoUrl(viewer.photoFilename as string, owner.id);
    expect((await download(server, owner, queryOf(back))).statusCode).toBe(403);

    // The real name is in no answer the other person can get, and neither is a photo.
    const answers = await Promise.all(
      [
        'profilebyid&id=' + owner.id + '&full=1',
        'matches',
        'notifications',
        'menudata',
        'profilebyid&id=' + owner.id,
      ].map(async (action) => (await apiGet(server, action, { cookie: viewer.cookie })).body),
    );
    answers.push(JSON.stringify(await emitAck(viewerSocket, 'loadchats', { room })));
    for (const text of answers) {
      expect(text).not.toContain('Olive Quarry');
      expect(text).not.toContain(owner.photoFilename as string);
    }
    expect(JSON.parse(answers[0] ?? '{}').full).toBe(0);
    expect(JSON.stringify((await fullView(owner, viewer)).images)).toBe('[]');

    // Either may ask again: a new full-profile request is needed, and it works.
    const again = await emitAck(viewerSocket, 'sendchatnotification', {
      room,
      text: CHAT_MARKERS.fullProfileRequest,
    });
    expect(again.success).toBe(true);
  });

  it('refuses a basic match, a stranger and a former match, never with a 500', async () => {
    const owner = await make.person(server);
    const basic = await make.person(server);
    const stranger = await make.person(server);
    const room = await make.match(server, owner, basic, false);
    const asBasic = await apiPost(server, 'hidefullprofile', { room }, { cookie: basic.cookie });
    expect(asBasic.statusCode).toBe(400);
    expect(asBasic.json().error).toBe('You are not sharing full profiles in this match.');
    const full = await make.match(server, owner, await make.person(server), true);
    expect(
      (await apiPost(server, 'hidefullprofile', { room: full }, { cookie: stranger.cookie })).statusCode,
    ).toBe(403);
    for (const bad of [{}, { room: 'x' }, { room: 42 }, { room: null }]) {
      expect((await apiPost(server, 'hidefullprofile', bad, { cookie: owner.cookie })).statusCode).toBe(400);
    }
  });
});
