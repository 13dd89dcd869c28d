// The private photos' changes (RULES.md "Reads and writes" `setuserprofileimage`, `deluserimage`; RULES.md "Files":
// the photo upload with its crop).
import { FILE_ROUTES } from '@rookery/shared/api/files.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiPost, failsWith, unwrap } from '../../../lib/api-client.ts';
import { uploadForm } from '../../../lib/upload-client.ts';
import { mediaKeys } from './media-keys.ts';

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
