// The image screens' reads and writes over the wire contract (RULES.md "Reads and writes"), with one set of cache
// keys so a selection, a deletion or a new image refreshes every screen that shows the collection or the balance.
import type { AiImage } from '@rookery/shared/api/images.actions.ts';
import { MEDIA } from '@rookery/shared/limits.ts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pebblesKeys } from '../../pebbles/api/pebbles-keys.ts';
import { deleteImage, fetchImages, fetchImagesPage, fetchPebbles, selectImage } from './collection-api.ts';
import { imagesKeys } from './images-keys.ts';

export function useImagesPage(page: number) {
  return useQuery({
    queryKey: imagesKeys.page(page),
    queryFn: () => fetchImagesPage(page),
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
    queryKey: imagesKeys.list,
    queryFn: () => fetchImages('0'),
    select: (answer): AiImage[] => answer.images,
  });
}

export function usePebbles() {
  return useQuery({
    queryKey: pebblesKeys.balance,
    queryFn: fetchPebbles,
    select: (answer) => answer.pebbles,
    staleTime: 0,
  });
}

export function useSelectImage(onSelected: (imageid: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: selectImage,
    onSuccess: async (_, imageid) => {
      await queryClient.invalidateQueries({ queryKey: imagesKeys.all });
      onSelected(imageid);
    },
  });
}

export function useDeleteImage(onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteImage,
    onSuccess: async () => {
      // Removed first, so the collection does not flash the deleted image from its cache.
      queryClient.removeQueries({ queryKey: imagesKeys.all });
      onDeleted();
    },
  });
}
