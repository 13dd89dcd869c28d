// The image screens' and the gift dialog's reads and writes (API.md 3), with one set of cache keys so a selection,
// a deletion or a new image refreshes every screen that shows the collection or the balance.
import type { AiImage } from '@rookery/shared/api/images.actions.ts';
import { MEDIA } from '@rookery/shared/limits.ts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiGet, apiPost, isUnauthorized, unwrap } from '../../lib/api-client.ts';
import { useUnauthorizedRedirect } from './use-session-actions.ts';

export const imageKeys = {
  all: ['images'] as const,
  page: (page: number) => ['images', 'page', page] as const,
  list: ['images', 'list'] as const,
  pebbles: ['pebbles'] as const,
};

/** A 401 never retries: the screen sends the person to /app at once. */
const retryUnlessSignedOut = (failures: number, error: unknown) => failures < 1 && !isUnauthorized(error);

export function useImagesPage(page: number) {
  return useQuery({
    queryKey: imageKeys.page(page),
    queryFn: () => apiGet('userimagespage', { page }).then(unwrap),
    placeholderData: keepPreviousData,
    retry: retryUnlessSignedOut,
    select: (answer) => ({
      ...answer,
      pages: Math.max(1, Math.ceil(answer.total / (answer.pageSize || MEDIA.imagesPerPage))),
    }),
  });
}

/** The whole collection: the single view finds its image here (there is no one-image read). */
export function useImageList() {
  return useQuery({
    queryKey: imageKeys.list,
    queryFn: () => apiGet('userimages', { profile: '0' }).then(unwrap),
    retry: retryUnlessSignedOut,
    select: (answer): AiImage[] => answer.images,
  });
}

export function usePebbles() {
  return useQuery({
    queryKey: imageKeys.pebbles,
    queryFn: () => apiGet('pebbles').then(unwrap),
    retry: retryUnlessSignedOut,
    select: (answer) => answer.pebbles,
    staleTime: 0,
  });
}

export function useSelectImage(onSelected: (imageid: string) => void) {
  const queryClient = useQueryClient();
  const redirectIfSignedOut = useUnauthorizedRedirect();
  return useMutation({
    mutationFn: (imageid: string) => apiPost('selectimage', { imageid }).then(unwrap),
    onSuccess: async (_, imageid) => {
      await queryClient.invalidateQueries({ queryKey: imageKeys.all });
      onSelected(imageid);
    },
    onError: (error) => redirectIfSignedOut(error),
  });
}

export function useDeleteImage(onDeleted: () => void) {
  const queryClient = useQueryClient();
  const redirectIfSignedOut = useUnauthorizedRedirect();
  return useMutation({
    mutationFn: (imageid: string) => apiPost('delaiimage', { fileid: imageid }).then(unwrap),
    onSuccess: async () => {
      // Removed first, so the collection does not flash the deleted image from its cache.
      queryClient.removeQueries({ queryKey: imageKeys.all });
      onDeleted();
    },
    onError: (error) => redirectIfSignedOut(error),
  });
}

/** Any read that answers 'Unauthorized' sends the person to /app (SPEC.md 8). */
export function useSignedOutRedirect(...errors: unknown[]): void {
  const redirectIfSignedOut = useUnauthorizedRedirect();
  const signedOut = errors.find(isUnauthorized);
  useEffect(() => {
    if (signedOut) redirectIfSignedOut(signedOut);
  }, [signedOut, redirectIfSignedOut]);
}
