// The canvas every scene is drawn on: its side in pixels and what each painter is given (ink, dice, time, style,
// weather); its own file, so the scene parts and the weather drawn over them read it without importing each other.
import type { ImageStyle } from '@rookery/shared/schemas/image-prompt.ts';
import type { Ink } from './ink.ts';
import type { TimeOfDay, Weather } from './scene-names.ts';
import type { Random } from './seeded-random.ts';

export const SIDE = 768;

export interface SceneContext {
  c: Ink;
  random: Random;
  time: TimeOfDay;
  style: ImageStyle;
  weather: readonly Weather[];
}
