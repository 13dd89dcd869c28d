// The mobile app's private photos: the RULES.md "Calls the app makes" `GET /download?type=ProfileImage&file=` with
// the session cookie, the download's own full-match check deciding (RULES.md "Files", "Who may see what"), beside the
// signed links profilebyid gives. Attacks against a real server: another person's file, a stranger, a basic match, a
// match after "Hide my photos", a match that ended, no session, and a bare link carrying someone else's signature;
// only a full match gets it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPost } from '../modules/auth/testing/auth-test-kit.ts';
import { download, makeJpeg } from '../modules/media/testing/media-test-kit.ts';
import { storageKeys } from '../platform/storage/storage.ts';
import { endMatch, make, type SignedInPerson } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
let picture: Buffer;

beforeAll(async () => {
  server = await startTestServer();
  picture = await makeJpeg();
});
afterAll(async () => {
  await server.close();
});

async function withPhoto(): Promise<SignedInPerson> {
  const person = await make.person(server);
  const key = storageKeys.privatePhoto(person.id, person.photoFilename as string);
  await server.app.services.storage.put(key, picture, 'image/jpeg');
  return person;
}

const bare = (owner: SignedInPerson) => `type=ProfileImage&file=${owner.photoFilename}`;

describe('a private photo by the session (the RULES.md "Calls the app makes" link)', () => {
  it('reaches a full match, and nobody else', async () => {
    const owner = await withPhoto();
    const full = await make.person(server);
    await make.match(server, owner, full, true);

    const got = await download(server, full, bare(owner));
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/jpeg');
    expect(got.headers['cache-control']).toBe('private, no-store');
    expect(got.rawPayload.equals(picture)).toBe(true);
    // The owner, as always.
    expect((await download(server, owner, bare(owner))).statusCode).toBe(200);

    // A stranger, and another person's file asked for by a full match of someone else.
    const stranger = await withPhoto();
    expect((await download(server, stranger, bare(owner))).statusCode).toBe(403);
    expect((await download(server, full, bare(stranger))).statusCode).toBe(403);
    // A basic match.
    const basic = await make.person(server);
    await make.match(server, owner, basic, false);
    expect((await download(server, basic, bare(owner))).statusCode).toBe(403);
    // No session, and a session that ended.
    expect((await download(server, undefined, bare(owner))).statusCode).toBe(401);
    const leaving = await make.person(server);
    await make.match(server, owner, leaving, true);
    const out = await server.app.inject({
      method: 'POST',
      url: '/signout',
      headers: { cookie: leaving.cookie },
    });
    expect(out.statusCode).toBe(200);
    expect((await download(server, leaving, bare(owner))).statusCode).toBe(401);
    // A signature made for someone else does not pass, even for a full match (a signed link is checked as signed).
    const forOther = server.app.services.privateLinks.photoUrl(owner.photoFilename as string, stranger.id);
    expect((await download(server, full, forOther.replace('/download?', ''))).statusCode).toBe(403);
  });

  it('is refused after "Hide my photos", and after the match ended', async () => {
    const owner = await withPhoto();
    const viewer = await withPhoto();
    const room = await make.match(server, owner, viewer, true);
    expect((await download(server, viewer, bare(owner))).statusCode).toBe(200);
    const hide = await apiPost(server, 'hidefullprofile', { room }, { cookie: owner.cookie });
    expect(hide.statusCode).toBe(200);
    expect((await download(server, viewer, bare(owner))).statusCode).toBe(403);
    expect((await download(server, owner, bare(viewer))).statusCode).toBe(403);

    const other = await make.person(server);
    const ended = await make.match(server, owner, other, true);
    expect((await download(server, other, bare(owner))).statusCode).toBe(200);
    await endMatch(server, ended);
    expect((await download(server, other, bare(owner))).statusCode).toBe(403);
  });
});
