// Pictures from a self-hosted image generator (AUTOMATIC1111, here its local stand-in) went around the
// explicit-image shield: the first one becomes the profile image every deck candidate sees, and a gift carries any
// of them into a basic match. Every generated picture is now checked like a chat image: a flagged one is not kept
// (the job fails with a sentence and the pebble back), and a gift of a picture made before that check arrives with
// `flagged`, as a flagged chat image does.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../modules/auth/auth.schema.ts';
import { IMAGE_JOB_FLAGGED } from '../modules/images/image-job.handler.ts';
import { aiImages } from '../modules/images/images.schema.ts';
import { generate, get, waitForJob } from '../modules/images/testing/images-test-kit.ts';
import { jobs } from '../platform/db/platform.schema.ts';
import { startGeneratorStandIn } from '../platform/imagegen/testing/generator-stand-in.ts';
import { FIXTURE_THRESHOLD, SKIN, shieldFixture } from '../platform/shield/testing/shield-fixtures.ts';
import { storageKeys } from '../platform/storage/storage.ts';
import { make } from '../testing/factories.ts';
import { emitAck, type TestSocket, waitFor } from '../testing/socket-client.ts';
import { useSocketServer } from '../testing/socket-fixture.ts';
import type { TestServer } from '../testing/test-server.ts';

let standIn: Awaited<ReturnType<typeof startGeneratorStandIn>>;
beforeAll(async () => {
  standIn = await startGeneratorStandIn();
});
afterAll(async () => {
  await standIn.close();
});
const realtime = useSocketServer(() => ({
  JOBS_POLL_MS: '50',
  IMAGEGEN: 'automatic1111',
  A1111_URL: standIn.url,
  IMAGEGEN_TIMEOUT_MS: '60000',
  SHIELD: 'on',
  SHIELD_THRESHOLD: String(FIXTURE_THRESHOLD),
  SHIELD_TIMEOUT_MS: '60000',
}));
let server: TestServer;
beforeAll(() => {
  server = realtime.server;
});

const imagesOf = (userId: string) =>
  server.database.db.select({ id: aiImages.id }).from(aiImages).where(eq(aiImages.userId, userId));

describe('the self-hosted generator behind the shield', () => {
  it('never keeps a picture the shield flags: the job fails with a sentence, nothing is charged, no profile image', async () => {
    const user = await make.account(server);
    const asked = await generate(server, user, '[explicit] A day at the beach');
    expect(asked.json()).toMatchObject({ success: true });
    const job = await waitForJob(server, user, asked.json().jobid, 180_000);
    expect(job).toMatchObject({
      status: 'failed',
      error: `${IMAGE_JOB_FLAGGED} Nothing was charged for it.`,
    });
    expect(job).not.toHaveProperty('imageid');
    // Not stored, so not the profile image a deck candidate, a match or the menu would show.
    expect(await imagesOf(user.id)).toEqual([]);
    expect((await get(server, user, 'userimagespage')).json()).toMatchObject({ total: 0, free: true });
    const [row] = await server.database.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(eq(jobs.id, asked.json().jobid));
    const { imageId } = (row?.payload ?? {}) as { imageId: string };
    expect(await server.app.services.storage.get(storageKeys.aiImage(user.id, imageId))).toBeNull();

    // A picture the shield passes is kept as before.
    const plain = await generate(server, user, 'A day at the beach');
    const done = await waitForJob(server, user, plain.json().jobid, 180_000);
    expect(done).toMatchObject({ status: 'done', imageid: expect.any(String) });
    expect(await imagesOf(user.id)).toEqual([{ id: done.imageid }]);
    const metrics = (await server.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(metrics).toMatch(/^shield_images_flagged_total 1$/m);
    expect(metrics).toMatch(/^shield_images_failed_total 0$/m);
  }, 240_000);

  it('a gift of an explicit picture made before the check reaches a basic match flagged, as a chat image would', async () => {
    const { a, b, room } = await make.room(server);
    await server.database.db.update(users).set({ pebbles: 2 }).where(eq(users.id, a.id));
    const explicit = await sharp(shieldFixture(SKIN)).png().toBuffer();
    await server.app.services.storage.put(`ai/${a.imageId}.png`, explicit, 'image/png');
    const sockets: TestSocket[] = [];
    for (const person of [a, b]) {
      sockets.push(await realtime.socketOf(person, room));
    }
    const [sa, sb] = sockets as [TestSocket, TestSocket];
    const arrived = waitFor(sb, 'newchat', () => true, 120_000);
    const answer = (await emitAck(sa, 'sendgift', { room, imageid: a.imageId as string })) as unknown as {
      success: boolean;
      chat: { flagged?: boolean; reference: string };
    };
    expect(answer).toMatchObject({ success: true, chat: { reference: 'gift', flagged: true } });
    expect((await arrived)[0].chat).toMatchObject({ reference: 'gift', flagged: true });
  }, 240_000);
});
