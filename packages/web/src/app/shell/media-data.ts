// What the media hub and the recorder read (API.md 3): the selected AI image, private photos, voice recordings
// and the recording prompts, plus the /download addresses of their files (API.md 4).
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiGet, unwrap } from '../../lib/api-client.ts';
import { useUnauthorizedRedirect } from './use-session-actions.ts';

export const mediaKeys = {
  publicImage: ['media', 'public-image'],
  photos: ['media', 'photos'],
  recordings: ['media', 'recordings'],
  prompts: ['media', 'vr-prompts'],
} as const;

// The hub is where people come back to after picking an image or recording: always read afresh on arrival.
const fresh = { staleTime: 0 } as const;

export function usePublicImage() {
  return useQuery({
    queryKey: mediaKeys.publicImage,
    queryFn: async () => (await apiGet('userimages', { profile: '1' }).then(unwrap)).images[0] ?? null,
    ...fresh,
  });
}

export function usePrivatePhotos() {
  return useQuery({
    queryKey: mediaKeys.photos,
    queryFn: async () => (await apiGet('profileimages').then(unwrap)).images,
    ...fresh,
  });
}

export function useVoiceRecordings() {
  return useQuery({
    queryKey: mediaKeys.recordings,
    queryFn: async () => (await apiGet('voicerecordings').then(unwrap)).vr,
    ...fresh,
  });
}

export function useVoicePrompts() {
  return useQuery({
    queryKey: mediaKeys.prompts,
    queryFn: async () => (await apiGet('vrprompts').then(unwrap)).prompts,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** SPEC.md 6 and 8: an 'Unauthorized' answer to any of these reads sends the person to /app. */
export function useRedirectOnUnauthorized(...errors: unknown[]): void {
  const redirectIfSignedOut = useUnauthorizedRedirect();
  const first = errors.find((error) => error != null);
  useEffect(() => {
    if (first) redirectIfSignedOut(first);
  }, [first, redirectIfSignedOut]);
}
