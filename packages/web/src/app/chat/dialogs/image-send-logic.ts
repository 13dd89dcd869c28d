// Sending an image in the chat (RULES.md "Validation"; RULES.md "Files" POST /uploadchatimage): what is
// refused before uploading, and the words for a failed upload. Pure, so tested without a browser.

import { ERROR_TEXT } from '@rookery/shared/api/envelope.ts';
import { MEDIA } from '@rookery/shared/limits.ts';
import { IMAGE_SEND_TEXT } from '@rookery/shared/media-text.ts';
import { ApiError } from '../../../lib/api-client.ts';

export const CHAT_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;

/** The sentences live in packages/shared (media-text.ts). */
export { IMAGE_SEND_TEXT };

/** The refusal for a chosen file, or null when it may be uploaded (the server checks the content again). */
export function checkChatImage(file: { type: string; name: string; size: number }): string | null {
  const typed = file.type
    ? (CHAT_IMAGE_TYPES as readonly string[]).includes(file.type)
    : /\.(jpe?g|png)$/i.test(file.name);
  if (!typed) return IMAGE_SEND_TEXT.wrongType;
  if (file.size === 0) return IMAGE_SEND_TEXT.empty;
  if (file.size > MEDIA.imageBytes) return IMAGE_SEND_TEXT.tooLarge;
  return null;
}

// The RULES.md "Wire envelope" sentences say what went wrong with the request, not with the picture: ours are kinder.
const GENERIC: readonly string[] = Object.values(ERROR_TEXT);

/** Words for a failed upload: the server's own sentence when it gave a specific one, else ours by status. */
export function uploadErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return IMAGE_SEND_TEXT.failed;
  if (error.fromServer && !GENERIC.includes(error.message) && error.message.trim() !== '')
    return error.message;
  if (error.status === 413) return IMAGE_SEND_TEXT.tooLarge;
  if (error.status === 415) return IMAGE_SEND_TEXT.wrongType;
  if (error.status === 0) return IMAGE_SEND_TEXT.offline;
  return IMAGE_SEND_TEXT.failed;
}

/** The multipart body: the room before the file, so the server knows where it goes before the bytes arrive. */
export function chatImageForm(room: string, file: Blob, name: string): FormData {
  const form = new FormData();
  form.append('room', room);
  form.append('file', file, name);
  return form;
}
