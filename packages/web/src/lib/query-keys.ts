// The query keys more than one feature reads, writes or invalidates (the menu row, the matches list, the
// notifications, the pebble balance, the images, the media, the preferences, the profiles a chat reveals): one
// file, so the live cache, the shell and each screen name the same key. A key only one feature uses stays there.

/** The menu row (API.md 3 `menudata`): the balance and the badges of the side menu, the gates of every screen. */
export const menuKeys = { row: ['menudata', 'row'] as const };

/** The matches list (`matches`), kept in step with the alerts (live-cache.ts). */
export const matchesKeys = { list: ['matches'] as const };

export const notificationKeys = { list: ['notifications'] as const };

/** The person's AI images and the pebble balance they are paid with. */
export const imageKeys = {
  all: ['images'] as const,
  page: (page: number) => ['images', 'page', page] as const,
  list: ['images', 'list'] as const,
  pebbles: ['pebbles'] as const,
};

/** What the media hub shows and the recorder and the photo crop change. */
export const mediaKeys = {
  publicImage: ['media', 'public-image'],
  photos: ['media', 'photos'],
  recordings: ['media', 'recordings'],
  prompts: ['media', 'vr-prompts'],
} as const;

/** The alert preferences (`preferences`): Settings → Notifications edits them, the live layer reads the sound. */
export const preferencesKeys = { all: ['preferences'] as const };

/** Profiles as another person sees them; a reveal or a hide refreshes every one. */
export const profileViewKeys = {
  all: ['profile-view'] as const,
  own: ['profile-view', 'own'] as const,
  view: (id: string, full: boolean) => ['profile-view', id, full ? 1 : 0] as const,
};

/** The chat's real names, shown once a match has revealed them (issue 23). */
export const chatKeys = {
  realNames: ['chat', 'real-name'] as const,
  realName: (userId: string) => ['chat', 'real-name', userId] as const,
};
