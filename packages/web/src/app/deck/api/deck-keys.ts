// The deck's query keys.
export const deckKeys = { deck: ['deck'] as const };
