// Reads a multipart upload (one file and a few short text fields) into memory within a size limit, and turns the
// multipart plugin's and busboy's errors into the sentences of RULES.md "Wire envelope" (413 for too large, 400
// otherwise).
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/app-error.ts';

export interface UploadBody {
  fields: Record<string, string>;
  /** The part named `file`, or null when there was none. */
  file: Buffer | null;
}

export interface UploadLimits {
  fileBytes: number;
  /** Said when the file is over `fileBytes`, e.g. "Photos can be at most 10 MB." */
  tooLarge: string;
  /** The text fields this upload takes; any other field is refused. */
  fields: readonly string[];
}

const FIELD_BYTES = 2048;
const UNREADABLE = 'The upload could not be read. Please try again.';

function codeOf(error: unknown): string {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : '';
}

export async function readUpload(request: FastifyRequest, limits: UploadLimits): Promise<UploadBody> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_TYPE', 'Send the file as multipart/form-data.');
  }
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  try {
    const parts = request.parts({
      limits: {
        fileSize: limits.fileBytes,
        files: 1,
        fields: limits.fields.length,
        fieldSize: FIELD_BYTES,
        parts: limits.fields.length + 1,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file')
          throw new AppError('BAD_INPUT', `Unexpected file field "${part.fieldname}".`);
        file = await part.toBuffer();
      } else {
        if (!limits.fields.includes(part.fieldname)) {
          throw new AppError('BAD_INPUT', `Unexpected field "${part.fieldname}".`);
        }
        if (part.valueTruncated)
          throw new AppError('BAD_INPUT', `The field "${part.fieldname}" is too long.`);
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = codeOf(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('TOO_LARGE', limits.tooLarge);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError('BAD_INPUT', 'Send one file and only the fields this upload takes.');
    }
    // Busboy's own errors (a cut-off or malformed body) carry no status; they are bad requests, never a 500.
    throw new AppError('BAD_INPUT', UNREADABLE);
  }
  return { fields, file };
}
