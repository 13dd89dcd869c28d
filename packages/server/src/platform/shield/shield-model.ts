// The explicit-image classifier itself: nsfwjs's MobileNetV2 model, bundled inside the nsfwjs package (base64
// weights imported from node_modules, never fetched), on TensorFlow.js's pure-JS CPU backend. Runs in the shield's
// worker thread (shield-worker.ts); the bench and the tests load it directly.
import * as tf from '@tensorflow/tfjs';
import { load, type NSFWJS } from 'nsfwjs/core';
import { MobileNetV2Model } from 'nsfwjs/models/mobilenet_v2';

/** The model's input: a square of this many pixels a side, three bytes (R, G, B) a pixel. */
export const SHIELD_INPUT_SIDE = 224;
export const SHIELD_INPUT_BYTES = SHIELD_INPUT_SIDE * SHIELD_INPUT_SIDE * 3;

export const SHIELD_CLASSES = ['Drawing', 'Hentai', 'Neutral', 'Porn', 'Sexy'] as const;
export type ShieldClass = (typeof SHIELD_CLASSES)[number];
export type ShieldScores = Record<ShieldClass, number>;

/** The rule: the probabilities of the two explicit classes together (Sexy, i.e. swimwear or underwear, is not counted). */
export function explicitScore(scores: ShieldScores): number {
  return scores.Porn + scores.Hentai;
}

export interface ShieldModel {
  classify(pixels: Uint8Array): Promise<ShieldScores>;
  dispose(): void;
}

/** Loads the bundled model by name: nsfwjs then reads its weights from the package's own files, no URL. */
export async function loadShieldModel(): Promise<ShieldModel> {
  await tf.setBackend('cpu');
  await tf.ready();
  tf.enableProdMode();
  // nsfwjs says which model it uses on console.info; the shield's own log says so once (shield.ts).
  const info = console.info;
  console.info = () => {};
  let model: NSFWJS;
  try {
    model = await load('MobileNetV2', { modelDefinitions: [MobileNetV2Model] });
  } finally {
    console.info = info;
  }
  return {
    async classify(pixels) {
      if (pixels.length !== SHIELD_INPUT_BYTES) {
        throw new Error(`expected ${SHIELD_INPUT_BYTES} bytes of RGB, got ${pixels.length}`);
      }
      const image = tf.tensor3d(pixels, [SHIELD_INPUT_SIDE, SHIELD_INPUT_SIDE, 3], 'int32');
      try {
        const predictions = await model.classify(image, SHIELD_CLASSES.length);
        const scores = { Drawing: 0, Hentai: 0, Neutral: 0, Porn: 0, Sexy: 0 };
        for (const { className, probability } of predictions) scores[className as ShieldClass] = probability;
        return scores;
      } finally {
        image.dispose();
      }
    },
    dispose: () => model.dispose(),
  };
}
