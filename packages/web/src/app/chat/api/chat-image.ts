// A picture sent into the chat (RULES.md "Files": POST /uploadchatimage), with its upload's progress. The server adds
// the image message itself once it is stored. A refusal becomes the words of image-send-logic.ts (the server's
// sentence unless generic, else what went wrong: too large, wrong type, offline).
import { FILE_ROUTES } from '@rookery/shared/api/files.ts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { uploadForm } from '../../../lib/upload-client.ts';
import { chatImageForm, uploadErrorText } from '../dialogs/image-send-logic.ts';

export function useSendChatImage(room: string) {
  const [progress, setProgress] = useState(0);
  const send = useMutation({
    onMutate: () => setProgress(0),
    mutationFn: (file: File) =>
      uploadForm(FILE_ROUTES.uploadChatImage, chatImageForm(room, file, file.name), {
        onProgress: setProgress,
      }).catch((error: unknown) => {
        throw new ApiError(error instanceof ApiError ? error.status : 0, uploadErrorText(error), true);
      }),
  });
  return { send, progress };
}

export type ChatImageSend = ReturnType<typeof useSendChatImage>;
