// The media hub's and the recorder's query keys.
export const mediaKeys = {
  publicImage: ['media', 'public-image'],
  photos: ['media', 'photos'],
  recordings: ['media', 'recordings'],
  prompts: ['media', 'vr-prompts'],
} as const;
