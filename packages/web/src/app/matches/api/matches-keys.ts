// The matches feature's query keys.
export const matchesKeys = {
  /** The matches list (`matches`), kept in step with the alerts (alerts-cache.ts). */
  list: ['matches'] as const,
};
