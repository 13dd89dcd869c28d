// 'Download my data' (RULES.md "Safety and moderation", account.actions.ts `exportdata`): fetches the zip of
// everything held about the person while counting the bytes, so a large export shows its progress, then hands
// the file to the browser under the name the server gave it, as one mutation (useDataExport). No zod: Settings stays
// small.
import { ERROR_TEXT } from '@rookery/shared/api/envelope.ts';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';

export const EXPORT_URL = '/api?action=exportdata&format=zip';
export const EXPORT_FALLBACK_NAME = 'my-data.zip';
const FALLBACK = ERROR_TEXT.unexpected;

export interface ExportProgress {
  received: number;
  /** From Content-Length; null when the server streams without announcing a size. */
  total: number | null;
}

/** The file name of a Content-Disposition header (RFC 6266: filename* wins over filename), else the fallback. */
export function fileNameOf(disposition: string | null, fallback = EXPORT_FALLBACK_NAME): string {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition)?.[1];
  let name: string | undefined;
  if (extended) {
    try {
      name = decodeURIComponent(extended.trim());
    } catch {
      name = undefined;
    }
  }
  name ??= /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/.exec(disposition)?.slice(1).find(Boolean);
  // Only the last path part, never a hidden or empty name: the browser saves it in the person's folder.
  const base = name?.split(/[\\/]/).pop()?.trim() ?? '';
  return base === '' || base.startsWith('.') ? fallback : base;
}

/** "3.4 MB", "120 KB" or "512 bytes": a size in the units the person knows from their phone. */
export function sizeText(bytes: number): string {
  const size = Math.max(0, Math.round(bytes));
  if (size < 1000) return `${size} bytes`;
  if (size < 1_000_000) return `${Math.round(size / 1000)} KB`;
  return `${(size / 1_000_000).toFixed(1)} MB`;
}

/** The share done, or null when the total is unknown (the bar is then indeterminate). */
export function fractionOf({ received, total }: ExportProgress): number | null {
  if (total === null || total <= 0) return null;
  return Math.min(1, received / total);
}

/** The total from Content-Length, or null when it is missing or not a whole number (a compressed stream). */
export function totalOf(response: Response): number | null {
  const header = response.headers.get('Content-Length');
  if (header === null || !/^\d+$/.test(header.trim())) return null;
  const total = Number(header);
  return total > 0 ? total : null;
}

/** The refusal's sentence: the envelope's `error` (RULES.md "Wire envelope"), else the screen's fallback. */
export async function refusalOf(response: Response): Promise<string> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const error =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>).error : undefined;
  if (typeof error === 'string' && error.trim() !== '') return error;
  return response.status === 401 ? ERROR_TEXT.unauthorized : FALLBACK;
}

/** Reads the whole body chunk by chunk, reporting the bytes received after each. */
export async function readWithProgress(
  response: Response,
  onProgress: (progress: ExportProgress) => void,
): Promise<Blob> {
  const total = totalOf(response);
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  if (!response.body) return new Blob([await response.arrayBuffer()], { type });
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress({ received, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress({ received, total });
  }
  return new Blob(chunks, { type });
}

/** A refused or broken export, in words a person can read (shown as they are, like the server's). */
export class ExportError extends ApiError {
  constructor(message: string, status: number) {
    super(status, message, true);
  }
}

export interface ExportFile {
  blob: Blob;
  name: string;
}

/** Downloads the export; a refusal or a lost connection becomes an ExportError with words a person can read. */
export async function fetchExport(
  onProgress: (progress: ExportProgress) => void,
  signal?: AbortSignal,
): Promise<ExportFile> {
  let response: Response;
  try {
    response = await fetch(EXPORT_URL, { credentials: 'same-origin', signal: signal ?? null });
  } catch {
    throw new ExportError(FALLBACK, 0);
  }
  const type = response.headers.get('Content-Type') ?? '';
  // A refusal is an envelope even with a 200 (`success:false`), never a file.
  if (!response.ok || type.includes('application/json')) {
    throw new ExportError(await refusalOf(response), response.ok ? 200 : response.status);
  }
  try {
    const blob = await readWithProgress(response, onProgress);
    return { blob, name: fileNameOf(response.headers.get('Content-Disposition')) };
  } catch {
    throw new ExportError('The download stopped before it finished. Please try again.', 0);
  }
}

/** Hands the file to the browser's downloads (an object URL on a temporary link, released afterwards). */
export function saveFile({ blob, name }: ExportFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click starts the download synchronously; the URL is released once the browser has taken it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * 'Download my data' as the screens hold it: one export at a time, its progress while it downloads, the saved file's
 * name and size after. Leaving the screen stops a download nobody will save.
 */
export function useDataExport() {
  const [progress, setProgress] = useState<ExportProgress>({ received: 0, total: null });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);
  const download = useMutation({
    // A 401 here goes to /app without returnto (the button's own).
    meta: { redirectOn401: false },
    onMutate: () => setProgress({ received: 0, total: null }),
    mutationFn: async () => {
      const controller = new AbortController();
      running.current = controller;
      try {
        const file = await fetchExport(setProgress, controller.signal);
        saveFile(file);
        return { name: file.name, size: file.blob.size };
      } finally {
        running.current = null;
      }
    },
  });
  return { download, progress };
}
