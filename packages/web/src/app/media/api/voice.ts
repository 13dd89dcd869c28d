// The voice recordings (RULES.md "Reads and writes" `voicerecordings`, `vrprompts`, `uploadvrdata`, `delvr`; RULES.md
// "Files": the WAV upload): what the recorder and the media hub's section read and change. Apart from media.ts, so
// the recorder carries nothing of the photos.
import { FILE_ROUTES } from '@rookery/shared/api/files.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiGet, apiPost, failsWith, unwrap } from '../../../lib/api-client.ts';
import { uploadForm } from '../../../lib/upload-client.ts';
import { mediaKeys } from './media-keys.ts';

// The hub is where people come back to after recording: always read afresh on arrival.
export const voiceRecordingsQuery = queryOptions({
  queryKey: mediaKeys.recordings,
  queryFn: async () =>
    (await apiGet('voicerecordings').then(unwrap).catch(failsWith("We couldn't load your voice recordings.")))
      .vr,
  staleTime: 0,
});

export const useVoiceRecordings = () => useQuery(voiceRecordingsQuery);

export const voicePromptsQuery = queryOptions({
  queryKey: mediaKeys.prompts,
  queryFn: async () =>
    (await apiGet('vrprompts').then(unwrap).catch(failsWith("We couldn't load the prompts."))).prompts,
  staleTime: Number.POSITIVE_INFINITY,
});

export const useVoicePrompts = () => useQuery(voicePromptsQuery);

export function useDeleteRecording() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (filename: string) => apiPost('delvr', { filename }).then(unwrap),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaKeys.recordings }),
  });
}

/** A random unique file name (RULES.md "Entities"); randomUUID needs a secure context. */
function wavName(): string {
  if (typeof crypto.randomUUID === 'function') return `${crypto.randomUUID()}.wav`;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}.wav`;
}

/** A recording and its question: the data first (`uploadvrdata`), then the WAV with its progress. */
export function useUploadRecording() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const upload = useMutation({
    onMutate: () => setProgress(0),
    mutationFn: async ({ blob, prompt }: { blob: Blob; prompt: string }) => {
      const filename = wavName();
      // The metadata call first: when it fails nothing is uploaded and the screen stays (RULES.md "Errors").
      await apiPost('uploadvrdata', { vrdata: { filename, prompt } }).then(unwrap);
      const form = new FormData();
      form.append('filename', filename);
      form.append('file', blob, filename);
      await uploadForm(FILE_ROUTES.uploadVoiceRecording, form, { onProgress: setProgress });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaKeys.recordings }),
  });
  return { upload, progress };
}
