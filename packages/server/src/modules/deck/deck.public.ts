// What the deck offers other features and the seed: the distance grid points are snapped to (location shows
// snapped points), the deck's sentences (the seed writes its match notices with them), and the one write into
// deck_positions from outside (placeShownPointWithin: location's save, in its transaction).
export { DECK_TEXT } from './deck.service.ts';
export { placeShownPointWithin } from './deck-positions.repo.ts';
export { KM_PER_DEGREE, type Point, snapToGrid } from './grid.ts';
export type { RelationService } from './relation.service.ts';
