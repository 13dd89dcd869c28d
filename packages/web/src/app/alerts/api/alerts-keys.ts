// The alerts feature's query keys.
export const alertsKeys = {
  /** The alert preferences (`preferences`): Settings → Notifications edits them, the live layer reads the sound. */
  preferences: ['preferences'] as const,
};
