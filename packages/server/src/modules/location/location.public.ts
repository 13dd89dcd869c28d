// What location offers the seed: the gazetteer's places (a town's name, region and country at a point).
export { type Place, placeAt } from './gazetteer.ts';
