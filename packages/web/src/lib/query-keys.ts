// The app-wide query keys: the ones the shell, the live layer and several screens read, write or invalidate (the
// menu row, the matches list, the notifications, the alert preferences, the profiles a chat reveals): one file, so
// each names the same key. The image collection's keys (with the pebble balance) are images-queries.ts's and the
// media hub's media-data.ts's, beside the reads they key: the first /app route does not carry them.

/**
 * The menu row (RULES.md "Reads and writes" `menudata`): the balance and the badges of the side menu, the gates of
 * every screen.
 */
export const menuKeys = { row: ['menudata', 'row'] as const };

/** The matches list (`matches`), kept in step with the alerts (alerts-cache.ts). */
export const matchesKeys = { list: ['matches'] as const };

export const notificationKeys = { list: ['notifications'] as const };

/** The alert preferences (`preferences`): Settings → Notifications edits them, the live layer reads the sound. */
export const preferencesKeys = { all: ['preferences'] as const };

/** Profiles as another person sees them; a reveal or a hide refreshes every one. */
export const profileViewKeys = {
  all: ['profile-view'] as const,
  own: ['profile-view', 'own'] as const,
  view: (id: string, full: boolean) => ['profile-view', id, full ? 1 : 0] as const,
};

/** The chat's real names, shown once a match has revealed them. */
export const chatKeys = {
  realNames: ['chat', 'real-name'] as const,
  realName: (userId: string) => ['chat', 'real-name', userId] as const,
};
