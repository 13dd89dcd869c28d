// The image screens' calls (RULES.md "Reads and writes" `userimages`, `userimagespage`, `generateimage`, `imagejob`,
// `selectimage`, `delaiimage`), with one set of cache keys so a selection, a deletion or a new image refreshes every
// screen that shows the collection.
import type { AiImage, ImageJob } from '@rookery/shared/api/images.actions.ts';
import { MEDIA } from '@rookery/shared/limits.ts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiInput, apiGet, apiPost, unwrap } from '../../../lib/api-client.ts';
import { pebblesKeys } from '../../pebbles/api/pebbles-keys.ts';
import { imagesKeys } from './images-keys.ts';
import { fetchImages } from './user-images.ts';

export const imagesPageQuery = (page: number) =>
  queryOptions({
    queryKey: imagesKeys.page(page),
    queryFn: () => apiGet('userimagespage', { page }).then(unwrap),
    placeholderData: keepPreviousData,
    select: (answer) => ({
      ...answer,
      pages: Math.max(1, Math.ceil(answer.total / (answer.pageSize || MEDIA.imagesPerPage))),
    }),
  });

export const useImagesPage = (page: number) => useQuery(imagesPageQuery(page));

/** The whole collection: the single view finds its image here (there is no one-image read). */
export const imageListQuery = queryOptions({
  queryKey: imagesKeys.list,
  queryFn: () => fetchImages('0'),
  select: (answer): AiImage[] => answer.images,
});

export const useImageList = () => useQuery(imageListQuery);

export function useSelectImage(onSelected: (imageid: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageid: string) => apiPost('selectimage', { imageid }).then(unwrap),
    onSuccess: async (_, imageid) => {
      await queryClient.invalidateQueries({ queryKey: imagesKeys.all });
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
      queryClient.removeQueries({ queryKey: imagesKeys.all });
      onDeleted();
    },
  });
}

/** Starts a job; the answer's balance is the pebbles left (one was taken unless the image was free). */
export function useGenerateImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: ApiInput<'generateimage'>) => apiPost('generateimage', value).then(unwrap),
    onSuccess: (answer) =>
      queryClient.setQueryData(pebblesKeys.balance, { success: true, pebbles: answer.pebbles }),
  });
}

export const IMAGE_JOB_POLL_MS = 500;

export function isFinished(job: ImageJob | undefined): boolean {
  return job?.status === 'done' || job?.status === 'failed';
}

export const imageJobQuery = (jobid: string | null) =>
  queryOptions({
    queryKey: imagesKeys.job(jobid ?? ''),
    queryFn: () => apiGet('imagejob', { id: jobid ?? '' }).then(unwrap),
    enabled: jobid !== null,
    refetchInterval: (query) => (isFinished(query.state.data) ? false : IMAGE_JOB_POLL_MS),
    // Keep polling while the tab is in the background: the person is waiting for this.
    refetchIntervalInBackground: true,
    // A passing blip is retried quickly; each attempt is one poll.
    retry: 3,
    retryDelay: IMAGE_JOB_POLL_MS,
    staleTime: 0,
    gcTime: 0,
    select: (answer): ImageJob => ({
      status: answer.status,
      progress: Math.min(100, Math.max(0, Math.round(answer.progress))),
      ...(answer.imageid ? { imageid: answer.imageid } : {}),
      ...(answer.error ? { error: answer.error } : {}),
    }),
  });

export const useImageJob = (jobid: string | null) => useQuery(imageJobQuery(jobid));
