// The explicit-image classifier itself: nsfwjs's MobileNetV2 model (MIT, Infinite Red; model/README.md), kept in
// model/ as its Keras topology and one file of weights, loaded from disk (never fetched) with TensorFlow.js's layers
// API on its WebAssembly backend (the .wasm files ship inside @tensorflow/tfjs-backend-wasm; about 14
// times less CPU per image than the pure-JS backend). The input is prepared as nsfwjs prepares it (bytes / 255, no
// resize: the caller sends 224×224), so the scores are nsfwjs's. Runs in the shield's worker thread
// (shield-worker.ts); the bench and the tests load it directly. Nothing else may import this file: it loads
// TensorFlow.js.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import * as tf from '@tensorflow/tfjs-core';
import { type LayersModel, loadLayersModel } from '@tensorflow/tfjs-layers';
import { SHIELD_CLASSES, SHIELD_INPUT_BYTES, SHIELD_INPUT_SIDE, type ShieldScores } from './shield-scores.ts';

/** Where model/ is: beside this file in the source, beside dist/shield-worker.js in the build (build-server.mjs). */
const MODEL_DIR = fileURLToPath(new URL('./model/', import.meta.url));

/**
 * The backend's .wasm files: beside the worker's bundle in the build (dist/wasm/, copied by build-server.mjs, so the
 * bundle needs no node_modules), else from the installed package.
 */
function wasmDir(): string {
  const bundled = fileURLToPath(new URL('./wasm/', import.meta.url));
  if (existsSync(path.join(bundled, 'tfjs-backend-wasm.wasm'))) return bundled;
  const require = createRequire(import.meta.url);
  return `${path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json'))}/dist/`;
}

export interface ShieldModel {
  /** The backend in use: 'wasm' (the production one) or 'cpu' (the bench's comparison). */
  backend: string;
  classify(pixels: Uint8Array): Promise<ShieldScores>;
  dispose(): void;
}

async function readModel(): Promise<tf.io.ModelArtifacts> {
  const json = JSON.parse(await readFile(path.join(MODEL_DIR, 'mobilenet_v2.json'), 'utf8')) as {
    modelTopology: object;
    weightsManifest: { paths: string[]; weights: tf.io.WeightsManifestEntry[] }[];
  };
  const weightSpecs = json.weightsManifest.flatMap((group) => group.weights);
  const files = json.weightsManifest.flatMap((group) => group.paths);
  const parts = await Promise.all(files.map((file) => readFile(path.join(MODEL_DIR, file))));
  const bytes = Buffer.concat(parts);
  const weightData = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  return { modelTopology: json.modelTopology, weightSpecs, weightData };
}

/** Loads the model from model/ on the WebAssembly backend (or `backend`), warmed with one empty image. */
export async function loadShieldModel(backend: 'wasm' | 'cpu' = 'wasm'): Promise<ShieldModel> {
  if (backend === 'wasm') setWasmPaths(wasmDir());
  // The pure-JS backend the shield used before: registered only when asked for, for the bench.
  else await import('@tensorflow/tfjs-backend-cpu');
  if (!(await tf.setBackend(backend))) throw new Error(`TensorFlow.js's ${backend} backend would not start`);
  await tf.ready();
  tf.enableProdMode();
  const model: LayersModel = await loadLayersModel(tf.io.fromMemory(await readModel()));
  const scale = tf.scalar(255);
  const run = (input: tf.Tensor3D) =>
    tf.tidy(() =>
      model.predict(
        tf.reshape(tf.div(tf.cast(input, 'float32'), scale), [1, SHIELD_INPUT_SIDE, SHIELD_INPUT_SIDE, 3]),
      ),
    );
  // The first prediction compiles the kernels; done here so the first image costs what every image does.
  const warm = tf.zeros([SHIELD_INPUT_SIDE, SHIELD_INPUT_SIDE, 3], 'int32') as tf.Tensor3D;
  const first = run(warm) as tf.Tensor;
  await first.data();
  tf.dispose([warm, first]);
  return {
    backend: tf.getBackend(),
    async classify(pixels) {
      if (pixels.length !== SHIELD_INPUT_BYTES) {
        throw new Error(`expected ${SHIELD_INPUT_BYTES} bytes of RGB, got ${pixels.length}`);
      }
      const image = tf.tensor3d(pixels, [SHIELD_INPUT_SIDE, SHIELD_INPUT_SIDE, 3], 'int32');
      const output = run(image) as tf.Tensor;
      try {
        const values = await output.data();
        const scores = { Drawing: 0, Hentai: 0, Neutral: 0, Porn: 0, Sexy: 0 };
        SHIELD_CLASSES.forEach((name, i) => {
          scores[name] = values[i] ?? 0;
        });
        return scores;
      } finally {
        tf.dispose([image, output]);
      }
    },
    dispose: () => {
      model.dispose();
      scale.dispose();
    },
  };
}
