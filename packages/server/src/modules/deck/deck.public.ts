// What the deck offers other features and the seed: the distance grid points are snapped to (location shows
// snapped points), and the deck's sentences (the seed writes its match notices with them).
export { DECK_TEXT } from './deck.service.ts';
export { KM_PER_DEGREE, type Point, snapToGrid } from './grid.ts';
export type { RelationService } from './relation.service.ts';
