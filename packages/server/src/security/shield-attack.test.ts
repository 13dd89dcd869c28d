// The explicit-image shield under attack: the sender cannot upload or rewrite a flagged image as not
// flagged through any action; a huge or malformed image neither crashes the classifier's worker nor holds up the
// event loop (measured); a classifier that fails or is swamped never takes the server down (fail-open, counted,
// and a full queue answers 503 with Retry-After). One sender's burst neither delays nor refuses another
// sender's image (a queue per sender, served round robin, and a cap per sender that refuses that sender alone).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatMessages } from '../modules/chat/chat.schema.ts';
import { download, postMultipart } from '../modules/media/testing/media-test-kit.ts';
import { createShield, SHIELD_TEXT } from '../platform/shield/shield.ts';
import { shieldConfig } from '../platform/shield/shield-config.ts';
import {
  FIXTURE_THRESHOLD,
  LANDSCAPE,
  SKIN,
  shieldFixture,
} from '../platform/shield/testing/shield-fixtures.ts';
import { storageKeys } from '../platform/storage/storage.ts';
import { make, type SignedInPerson } from '../testing/factories.ts';
import { emitAck } from '../testing/socket-client.ts';
import { useSocketServer } from '../testing/socket-fixture.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

const realtime = useSocketServer({
  SHIELD: 'on',
  SHIELD_THRESHOLD: String(FIXTURE_THRESHOLD),
  SHIELD_TIMEOUT_MS: '60000',
});
let server: TestServer;
beforeAll(() => {
  server = realtime.server;
});

function upload(
  on: TestServer,
  person: SignedInPerson,
  room: string,
  data: Buffer,
  extra: [string, string][] = [],
  query = '',
) {
  return postMultipart(
    on,
    `/uploadchatimage${query}`,
    [
      { name: 'room', value: room },
      ...extra.map(([name, value]) => ({ name, value })),
      { name: 'file', filename: 'picture.jpg', contentType: 'image/jpeg', data },
    ],
    person,
  );
}

const flagsIn = async (room: string) =>
  (
    await server.database.db
      .select({ id: chatMessages.id, flagged: chatMessages.flagged, chattext: chatMessages.chattext })
      .from(chatMessages)
      .where(eq(chatMessages.roomId, room))
  ).sort((x, y) => x.id - y.id);

describe('the sender cannot clear or forge the flag', () => {
  it('refuses a flagged field, ignores one in the query, and no event rewrites or reposts the image unflagged', async () => {
    const { a, b, room } = await make.room(server, { fullMatch: true });
    const forged = await upload(server, a, room, shieldFixture(SKIN), [['flagged', 'false']]);
    // multipart-body.ts takes the `room` and `file` parts only: a third part is refused whatever its name.
    expect([forged.statusCode, forged.json().error]).toEqual([
      400,
      'Send one file and only the fields this upload takes.',
    ]);
    expect(await flagsIn(room)).toEqual([]);

    const sent = await upload(server, a, room, shieldFixture(SKIN), [], '?flagged=false&flagged=0');
    expect(sent.statusCode).toBe(200);
    const { chat } = sent.json();
    expect(chat.flagged).toBe(true);

    // Every socket action that names a message or carries a type, by both members, against the flagged image.
    for (const person of [a, b]) {
      const socket = await realtime.socketOf(person);
      await emitAck(socket, 'joinroom', { room });
      const other = person === a ? b.id : a.id;
      const answers = [
        await emitAck(socket, 'acceptdate', {
          room,
          chatref: chat.id,
          dateref: '00000000-0000-4000-8000-000000000000',
          accepted: 0,
        } as never),
        await emitAck(socket, 'acceptfp', { room, from_id: other, accept: 0 } as never),
        // A repost of the stored file as an image message of the sender's own: only text goes through sendchat.
        await emitAck(socket, 'sendchat', {
          room,
          text: chat.chattext,
          type: 'image',
          flagged: false,
        } as never),
        await emitAck(socket, 'read', { room, id: chat.id } as never),
      ];
      expect(answers.slice(0, 3).every((answer) => answer.success === false)).toBe(true);
    }
    const rows = await flagsIn(room);
    expect(rows).toEqual([{ id: chat.id, flagged: true, chattext: chat.chattext }]);
  }, 180_000);
});

describe('a client that does not know `flagged`', () => {
  it('downloads an image flagged on upload as a blurred copy; the sender and `original=1` get it as sent', async () => {
    const { a, b, room } = await make.room(server, { fullMatch: true });
    const sent = await upload(server, a, room, shieldFixture(SKIN));
    expect(sent.statusCode).toBe(200);
    const { chat } = sent.json();
    expect(chat.flagged).toBe(true);
    const stored = await server.app.services.storage.get(storageKeys.chatImage(room, chat.chattext));
    const link = `type=ChatImage&room=${room}&file=${chat.chattext}`;

    const blurred = await download(server, b, link);
    expect([blurred.statusCode, blurred.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect(blurred.rawPayload.equals(stored?.bytes ?? Buffer.alloc(0))).toBe(false);
    const shape = await sharp(blurred.rawPayload).metadata();
    expect(Math.max(shape.width ?? 0, shape.height ?? 0)).toBeLessThanOrEqual(320);
    expect((await download(server, b, `${link}&original=1`)).rawPayload.equals(stored?.bytes as Buffer)).toBe(
      true,
    );
    expect((await download(server, a, link)).rawPayload.equals(stored?.bytes as Buffer)).toBe(true);

    // An image the shield passed is the same for everyone.
    const landscape = await upload(server, a, room, shieldFixture(LANDSCAPE));
    const plain = landscape.json().chat;
    expect(plain.flagged).toBeUndefined();
    const kept = await server.app.services.storage.get(storageKeys.chatImage(room, plain.chattext));
    const got = await download(server, b, `type=ChatImage&room=${room}&file=${plain.chattext}`);
    expect(got.rawPayload.equals(kept?.bytes as Buffer)).toBe(true);
  }, 180_000);
});

describe('huge and malformed images', () => {
  it('a malformed image is refused before the classifier; one that reaches it counts as not flagged, logged and counted', async () => {
    const { a, room } = await make.room(server, { fullMatch: true });
    const truncated = (await sharp(shieldFixture(SKIN)).jpeg().toBuffer()).subarray(0, 600);
    for (const bad of [
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5000, 7)]),
      truncated,
    ]) {
      const response = await upload(server, a, room, bad);
      expect(response.statusCode).toBe(400);
    }
    const errors: unknown[] = [];
    const shield = createShield(
      shieldConfig({
        SHIELD: 'on',
        SHIELD_THRESHOLD: 0,
        SHIELD_TIMEOUT_MS: 1000,
        SHIELD_QUEUE: 1,
        SHIELD_SENDER_QUEUE: 4,
      }),
      { info: () => {}, warn: () => {}, error: (entry: unknown) => errors.push(entry) },
    );
    expect(await shield.classify(Buffer.from('not an image at all'), 'tester')).toEqual({
      flagged: false,
      score: null,
      outcome: 'failed',
    });
    expect(shield.stats()).toMatchObject({ failed: 1, classified: 0 });
    expect(errors).toHaveLength(1);
    await shield.close();
  });

  it('a 49-megapixel upload and two more images are classified while the event loop stays free (delay measured)', async () => {
    const { a, room } = await make.room(server, { fullMatch: true });
    // 7000 × 7000 of skin tones with noise: under the 64 MP and 10 MB limits, a large decode.
    const huge = await sharp({
      create: {
        width: 7000,
        height: 7000,
        channels: 3,
        background: { r: 214, g: 160, b: 130 },
        noise: { type: 'gaussian', mean: 0, sigma: 6 },
      },
    })
      .jpeg({ quality: 40 })
      .toBuffer();
    expect(huge.length).toBeLessThan(10 * 1024 * 1024);
    // Warm: the model is loaded before the measurement, which is of classification, not of the load.
    expect((await upload(server, a, room, shieldFixture(LANDSCAPE))).statusCode).toBe(200);

    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const started = performance.now();
    const answers = await Promise.all([
      upload(server, a, room, huge),
      upload(server, a, room, shieldFixture(SKIN)),
      upload(server, a, room, shieldFixture(LANDSCAPE)),
    ]);
    const elapsed = performance.now() - started;
    delay.disable();
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(answers[1]?.json().chat.flagged).toBe(true);
    const metrics = (await server.app.inject({ method: 'GET', url: '/metrics' })).body;
    const classified = Number(/^shield_images_classified_total (\d+)$/m.exec(metrics)?.[1]);
    expect(classified).toBeGreaterThanOrEqual(4);
    expect(metrics).toMatch(/^shield_images_failed_total 0$/m);
    const maxMs = delay.max / 1e6;
    console.info(
      `shield event-loop delay during 3 classifications (${Math.round(elapsed)} ms): max ${maxMs.toFixed(1)} ms, p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms, mean ${(delay.mean / 1e6).toFixed(1)} ms`,
    );
    // Each classification is the worker's own seconds of CPU; on the event loop the three would have blocked it
    // for most of `elapsed`. The loop's longest stall is a small part of that. No absolute cap: on two cores shared
    // with a second test file, PostgreSQL and the worker itself, the scheduler alone has parked this thread for
    // 1.4 s of a 17 s run, which says nothing about where the classifier runs.
    expect(maxMs).toBeLessThan(elapsed / 4);
  }, 240_000);
});

const metric = async (on: TestServer, name: string) =>
  Number(
    new RegExp(`^${name} (\\d+)$`, 'm').exec(
      (await on.app.inject({ method: 'GET', url: '/metrics' })).body,
    )?.[1],
  );

describe("one sender's burst", () => {
  it("serves another sender's image after one of the burst's, and refuses only the burster", async () => {
    // A server of its own, not listening, so the model loads on the first image: the burst and B's image all
    // wait for it, and the order below is the queue's alone, whatever the machine's speed.
    const fresh = await startTestServer({
      SHIELD: 'on',
      SHIELD_THRESHOLD: String(FIXTURE_THRESHOLD),
      SHIELD_TIMEOUT_MS: '60000',
    });
    try {
      const burst = await make.room(fresh, { fullMatch: true });
      const other = await make.room(fresh, { fullMatch: true });
      const started = performance.now();
      const timed = (person: SignedInPerson, room: string) =>
        upload(fresh, person, room, shieldFixture(LANDSCAPE)).then((answer) => ({
          answer,
          ms: performance.now() - started,
        }));
      // Sender A: four images at once (SHIELD_SENDER_QUEUE). With four waiting, none is in the worker: its model is
      // still loading, so everything below is queued before any verdict.
      const fromA = Array.from({ length: 4 }, () => timed(burst.a, burst.room));
      for (let i = 0; (await metric(fresh, 'shield_images_waiting')) < 4; i += 1) {
        if (i > 1000) throw new Error('the burst never queued four images');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      // Then A's fifth and sixth, and B's one image.
      const [fifth, sixth, fromB] = await Promise.all([
        upload(fresh, burst.a, burst.room, shieldFixture(LANDSCAPE)),
        upload(fresh, burst.a, burst.room, shieldFixture(LANDSCAPE)),
        timed(other.a, other.room),
      ]);
      const accepted = await Promise.all(fromA);

      expect(fromB.answer.statusCode).toBe(200);
      expect(accepted.map(({ answer }) => answer.statusCode)).toEqual([200, 200, 200, 200]);
      // The burster alone is refused, with a sentence and a time to wait; nobody gets 503.
      for (const answer of [fifth, sixth]) {
        expect(answer.statusCode).toBe(429);
        expect(answer.json()).toMatchObject({ success: false, error: SHIELD_TEXT.senderBusy });
        expect(answer.headers['retry-after']).toBe('5');
      }
      // Message ids follow the verdicts. First come, first served, B's would come after all four of A's; senders
      // take turns, so B's comes after A's first (or its second, when the model was ready during B's decode).
      const bId: number = fromB.answer.json().chat.id;
      const aIds = accepted.map(({ answer }) => answer.json().chat.id as number);
      const aheadOfB = aIds.filter((id) => id < bId).length;
      expect(aheadOfB).toBeLessThanOrEqual(2);
      const lastA = Math.max(...accepted.map(({ ms }) => ms));
      console.info(
        `shield fairness: A's burst of 6 (4 accepted, 2 refused with 429) queued ahead of B's one image; B's was ` +
          `classified after ${aheadOfB} of A's, back at ${Math.round(fromB.ms)} ms (model load included); A's last at ${Math.round(lastA)} ms`,
      );
      expect(await metric(fresh, 'shield_images_sender_refused_total')).toBe(2);
      expect(await metric(fresh, 'shield_images_refused_total')).toBe(0);
    } finally {
      await fresh.close();
    }
  }, 240_000);
});

describe('a failing or swamped classifier', () => {
  it('times out to not flagged (counted), and a full queue answers 503 with Retry-After; the server goes on', async () => {
    // Threshold 0 would flag everything: an image that is not flagged here is one the classifier failed on.
    const swamped = await startTestServer({
      SHIELD: 'on',
      SHIELD_THRESHOLD: '0',
      SHIELD_TIMEOUT_MS: '100',
      // The WebAssembly model answers in about 70 ms: the image reaches it after its 100 ms are up.
      SHIELD_TEST_STALL_MS: '300',
      SHIELD_QUEUE: '1',
    });
    try {
      const { a, room } = await make.room(swamped, { fullMatch: true });
      // Not listening, so the model loads on the first image: the second finds the queue full meanwhile.
      const [first, second] = await Promise.all([
        upload(swamped, a, room, shieldFixture(SKIN)),
        upload(swamped, a, room, shieldFixture(SKIN)),
      ]);
      const byStatus = [first, second].sort((x, y) => x.statusCode - y.statusCode);
      expect(byStatus.map((answer) => answer.statusCode)).toEqual([200, 503]);
      expect(byStatus[0]?.json().chat).not.toHaveProperty('flagged');
      expect(byStatus[1]?.json()).toMatchObject({ success: false, error: SHIELD_TEXT.busy });
      expect(byStatus[1]?.headers['retry-after']).toBe('5');
      const metrics = (await swamped.app.inject({ method: 'GET', url: '/metrics' })).body;
      expect(metrics).toMatch(/^shield_images_failed_total 1$/m);
      expect(metrics).toMatch(/^shield_images_refused_total 1$/m);
      expect((await swamped.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await swamped.close();
    }
  }, 240_000);
});
