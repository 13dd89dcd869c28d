// What the media hub and the recorder read (RULES.md "Reads and writes"): the selected AI image, private photos,
// voice recordings and the recording prompts, plus the /download addresses of their files (RULES.md "Files").
import { useQuery } from '@tanstack/react-query';
import {
  fetchImages,
  fetchPrivatePhotos,
  fetchVoicePrompts,
  fetchVoiceRecordings,
} from '../../images/api/collection-api.ts';
import { mediaKeys } from './media-keys.ts';

// The hub is where people come back to after picking an image or recording: always read afresh on arrival.
const fresh = { staleTime: 0 } as const;

export function usePublicImage() {
  return useQuery({
    queryKey: mediaKeys.publicImage,
    queryFn: async () => (await fetchImages('1')).images[0] ?? null,
    ...fresh,
  });
}

export function usePrivatePhotos() {
  return useQuery({
    queryKey: mediaKeys.photos,
    queryFn: async () => (await fetchPrivatePhotos()).images,
    ...fresh,
  });
}

export function useVoiceRecordings() {
  return useQuery({
    queryKey: mediaKeys.recordings,
    queryFn: async () => (await fetchVoiceRecordings()).vr,
    ...fresh,
  });
}

export function useVoicePrompts() {
  return useQuery({
    queryKey: mediaKeys.prompts,
    queryFn: async () => (await fetchVoicePrompts()).prompts,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
