// The classifier's input and output as the rest of the server knows them, without TensorFlow: shield.ts (on the
// server's event loop) imports these, and only the worker thread loads the model (shield-model.ts), so the main
// thread never holds TensorFlow.js.

/** The model's input: a square of this many pixels a side, three bytes (R, G, B) a pixel. */
export const SHIELD_INPUT_SIDE = 224;
export const SHIELD_INPUT_BYTES = SHIELD_INPUT_SIDE * SHIELD_INPUT_SIDE * 3;

/** The model's five outputs, in its order. */
export const SHIELD_CLASSES = ['Drawing', 'Hentai', 'Neutral', 'Porn', 'Sexy'] as const;
export type ShieldClass = (typeof SHIELD_CLASSES)[number];
export type ShieldScores = Record<ShieldClass, number>;

/** The rule: the probabilities of the two explicit classes together (Sexy, i.e. swimwear or underwear, is not counted). */
export function explicitScore(scores: ShieldScores): number {
  return scores.Porn + scores.Hentai;
}
