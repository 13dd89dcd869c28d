// What the media hub reads of the pictures (RULES.md "Reads and writes" `profileimages`; the public image is the
// images feature's `userimages` with profile 1). What changes them is photo-changes.ts; the voice recordings are
// voice.ts.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, failsWith, unwrap } from '../../../lib/api-client.ts';
import { fetchImages } from '../../images/api/user-images.ts';
import { mediaKeys } from './media-keys.ts';

// The hub is where people come back to after picking an image or recording: always read afresh on arrival.
const fresh = { staleTime: 0 } as const;

export const publicImageQuery = queryOptions({
  queryKey: mediaKeys.publicImage,
  queryFn: async () =>
    (await fetchImages('1').catch(failsWith("We couldn't load your public image."))).images[0] ?? null,
  ...fresh,
});

export const usePublicImage = () => useQuery(publicImageQuery);

export const privatePhotosQuery = queryOptions({
  queryKey: mediaKeys.photos,
  queryFn: async () =>
    (await apiGet('profileimages').then(unwrap).catch(failsWith("We couldn't load your private photos.")))
      .images,
  ...fresh,
});

export const usePrivatePhotos = () => useQuery(privatePhotosQuery);
