// Profiles as another person sees them; a reveal or a hide refreshes every one.
export const profileViewKeys = {
  all: ['profile-view'] as const,
  own: ['profile-view', 'own'] as const,
  view: (id: string, full: boolean) => ['profile-view', id, full ? 1 : 0] as const,
};
