// Settings' query keys.
export const settingsKeys = { all: ['settings'] as const };
