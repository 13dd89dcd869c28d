// The pebbles feature's query keys.
export const pebblesKeys = {
  /** The balance (`pebbles`), which the generator and the gift dialog show and spend. */
  balance: ['pebbles'] as const,
};
