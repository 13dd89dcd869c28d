// Multipart uploads (RULES.md "Files": POST /uploadprofileimage, /uploadvrfile). XMLHttpRequest rather than fetch,
// because only it reports upload progress; failures become the same ApiError the /api client throws, so screens
// turn both into words the same way (messageOf, isUnauthorized).
import { ERROR_TEXT, type Success } from '@rookery/shared/api/envelope.ts';
import { ApiError } from './api-client.ts';

export interface UploadOptions {
  /** Called with the share of the body sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The envelope of a finished request, or the ApiError it stands for. */
export function readUploadAnswer<T extends object>(status: number, text: string): Success<T> {
  const body = parse(text);
  const serverText = isRecord(body) && typeof body.error === 'string' ? body.error : undefined;
  if (status < 200 || status >= 300) {
    throw new ApiError(status, serverText ?? ERROR_TEXT.unexpected, serverText !== undefined);
  }
  if (!isRecord(body) || typeof body.success !== 'boolean') {
    throw new ApiError(status, ERROR_TEXT.unexpected, false);
  }
  // A 200 with success:false is a refusal too (the /api client's unwrap does the same).
  if (body.success !== true) throw new ApiError(status, serverText ?? ERROR_TEXT.unexpected, true);
  return body as Success<T>;
}

/** POSTs `form` to `path` (same origin, with the session cookie) and resolves with the successful envelope. */
export function uploadForm<T extends object = object>(
  path: string,
  form: FormData,
  { onProgress, signal }: UploadOptions = {},
): Promise<Success<T>> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    request.onload = () => {
      try {
        const answer = readUploadAnswer<T>(request.status, request.responseText);
        onProgress?.(1);
        resolve(answer);
      } catch (error) {
        reject(error);
      }
    };
    // No answer at all: offline, refused, or the connection dropped mid-upload.
    request.onerror = () => reject(new ApiError(0, ERROR_TEXT.unexpected, false));
    request.ontimeout = request.onerror;
    const abort = () => request.abort();
    request.onabort = () =>
      reject(signal?.reason ?? new DOMException('The upload was stopped.', 'AbortError'));
    signal?.addEventListener('abort', abort, { once: true });
    request.onloadend = () => signal?.removeEventListener('abort', abort);
    request.send(form);
  });
}
