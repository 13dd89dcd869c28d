// The Profile Corner's query keys: the stored profile it edits, and the name known from sign-in for a new one.
export const profileKeys = {
  own: ['profile', 'own'] as const,
  knownName: ['profile', 'known-name'] as const,
};
