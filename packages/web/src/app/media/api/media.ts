// What the media hub and the recorder read and change (RULES.md "Reads and writes" `profileimages`,
// `setuserprofileimage`, `deluserimage`, `voicerecordings`, `vrprompts`, `uploadvrdata`, `delvr`; RULES.md "Files": the
// photo and voice uploads). The public image is the images feature's (`userimages` with profile 1).
import { FILE_ROUTES } from '@rookery/shared/api/files.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiGet, apiPost, unwrap } from '../../../lib/api-client.ts';
import { failsWith } from '../../../lib/api-error.ts';
import { uploadForm } from '../../../lib/upload-client.ts';
import { fetchImages } from '../../images/api/images.ts';
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

export const voiceRecordingsQuery = queryOptions({
  queryKey: mediaKeys.recordings,
  queryFn: async () =>
    (await apiGet('voicerecordings').then(unwrap).catch(failsWith("We couldn't load your voice recordings.")))
      .vr,
  ...fresh,
});

export const useVoiceRecordings = () => useQuery(voiceRecordingsQuery);

export const voicePromptsQuery = queryOptions({
  queryKey: mediaKeys.prompts,
  queryFn: async () =>
    (await apiGet('vrprompts').then(unwrap).catch(failsWith("We couldn't load the prompts."))).prompts,
  staleTime: Number.POSITIVE_INFINITY,
});

export const useVoicePrompts = () => useQuery(voicePromptsQuery);

/** A private photo made the profile photo, or deleted; the list is read again before the question closes. */
export function usePhotoChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, filename }: { kind: 'profile' | 'delete'; id: string; filename: string }) =>
      (kind === 'profile'
        ? apiPost('setuserprofileimage', { id })
        : apiPost('deluserimage', { filename })
      ).then(unwrap),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaKeys.photos }),
  });
}

export function useDeleteRecording() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (filename: string) => apiPost('delvr', { filename }).then(unwrap),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaKeys.recordings }),
  });
}

/** The cropped square in whole source pixels, as the upload sends it. */
export interface PhotoCrop {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A private photo and its square, uploaded with its progress; the list is read again before the dialog closes. */
export function useUploadPhoto() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const upload = useMutation({
    onMutate: () => setProgress(0),
    mutationFn: ({ photo, square }: { photo: File; square: PhotoCrop }) => {
      const form = new FormData();
      form.append('crop', JSON.stringify(square));
      form.append('file', photo, photo.name);
      return uploadForm<{ id: string; filename: string }>(FILE_ROUTES.uploadProfileImage, form, {
        onProgress: setProgress,
      }).catch(failsWith("We couldn't upload your photo. Please try again."));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaKeys.photos }),
  });
  return { upload, progress };
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
