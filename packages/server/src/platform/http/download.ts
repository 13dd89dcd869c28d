// A file an /api handler answers instead of envelope fields (exportdata): the dispatcher sends its bytes raw as an
// attachment. Marked by a symbol, so no JSON a handler builds can be taken for one by accident.
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

const DOWNLOAD = Symbol('rookery.download');

export interface Download {
  readonly [DOWNLOAD]: true;
  /** The name the browser saves it under; the server chooses it, and anything but [A-Za-z0-9._-] becomes "_". */
  readonly filename: string;
  readonly contentType: string;
  /** Bytes at hand, or a stream sent as it is produced (a zip built while it downloads). */
  readonly body: Buffer | Readable;
}

export function download(file: { filename: string; contentType: string; body: Buffer | Readable }): Download {
  return { [DOWNLOAD]: true, ...file };
}

export function isDownload(value: unknown): value is Download {
  return typeof value === 'object' && value !== null && DOWNLOAD in value;
}

/** Sends the file as an attachment that no cache keeps (it is one person's data). */
export function sendDownload(reply: FastifyReply, file: Download): FastifyReply {
  const filename = file.filename.replace(/[^A-Za-z0-9._-]/g, '_') || 'download';
  return reply
    .type(file.contentType)
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .header('Cache-Control', 'no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(file.body);
}
