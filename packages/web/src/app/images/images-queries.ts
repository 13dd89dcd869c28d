// The image screens' reads and writes over the wire contract (API.md 3), with one set of cache keys so a
// selection, a deletion or a new image refreshes every screen that shows the collection or the balance.
import type { AiImage } from '@rookery/shared/api/images.actions.ts';
import { MEDIA } from '@rookery/shared/limits.ts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, unwrap } from '../../lib/api-client.ts';
import { imageKeys } from '../../lib/query-keys.ts';

export function useImagesPage(page: number) {
  return useQuery({
    queryKey: imageKeys.page(page),
    queryFn: () => apiGet('userimagespage', { page }).then(unwrap),
    placeholderData: keepPreviousData,
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
    select: (answer): AiImage[] => answer.images,
  });
}

export function usePebbles() {
  return useQuery({
    queryKey: imageKeys.pebbles,
    queryFn: () => apiGet('pebbles').then(unwrap),
    select: (answer) => answer.pebbles,
    staleTime: 0,
  });
}

export function useSelectImage(onSelected: (imageid: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageid: string) => apiPost('selectimage', { imageid }).then(unwrap),
    onSuccess: async (_, imageid) => {
      await queryClient.invalidateQueries({ queryKey: imageKeys.all });
      onSelected(imageid);
    },
  });
}

export function useDeleteImage(onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageid: string) => apiPost('delaiimage', { fileid: imageid }).then(unwrap),
    onSuccess: async () => {
      // Removed first, so the collection does not flash the deleted image from its cache.
      queryClient.removeQueries({ queryKey: imageKeys.all });
      onDeleted();
    },
  });
}
