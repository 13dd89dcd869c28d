// The explicit-image shield on real classification: the fixtures (drawn by fixtures/make-fixtures.ts) go through
// the worker thread and nsfwjs's MobileNetV2 (kept in model/) on the WebAssembly backend; the threshold decides, and the model loads with no network.
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { build } from 'esbuild';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createShield, isFlagged, type Shield, shieldPixels } from './shield.ts';
import { shieldConfig } from './shield-config.ts';
import { loadShieldModel } from './shield-model.ts';
import { explicitScore, SHIELD_CLASSES } from './shield-scores.ts';
import { FIXTURE_THRESHOLD, LANDSCAPE, SKIN, shieldFixture } from './testing/shield-fixtures.ts';

const fixture = shieldFixture;

const silent = { info: () => {}, warn: () => {}, error: () => {} };
let shared: Shield | null = null;
/** One worker for the file: a model load costs seconds of CPU. */
const shieldWith = (threshold: number) => {
  shared ??= createShield(
    shieldConfig({
      SHIELD: 'on',
      SHIELD_THRESHOLD: threshold,
      SHIELD_TIMEOUT_MS: 60_000,
      SHIELD_QUEUE: 16,
      SHIELD_SENDER_QUEUE: 4,
    }),
    silent,
  );
  return shared;
};
afterAll(async () => {
  await shared?.close();
});

describe('explicit-image shield', () => {
  it('classifies the fixtures in its worker: the skin-toned one over the threshold, the landscape under it', async () => {
    const shield = shieldWith(FIXTURE_THRESHOLD);
    const [skin, landscape] = await Promise.all([
      shield.classify(fixture(SKIN), 'tester'),
      shield.classify(fixture(LANDSCAPE), 'tester'),
    ]);
    expect(skin).toMatchObject({ flagged: true, outcome: 'classified' });
    expect(landscape).toMatchObject({ flagged: false, outcome: 'classified' });
    expect(skin.score).toBeGreaterThan(FIXTURE_THRESHOLD);
    expect(landscape.score).toBeLessThan(FIXTURE_THRESHOLD);
    expect(shield.stats()).toMatchObject({ classified: 2, flagged: 1, failed: 0, loads: 1 });
  }, 120_000);

  it('flags every image at threshold 0 and none at 1; off classifies nothing', async () => {
    const shield = shieldWith(FIXTURE_THRESHOLD);
    for (const name of [SKIN, LANDSCAPE] as const) {
      const { score } = await shield.classify(fixture(name), 'tester');
      expect(score).not.toBeNull();
      expect(isFlagged(score ?? -1, 0)).toBe(true);
      expect(isFlagged(score ?? 2, 1)).toBe(false);
    }
    const off = createShield(
      shieldConfig({
        SHIELD: 'off',
        SHIELD_THRESHOLD: 0,
        SHIELD_TIMEOUT_MS: 1000,
        SHIELD_QUEUE: 1,
        SHIELD_SENDER_QUEUE: 4,
      }),
      silent,
    );
    expect(await off.classify(fixture(SKIN), 'tester')).toEqual({
      flagged: false,
      score: null,
      outcome: 'off',
    });
    expect(off.workerThreadId()).toBeNull();
    // Off by default under NODE_ENV=test only.
    expect(
      shieldConfig({
        SHIELD_THRESHOLD: 0.5,
        SHIELD_TIMEOUT_MS: 1000,
        SHIELD_QUEUE: 1,
        SHIELD_SENDER_QUEUE: 4,
      }).enabled,
    ).toBe(true);
    expect(
      shieldConfig({
        NODE_ENV: 'test',
        SHIELD_THRESHOLD: 0.5,
        SHIELD_TIMEOUT_MS: 1000,
        SHIELD_QUEUE: 1,
        SHIELD_SENDER_QUEUE: 4,
      }).enabled,
    ).toBe(false);
  }, 180_000);

  it('loads the bundled model and classifies without opening any connection', async () => {
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
      const model = await loadShieldModel();
      const scores = await model.classify(await shieldPixels(fixture(SKIN)));
      model.dispose();
      expect(Object.keys(scores).sort()).toEqual([...SHIELD_CLASSES]);
      const total = Object.values(scores).reduce((a, b) => a + b, 0);
      expect(total).toBeCloseTo(1, 3);
      expect(explicitScore(scores)).toBeGreaterThan(FIXTURE_THRESHOLD);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    expect(attempts).toEqual([]);
  }, 120_000);

  it("never loads TensorFlow.js on the main thread: the server's import graph reaches it only through the worker", async () => {
    // The server's entry bundled as the build bundles it (packages stay imports); the worker's own entry is not in it.
    const result = await build({
      entryPoints: [new URL('../../main.ts', import.meta.url).pathname],
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
    expect(inputs.some((file) => file.endsWith('platform/shield/shield.ts'))).toBe(true);
    expect(inputs.filter((file) => /shield-(model|worker)\.ts$/.test(file))).toEqual([]);
    const imports = Object.values(result.metafile.outputs).flatMap((output) =>
      output.imports.map((i) => i.path),
    );
    expect(imports.filter((path) => path.startsWith('@tensorflow/'))).toEqual([]);
  }, 60_000);
});
