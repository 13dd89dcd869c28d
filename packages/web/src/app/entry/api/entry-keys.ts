// The entry's query keys.
export const entryKeys = {
  /** Where /app sends the person, decided once per returnto (decide-entry.ts). */
  destination: (returnto: string | null) => ['app-entry', returnto] as const,
};
