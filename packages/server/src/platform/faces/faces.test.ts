// The face engine on the real model (human's face models on the WebAssembly backend, in the worker thread) and the
// fixtures (fixtures/README.md): who matches whom, which way heads turn, what has no face or two, and that the
// engine survives a dead worker, a slow one and bad input without holding the server's event loop.
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { build } from 'esbuild';
import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { FACE_LIMITS, faceSimilarity, headPose } from './face-limits.ts';
import { loadFaceModel } from './face-model.ts';
import type { FoundFace } from './face-types.ts';
import { createFaceEngine, decodeFaceImage, type FaceEngineWithStats } from './faces.ts';
import { corruptImage, FACES, faceImage, mirroredFace } from './testing/face-fixtures.ts';

const silent = { info: () => {}, warn: () => {}, error: () => {} };
/** One engine for most of the file: a model load costs seconds of CPU. */
let shared: FaceEngineWithStats | null = null;
const engine = () => {
  shared ??= createFaceEngine(silent, { timeoutMs: 60_000 });
  return shared;
};
const extra: FaceEngineWithStats[] = [];
afterAll(async () => {
  await Promise.all([shared, ...extra].map((e) => e?.close()));
});

/** The one face in each image (fails the test when there is not exactly one). */
async function onlyFaces(images: Buffer[]): Promise<FoundFace[]> {
  const found = await engine().analyse(images);
  expect(found.map((faces) => faces.length)).toEqual(images.map(() => 1));
  return found.map((faces) => faces[0] as FoundFace);
}

describe('face engine', () => {
  it('finds one face in each challenge frame, turned the way it is labelled', async () => {
    const frames = [FACES.a.left, FACES.a.right, FACES.a.straight, FACES.b.left, FACES.b.right];
    const faces = await onlyFaces(frames.map(faceImage));
    expect(faces.map(headPose)).toEqual(['left', 'right', 'straight', 'left', 'right']);
    for (const face of faces) {
      expect(face.score).toBeGreaterThanOrEqual(FACE_LIMITS.minFaceScore);
      expect(face.box[2]).toBeGreaterThanOrEqual(FACE_LIMITS.minFacePixels);
      expect(face.real).toBeGreaterThanOrEqual(FACE_LIMITS.real);
      expect(face.live).toBeGreaterThanOrEqual(FACE_LIMITS.live);
      expect(face.descriptor).toHaveLength(1024);
      expect(Math.hypot(...face.descriptor)).toBeCloseTo(1, 5);
    }
  }, 120_000);

  it('matches the same person under changes of light, scale, crop, JPEG quality, a mirror and a larger picture', async () => {
    const [left, right, ...photos] = await onlyFaces(
      [FACES.a.left, FACES.a.right, ...FACES.a.photos].map(faceImage),
    );
    for (const photo of [right, ...photos]) {
      expect(faceSimilarity(left?.descriptor ?? [], photo?.descriptor ?? [])).toBeGreaterThanOrEqual(
        FACE_LIMITS.sameFace,
      );
      expect(faceSimilarity(right?.descriptor ?? [], photo?.descriptor ?? [])).toBeGreaterThanOrEqual(
        FACE_LIMITS.sameFace,
      );
    }
    const [straight, other] = await onlyFaces([FACES.a.straight, FACES.a.otherPhoto].map(faceImage));
    expect(faceSimilarity(straight?.descriptor ?? [], other?.descriptor ?? [])).toBeGreaterThanOrEqual(
      FACE_LIMITS.sameFace,
    );
  }, 120_000);

  it('does not match different people', async () => {
    const people = [FACES.a.left, FACES.b.left, ...FACES.others];
    const faces = await onlyFaces(people.map(faceImage));
    let pairs = 0;
    for (let i = 0; i < faces.length; i++) {
      for (let j = i + 1; j < faces.length; j++) {
        const similarity = faceSimilarity(faces[i]?.descriptor ?? [], faces[j]?.descriptor ?? []);
        expect(similarity, `${people[i]} and ${people[j]}`).toBeLessThan(FACE_LIMITS.sameFace);
        pairs += 1;
      }
    }
    expect(pairs).toBe(190);
  }, 120_000);

  it('turns a head the other way in a mirror, and the mirror is still the same person', async () => {
    const turned = [FACES.a.left, FACES.b.right, FACES.others[1], FACES.others[8]] as string[];
    const originals = await onlyFaces(turned.map(faceImage));
    const mirrors = await onlyFaces(await Promise.all(turned.map(mirroredFace)));
    const flip = { left: 'right', right: 'left' } as const;
    originals.forEach((face, i) => {
      const mirror = mirrors[i] as FoundFace;
      const pose = headPose(face);
      expect(pose === 'left' || pose === 'right', turned[i]).toBe(true);
      if (pose === 'left' || pose === 'right') expect(headPose(mirror)).toBe(flip[pose]);
      expect(Math.sign(mirror.yaw)).toBe(-Math.sign(face.yaw));
      expect(faceSimilarity(face.descriptor, mirror.descriptor)).toBeGreaterThanOrEqual(FACE_LIMITS.sameFace);
    });
  }, 120_000);

  it('gives no face for a picture without one or a corrupt file, two for two faces, and keeps working', async () => {
    const [none, corrupt, two, empty, after] = await engine().analyse([
      faceImage(FACES.noFace),
      corruptImage(),
      faceImage(FACES.twoFaces),
      Buffer.alloc(0),
      faceImage(FACES.a.left),
    ]);
    expect(none).toEqual([]);
    expect(corrupt).toEqual([]);
    expect(empty).toEqual([]);
    expect(two).toHaveLength(2);
    expect(after).toHaveLength(1);
    expect(await engine().analyse([])).toEqual([]);
  }, 120_000);

  it('refuses huge images undecoded and gives the boxes of large ones in their own pixels', async () => {
    const huge = await sharp({ create: { width: 9000, height: 6000, channels: 3, background: '#808080' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(await decodeFaceImage(huge)).toBeNull();
    const scene = faceImage(FACES.a.photos[5] as string);
    const large = await sharp(scene).resize(1920).jpeg({ quality: 90 }).toBuffer();
    const decoded = await decodeFaceImage(large);
    expect([decoded?.width, decoded?.height]).toEqual([1280, 960]);
    const [inScene, inLarge, inHuge] = await engine().analyse([scene, large, huge]);
    expect(inHuge).toEqual([]);
    const small = inScene?.[0];
    const big = inLarge?.[0];
    expect([inScene?.length, inLarge?.length]).toEqual([1, 1]);
    // 640 px wide to 1920: three times the box, give or take the detector's own wobble.
    small?.box.forEach((v, i) => {
      expect(Math.abs((big?.box[i] ?? 0) - 3 * v)).toBeLessThan(12);
    });
  }, 120_000);

  it('runs the model off the event loop: a timer keeps its beat while a batch is analysed', async () => {
    const images = FACES.others.map((file) => faceImage(file));
    await engine().warm();
    const delay = monitorEventLoopDelay({ resolution: 5 });
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
    }, 10);
    delay.enable();
    const started = performance.now();
    const found = await engine().analyse(images);
    const elapsed = performance.now() - started;
    delay.disable();
    clearInterval(timer);
    expect(found.every((faces) => faces.length === 1)).toBe(true);
    // 18 images take well over a second of model time (about 100 ms each, which on the loop would stall it as long).
    // On the loop, the 10 ms timer would tick about once per image and wait about 100 ms each time; off it, it ticks
    // most of its beats. Not the maximum delay: a loaded 2-core machine (CI beside other suites) starves the whole
    // process now and then, model or not (one run saw 864 ms).
    expect(elapsed).toBeGreaterThan(400);
    expect(ticks).toBeGreaterThan(Math.max(elapsed / 10 / 3, images.length * 2));
    expect(delay.percentile(50) / 1e6).toBeLessThan(60);
  }, 120_000);

  it('starts a new worker after its worker dies, fails a request that takes too long, and stops when idle', async () => {
    const e = createFaceEngine(silent, { timeoutMs: 60_000, idleMs: 400 });
    extra.push(e);
    await e.warm();
    const first = e.workerThreadId();
    expect(first).not.toBeNull();
    await e.killWorker();
    expect(e.workerThreadId()).toBeNull();
    const [found] = await e.analyse([faceImage(FACES.a.left)]);
    expect(found?.map(headPose)).toEqual(['left']);
    expect(e.workerThreadId()).not.toBe(first);
    expect(e.stats()).toMatchObject({ loads: 2, failed: 0 });
    // Idle: the worker stops, and the next request starts one again.
    await vi.waitFor(() => expect(e.workerThreadId()).toBeNull(), { timeout: 10_000, interval: 50 });
    expect(e.stats().idleStops).toBe(1);

    const slow = createFaceEngine(silent, { timeoutMs: 1 });
    extra.push(slow);
    await slow.warm();
    await expect(slow.analyse([faceImage(FACES.a.left)])).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    expect(slow.stats()).toMatchObject({ failed: 1, images: 0 });
  }, 180_000);

  it('loads its models from disk without opening any connection', async () => {
    const attempts: string[] = [];
    const refuse = (what: string) => () => {
      attempts.push(what);
      throw new Error(`network use during the model load: ${what}`);
    };
    const spies = [
      vi.spyOn(globalThis, 'fetch').mockImplementation(refuse('fetch')),
      vi.spyOn(net, 'connect').mockImplementation(refuse('net.connect')),
      vi.spyOn(net.Socket.prototype, 'connect').mockImplementation(refuse('socket.connect')),
      vi.spyOn(http, 'request').mockImplementation(refuse('http.request')),
      vi.spyOn(https, 'request').mockImplementation(refuse('https.request')),
    ];
    try {
      const model = await loadFaceModel();
      const decoded = await decodeFaceImage(faceImage(FACES.a.left));
      const faces = await model.detect({
        data: decoded?.pixels ?? new Uint8Array(),
        width: decoded?.width ?? 0,
        height: decoded?.height ?? 0,
      });
      model.dispose();
      expect(faces).toHaveLength(1);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    expect(attempts).toEqual([]);
  }, 120_000);

  it("keeps human and TensorFlow.js off the server's main thread: only the worker imports them", async () => {
    const result = await build({
      entryPoints: [new URL('./faces.ts', import.meta.url).pathname],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      metafile: true,
      logLevel: 'silent',
      plugins: [
        {
          name: 'packages-external',
          setup(b) {
            b.onResolve({ filter: /^[^./]/ }, (args) =>
              args.path.startsWith('@rookery/shared/') ? undefined : { path: args.path, external: true },
            );
          },
        },
      ],
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.filter((file) => /face-(model|worker|human)\.ts$/.test(file))).toEqual([]);
    const imports = Object.values(result.metafile.outputs).flatMap((o) => o.imports.map((i) => i.path));
    expect(imports.filter((path) => /^@(tensorflow|vladmandic)\//.test(path))).toEqual([]);
  }, 60_000);
});

describe('face limits', () => {
  it('reads head turns as the person says them, and measures likeness by cosine', () => {
    expect(headPose({ yaw: 0.5 })).toBe('left');
    expect(headPose({ yaw: -0.5 })).toBe('right');
    expect(headPose({ yaw: 0.05 })).toBe('straight');
    expect(headPose({ yaw: (FACE_LIMITS.turned + FACE_LIMITS.straight) / 2 })).toBeNull();
    expect(faceSimilarity([1, 0], [2, 0])).toBeCloseTo(1);
    expect(faceSimilarity([1, 0], [0, 3])).toBeCloseTo(0);
    expect(faceSimilarity([1, 0], [-1, 0])).toBeCloseTo(-1);
    expect(faceSimilarity([0, 0], [1, 0])).toBe(0);
  });
});
