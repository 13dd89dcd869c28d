// AI images through /api with the worker running the offline illustrator: the first image free, later ones a
// pebble, the job's progress and outcome for its owner only, the selected image, pages, deletion.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageKeys } from '../../platform/storage/storage.ts';
import { make } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { download } from '../media/testing/media-test-kit.ts';
import { aiImages } from './images.schema.ts';
import { generate, get, makeImage, post, waitForJob } from './testing/images-test-kit.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ JOBS_POLL_MS: '50' });
});
afterAll(() => server.close());

const selectedOf = async (userId: string) =>
  (await server.database.db.select().from(aiImages).where(eq(aiImages.userId, userId)))
    .filter((row) => row.isProfile)
    .map((row) => row.id);

describe('generateimage', () => {
  it('makes the first image free, stores it, and selects it as the public image', async () => {
    const user = await make.account(server);
    const started = await generate(server, user, 'Sailing on a lake at sunset', 'fantasy-art');
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ success: true, pebbles: 0 });
    const job = await waitForJob(server, user, started.json().jobid);
    expect(job).toMatchObject({ status: 'done', progress: 100 });
    const stored = await server.app.services.storage.get(storageKeys.aiImage(user.id, job.imageid ?? ''));
    expect(stored?.bytes.subarray(1, 4).toString()).toBe('PNG');
    const list = (await get(server, user, 'userimages')).json();
    expect(list.images).toEqual([
      expect.objectContaining({
        imageid: job.imageid,
        profile: 1,
        style: 'fantasy-art',
        description: 'Sailing on a lake at sunset',
      }),
    ]);
    const [row] = await server.database.db.select().from(aiImages).where(eq(aiImages.userId, user.id));
    expect(row?.provider).toBe('local');
    expect(await server.app.services.pebbles.ledger(user.id)).toEqual([]);
  });

  it('charges a pebble for each later image, and refuses with 402 when there is none', async () => {
    const user = await make.account(server);
    await makeImage(server, user);
    const short = await generate(server, user);
    expect(short.statusCode).toBe(402);
    expect(short.json()).toMatchObject({ success: false, error: 'You need a pebble to generate an image.' });
    await server.app.services.pebbles.credit(user.id, 2, 'ad');
    const paid = await generate(server, user, 'A cosy library');
    expect(paid.json()).toMatchObject({ success: true, pebbles: 1 });
    const job = await waitForJob(server, user, paid.json().jobid);
    // The second image joins the collection; the first stays the public one.
    expect(await selectedOf(user.id)).toHaveLength(1);
    expect(await selectedOf(user.id)).not.toContain(job.imageid);
    expect((await server.app.services.pebbles.ledger(user.id)).map((r) => [r.delta, r.reason])).toEqual([
      [2, 'ad'],
      [-1, 'image'],
    ]);
  });

  it('does not make an image free again after every image has been deleted', async () => {
    const user = await make.account(server);
    const freeFlag = async () => (await get(server, user, 'userimagespage', { page: '0' })).json();
    expect(await freeFlag()).toMatchObject({ total: 0, free: true });
    const imageid = await makeImage(server, user);
    expect(await freeFlag()).toMatchObject({ total: 1, free: false });
    expect((await post(server, user, 'delaiimage', { fileid: imageid })).statusCode).toBe(200);
    expect((await get(server, user, 'userimages')).json().images).toEqual([]);
    // The collection is empty again, but the screen must not promise a free image: the server charges one.
    expect(await freeFlag()).toMatchObject({ total: 0, free: false });
    expect((await generate(server, user)).statusCode).toBe(402);
  });

  it('says the next image is not free while the free one is still on the way', async () => {
    const user = await make.account(server);
    const { jobid } = (await generate(server, user)).json();
    expect((await get(server, user, 'userimagespage')).json()).toMatchObject({ free: false });
    await waitForJob(server, user, jobid);
  });

  it('refuses restricted words and bad input with their messages, before any pebble is touched', async () => {
    const user = await make.account(server);
    const restricted = await generate(server, user, 'Me holding a gun on the beach');
    expect(restricted.statusCode).toBe(400);
    expect(restricted.json().error).toBe(
      'Please leave out "gun": it is one of the words the image generator cannot use.',
    );
    expect((await generate(server, user, '   ')).json().error).toBe('Please describe the image you want');
    expect((await generate(server, user, 'A beach', 'oil-painting')).json().error).toBe(
      'Please choose a style',
    );
    // Still free: nothing was queued.
    expect((await generate(server, user)).json()).toMatchObject({ success: true, pebbles: 0 });
  });

  it('answers a job to its owner only', async () => {
    const owner = await make.account(server);
    const stranger = await make.account(server);
    const { jobid } = (await generate(server, owner)).json();
    const theirs = await get(server, stranger, 'imagejob', { id: jobid });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ success: false, error: 'Not found' });
    expect((await get(server, owner, 'imagejob', { id: 'not-a-uuid' })).statusCode).toBe(404);
    expect((await waitForJob(server, owner, jobid)).status).toBe('done');
  });

  it('needs a verified member who accepted the terms', async () => {
    const unverified = await make.account(server, { verified: false });
    expect((await generate(server, unverified)).statusCode).toBe(403);
  });
});

describe('the collection', () => {
  it('selects one image at a time, only the owner may select or delete, and deleting the public image selects the newest left', async () => {
    const owner = await make.account(server);
    const stranger = await make.account(server);
    await server.app.services.pebbles.credit(owner.id, 2, 'ad');
    const first = await makeImage(server, owner, 'A mountain cabin');
    const second = await makeImage(server, owner, 'A city at night');
    const third = await makeImage(server, owner, 'A penguin on the ice');
    expect(await selectedOf(owner.id)).toEqual([first]);

    expect((await post(server, owner, 'selectimage', { imageid: second })).statusCode).toBe(200);
    expect(await selectedOf(owner.id)).toEqual([second]);
    const only = (await get(server, owner, 'userimages', { profile: '1' })).json().images;
    expect(only.map((i: { imageid: string }) => i.imageid)).toEqual([second]);

    expect((await post(server, stranger, 'selectimage', { imageid: first })).statusCode).toBe(403);
    expect((await post(server, stranger, 'delaiimage', { fileid: first })).statusCode).toBe(403);
    expect((await post(server, owner, 'selectimage', { imageid: crypto.randomUUID() })).statusCode).toBe(404);
    expect(await selectedOf(owner.id)).toEqual([second]);

    // Deleting the public image: the newest one left takes its place, and the file goes, with the WebP twin a
    // browser's request made of it.
    const shown = await download(server, owner, `type=AIImage&file=${second}.png`, { accept: 'image/webp' });
    expect(shown.headers['content-type']).toBe('image/webp');
    const twin = storageKeys.webpCopy(storageKeys.aiImage(owner.id, second));
    expect(await server.app.services.storage.get(twin)).not.toBeNull();
    expect((await post(server, owner, 'delaiimage', { fileid: `${second}.png` })).statusCode).toBe(200);
    expect(await server.app.services.storage.get(storageKeys.aiImage(owner.id, second))).toBeNull();
    expect(await server.app.services.storage.get(twin)).toBeNull();
    expect(await selectedOf(owner.id)).toEqual([third]);
    expect((await post(server, owner, 'delaiimage', { fileid: second })).statusCode).toBe(404);
  });

  it('pages the collection 12 at a time, newest first, with the total', async () => {
    const user = await make.account(server);
    const base = Date.now() - 100_000;
    const ids = Array.from({ length: 14 }, () => crypto.randomUUID());
    await server.database.db.insert(aiImages).values(
      ids.map((id, n) => ({
        id,
        userId: user.id,
        style: 'comic',
        description: `image ${n}`,
        storageKey: storageKeys.aiImage(user.id, id),
        provider: 'local',
        createdAt: new Date(base + n * 1000),
      })),
    );
    const first = (await get(server, user, 'userimagespage', { page: '0' })).json();
    expect(first).toMatchObject({ success: true, total: 14, pageSize: 12 });
    expect(first.images.map((i: { imageid: string }) => i.imageid)).toEqual([...ids].reverse().slice(0, 12));
    const second = (await get(server, user, 'userimagespage', { page: '1' })).json();
    expect(second.images.map((i: { description: string }) => i.description)).toEqual(['image 1', 'image 0']);
    expect((await get(server, user, 'userimagespage', { page: '5' })).json().images).toEqual([]);
  });
});
