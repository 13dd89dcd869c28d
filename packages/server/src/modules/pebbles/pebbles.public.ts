// What pebbles offer other features: `PebblesService`, given to the features that spend or grant pebbles (deck,
// gifts, images, sign-in's welcome grant); they receive it injected, never build it.
export type { PebblesService } from './pebbles.service.ts';
