// Follows one generation job (RULES.md "Reads and writes" `imagejob`) until it is done or failed, asking about every
// half second. A job the server no longer knows, or a lost connection, ends the wait with an error rather than
// polling on.
import type { ImageJob } from '@rookery/shared/api/images.actions.ts';
import { useQuery } from '@tanstack/react-query';
import { fetchImageJob } from './generate.ts';

export const IMAGE_JOB_POLL_MS = 500;

export function isFinished(job: ImageJob | undefined): boolean {
  return job?.status === 'done' || job?.status === 'failed';
}

export function useImageJob(jobid: string | null) {
  return useQuery({
    queryKey: ['imagejob', jobid],
    queryFn: () => fetchImageJob(jobid ?? ''),
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
}
