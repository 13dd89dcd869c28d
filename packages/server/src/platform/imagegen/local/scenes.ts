// The backdrop of a picture: sky, light and ground for each scene, drawn on the 768×768 canvas. Each scene says
// where the ground is, so the things of the prompt can stand on it.

import type { SceneName } from './scene-names.ts';
import type { Backdrop, SceneContext } from './scene-parts.ts';
import { HOME_SCENES } from './scenes-home.ts';
import { INDOOR_SCENES } from './scenes-indoor.ts';
import { OUTDOOR_SCENES } from './scenes-outdoor.ts';

export { type Backdrop, SIDE } from './scene-parts.ts';

const PAINTERS = { ...OUTDOOR_SCENES, ...INDOOR_SCENES, ...HOME_SCENES };

export function paintBackdrop(scene: SceneName, ctx: SceneContext): Backdrop {
  return PAINTERS[scene](ctx);
}
