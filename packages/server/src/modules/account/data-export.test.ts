// exportdata (RULES.md "Reads and writes", "Safety and moderation"): everything held about the caller as data.json,
// or a zip with their media whose bytes are storage's; never a secret, never the other person's messages or private
// fields; one export at a time and a daily cap; strangers refused with the 401 envelope.
import { randomBytes, randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageKeys } from '../../platform/storage/storage.ts';
import { make } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { apiGet, apiPost } from '../auth/testing/auth-test-kit.ts';
import { chatMessages } from '../chat/chat.schema.ts';
import { aiImages } from '../images/images.schema.ts';
import { privatePhotos, voiceRecordings } from '../media/media.schema.ts';
import { makeWav } from '../media/testing/media-test-kit.ts';
import { EXPORT_LIMIT, EXPORT_TEXT } from './data-export.service.ts';
import { type Seeded, seedEverything } from './testing/export-seed.ts';
import { unzip } from './testing/unzip.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const exportOf = (person: { cookie: string }, format?: 'json' | 'zip') =>
  apiGet(server, `exportdata${format ? `&format=${format}` : ''}`, { cookie: person.cookie });

const day = () => new Date().toISOString().slice(0, 10);

describe('exportdata', () => {
  let seeded: Seeded;
  beforeAll(async () => {
    seeded = await seedEverything(server);
  });

  it('downloads data.json with every section of the person, as an attachment nobody caches', async () => {
    const { me, room } = seeded;
    const res = await exportOf(me);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="rookery-data-${day()}.json"`);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json();
    expect(data.success).toBeUndefined();
    expect(data.about).toMatchObject({ format: 'json', times: expect.any(String) });
    expect(data.about.not_included).toMatch(/Reports other people filed about you/);
    expect(Date.parse(data.about.generated_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(data.account).toMatchObject({
      id: me.id,
      email: me.email,
      name: 'Mara Export-Real',
      source: 'Email',
      status: 'active',
      pebbles: 4,
      created_at: expect.any(String),
      last_active_at: expect.any(String),
    });
    expect(data.sign_in_methods).toEqual({
      password: true,
      linked_accounts: [
        { provider: 'Google', subject: 'google-sub-mara', email: me.email, created_at: expect.any(String) },
      ],
    });
    expect(data.sessions).toEqual([
      {
        current: true,
        created_at: expect.any(String),
        expires_at: expect.any(String),
        last_used_at: expect.any(String),
        user_agent: 'vitest',
        device_label: 'A web browser',
      },
    ]);
    expect(data.emailed_codes).toEqual([expect.objectContaining({ purpose: 'verify', sent_to: me.email })]);
    expect(data.location).toMatchObject({ latitude: -36.8485, longitude: 174.7633, city: 'Auckland' });
    expect(data.profile).toMatchObject({
      display_name: 'Mara',
      real_name: 'Mara Export-Real',
      dob: expect.any(String),
    });
    expect(data.settings).toMatchObject({
      gps_distance: 80,
      gps_in_miles: false,
      listed: true,
      show_online: true,
    });
    expect(data.flips).toMatchObject({ used: 3, bought: 5 });
    expect(data.ai_images.map((i: { description: string }) => i.description).sort()).toEqual([
      'A penguin reading',
      'A penguin surfing',
    ]);
    expect(data.ai_images[0].file).toMatch(/^media\/ai\/[0-9a-f-]{36}\.png$/);
    expect(data.private_photos).toHaveLength(2);
    expect(data.voice_recordings).toEqual([
      expect.objectContaining({ duration_ms: 1000, file: expect.stringMatching(/^media\/voice\//) }),
    ]);
    expect(data.pebble_ledger).toEqual([{ delta: 4, reason: 'welcome', created_at: expect.any(String) }]);
    expect(data.decisions.map((d: { kind: string; about: string }) => [d.kind, d.about]).sort()).toEqual([
      ['accept', 'Otto'],
      ['decline', 'Thea'],
    ]);
    expect(data.matches).toEqual([
      {
        room_id: room,
        partner_display_name: 'Otto',
        full_match: true,
        created_at: expect.any(String),
        ended_at: null,
        ended_reason: null,
      },
    ]);
    const texts = data.messages_sent.map((m: { chattext: string }) => m.chattext);
    expect(texts).toContain('Hello from Mara');
    expect(texts).toContain('See you at the beach');
    expect(data.messages_sent).toHaveLength(4);
    expect(data.messages_sent.filter((m: { file?: string }) => m.file)).toHaveLength(2);
    expect(data.dates).toEqual([
      expect.objectContaining({
        room_id: room,
        location: 'Mission Bay',
        requested_by_me: false,
        status: 'requested',
      }),
    ]);
    expect(data.read_positions).toEqual([
      { room_id: room, last_read_message_id: seeded.firstMessage, updated_at: expect.any(String) },
    ]);
    expect(data.date_alerts).toEqual([
      { date_id: seeded.sharedDate, kind: 'shared', created_at: expect.any(String), sent_at: null },
    ]);
    expect(data.notifications).toEqual([
      expect.objectContaining({ title: 'New match', notification: 'You matched with Otto.' }),
    ]);
    expect(data.reports_filed).toEqual([
      expect.objectContaining({ about: 'Thea', details: 'Mara reports Thea', status: 'open' }),
    ]);
    expect(data.moderation).toEqual([
      { action: 'warn', until: null, reason: 'Be kind', created_at: expect.any(String) },
    ]);
    expect(data.submissions).toEqual([
      expect.objectContaining({
        form: 'feedback',
        payload: expect.objectContaining({ details: 'Lovely app' }),
      }),
    ]);
  });

  it('holds no secret and nothing private of anyone else, in the JSON or the zip', async () => {
    const json = (await exportOf(seeded.me)).body;
    const zip = await unzip((await exportOf(seeded.me, 'zip')).rawPayload);
    const zipJson = zip.get('data.json')?.toString() ?? '';
    expect(zipJson.length).toBeGreaterThan(1000);
    for (const text of [json, zipJson]) {
      expect(text).not.toMatch(/password_hash|code_hash|token_hash|confirm_token/i);
      for (const secret of seeded.forbidden) expect(text, secret).not.toContain(secret);
    }
  });

  it('zips data.json and every media file with the bytes storage holds', async () => {
    const res = await exportOf(seeded.me, 'zip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="rookery-data-${day()}.zip"`);
    expect(res.headers['cache-control']).toBe('no-store');
    const entries = await unzip(res.rawPayload);
    const data = JSON.parse(entries.get('data.json')?.toString() ?? '{}');
    expect(data.about.format).toBe('zip');
    expect(data.missing_files).toBeUndefined();
    expect([...entries.keys()].sort()).toEqual(['data.json', ...seeded.myFiles.keys()].sort());
    for (const [path, key] of seeded.myFiles) {
      const stored = await server.app.services.storage.get(key);
      expect(stored, path).not.toBeNull();
      expect(entries.get(path)?.equals(stored?.bytes as Buffer), path).toBe(true);
    }
    // Every file data.json points at is in the zip.
    const pointed = [
      ...data.ai_images,
      ...data.private_photos,
      ...data.voice_recordings,
      ...data.messages_sent.filter((m: { file?: string }) => m.file),
    ].map((item: { file: string }) => item.file);
    expect(pointed.sort()).toEqual([...seeded.myFiles.keys()].sort());
    // The mobile app reads by POST too; the answer is the same zip.
    const posted = await apiPost(server, 'exportdata', { format: 'zip' }, { cookie: seeded.me.cookie });
    expect(posted.headers['content-type']).toBe('application/zip');
    expect([...(await unzip(posted.rawPayload)).keys()].sort()).toEqual([...entries.keys()].sort());
  });

  it('says which files storage no longer had, instead of failing', async () => {
    const person = await make.person(server, { withAiImage: false, withPhoto: false });
    const id = randomUUID();
    await server.database.db.insert(aiImages).values({
      id,
      userId: person.id,
      style: 'comic',
      description: 'Gone',
      storageKey: storageKeys.aiImage(person.id, id),
      provider: 'local',
    });
    const entries = await unzip((await exportOf(person, 'zip')).rawPayload);
    expect([...entries.keys()]).toEqual(['data.json']);
    expect(JSON.parse(entries.get('data.json')?.toString() ?? '{}').missing_files).toEqual([
      `media/ai/${id}.png`,
    ]);
  });

  it('refuses strangers with the 401 envelope, and a bad format with a sentence', async () => {
    const anonymous = await apiGet(server, 'exportdata&format=zip');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['content-disposition']).toBeUndefined();
    expect(anonymous.json()).toMatchObject({ success: false, error: 'Unauthorized' });
    const bad = await apiGet(server, 'exportdata&format=tar', { cookie: seeded.me.cookie });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, error: expect.any(String) });
  });

  it('runs one export at a time per person, and lets them ask again once it is done', async () => {
    const person = await make.person(server);
    const [first, second] = await Promise.all([exportOf(person, 'zip'), exportOf(person, 'zip')]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 429]);
    const refused = first.statusCode === 429 ? first : second;
    expect(refused.json()).toMatchObject({ success: false, error: EXPORT_TEXT.running });
    expect((await exportOf(person, 'zip')).statusCode).toBe(200);
  });

  it('frees the person again when a zip download is abandoned part-way', async () => {
    const person = await make.person(server, { withAiImage: false, withPhoto: false });
    // Enough incompressible bytes that the zip cannot be written before the reader goes away.
    for (let i = 0; i < 4; i++) {
      const id = randomUUID();
      const key = storageKeys.aiImage(person.id, id);
      await server.app.services.storage.put(key, randomBytes(2_000_000), 'image/png');
      await server.database.db.insert(aiImages).values({
        id,
        userId: person.id,
        style: 'comic',
        description: 'big',
        storageKey: key,
        provider: 'local',
      });
    }
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    await new Promise<void>((resolve, reject) => {
      const req = httpRequest(
        `${address}/api?action=exportdata&format=zip`,
        { headers: { cookie: person.cookie } },
        (res) => {
          expect(res.statusCode).toBe(200);
          res.once('data', () => {
            req.destroy();
            resolve();
          });
        },
      );
      req.on('error', () => {});
      req.once('error', reject);
      req.end();
    });
    let status = 429;
    for (let tries = 0; tries < 50 && status === 429; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = (await exportOf(person)).statusCode;
    }
    expect(status).toBe(200);
  });

  it(`allows ${EXPORT_LIMIT.max} exports a day per person, then says so`, async () => {
    const person = await make.person(server);
    for (let i = 0; i < EXPORT_LIMIT.max; i++) expect((await exportOf(person)).statusCode).toBe(200);
    const refused = await exportOf(person);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json()).toMatchObject({ success: false, error: EXPORT_TEXT.tooMany });
    // Another person is not affected.
    expect((await exportOf(seeded.other)).statusCode).toBe(200);
  });
});

describe('exportdata zip time', () => {
  it('zips 3 photos, 2 recordings, 10 AI images and 200 messages', async () => {
    const db = server.database.db;
    const storage = server.app.services.storage;
    const me = await make.person(server, { withAiImage: false, withPhoto: false });
    const other = await make.person(server, { withAiImage: false, withPhoto: false });
    const room = await make.match(server, me, other, true);
    // Real-sized, incompressible files: noise photos of 1080², 768² AI images, 30 s recordings.
    const noise = (side: number) =>
      sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } });
    for (let i = 0; i < 3; i++) {
      const filename = `${randomUUID()}.jpg`;
      await storage.put(
        storageKeys.privatePhoto(me.id, filename),
        await noise(1080).jpeg({ quality: 85 }).toBuffer(),
        'image/jpeg',
      );
      await db.insert(privatePhotos).values({ userId: me.id, filename });
    }
    for (let i = 0; i < 2; i++) {
      const filename = `${randomUUID()}.wav`;
      const wav = makeWav({ seconds: 30 });
      randomBytes(wav.length - 44).copy(wav, 44);
      await storage.put(storageKeys.voiceRecording(me.id, filename), wav, 'audio/wav');
      await db
        .insert(voiceRecordings)
        .values({ userId: me.id, filename, prompt: 'Why?', uploadedAt: new Date(), durationMs: 30_000 });
    }
    const png = await noise(768).png().toBuffer();
    for (let i = 0; i < 10; i++) {
      const id = randomUUID();
      const key = storageKeys.aiImage(me.id, id);
      await storage.put(key, png, 'image/png');
      await db.insert(aiImages).values({
        id,
        userId: me.id,
        style: 'comic',
        description: `Image ${i}`,
        storageKey: key,
        provider: 'local',
      });
    }
    await db.insert(chatMessages).values(
      Array.from({ length: 200 }, (_, i) => ({
        roomId: room,
        fromId: me.id,
        type: 'text',
        chattext: `Message number ${i} ${'x'.repeat(100)}`,
      })),
    );
    let started = performance.now();
    expect((await exportOf(me)).statusCode).toBe(200);
    const jsonMs = performance.now() - started;
    started = performance.now();
    const res = await exportOf(me, 'zip');
    const ms = performance.now() - started;
    expect(res.statusCode).toBe(200);
    const entries = await unzip(res.rawPayload);
    expect(entries.size).toBe(1 + 3 + 2 + 10);
    expect(JSON.parse(entries.get('data.json')?.toString() ?? '{}').messages_sent).toHaveLength(200);
    console.log(
      `exportdata: data.json alone ${Math.round(jsonMs)} ms; zip ${Math.round(ms)} ms for ${(res.rawPayload.length / 1e6).toFixed(1)} MB (3 photos, 2 recordings, 10 images, 200 messages)`,
    );
    expect(ms).toBeLessThan(30_000);
  });
});
