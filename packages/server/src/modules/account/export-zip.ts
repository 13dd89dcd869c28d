// The zip of a data export, streamed while it is built: media files are read from storage one at a time, each only
// once the zip is ready to write it, so a person with many files never has them all in memory. data.json goes
// last, so that it can say which files storage could not find.
import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { Storage } from '../../platform/storage/storage.ts';

export interface ZipMedia {
  /** Where the file goes in the zip (media/ai/…, media/photos/…). */
  path: string;
  /** Its key in storage. */
  key: string;
  /** The file's date in the zip listing. */
  mtime: Date;
}

export interface ExportZip {
  /** The zip's bytes, to send as the response. */
  stream: Readable;
  /** Settles once the zip is complete, has failed, or the download was abandoned; never rejects. */
  done: Promise<void>;
}

/** Already compressed formats are stored as they are: deflating them costs time and saves nothing. */
function compresses(path: string): boolean {
  return !/\.(?:jpe?g|png)$/i.test(path);
}

export function streamExportZip(deps: {
  storage: Storage;
  files: ZipMedia[];
  /** data.json's bytes, given the zip paths of the files storage did not have. */
  dataJson: (missing: string[]) => Buffer;
  onError: (err: unknown) => void;
}): ExportZip {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  // Resolves when the reader goes away before the end (a closed tab): the loop below stops reading storage.
  let abandon: () => void = () => {};
  const abandoned = new Promise<'abandoned'>((resolve) => {
    abandon = () => resolve('abandoned');
  });
  let finished = false;
  output.once('end', () => {
    finished = true;
  });
  output.once('close', () => {
    if (!finished) abandon();
  });
  zip.once('error', (err: unknown) => {
    deps.onError(err);
    output.destroy(err instanceof Error ? err : new Error(String(err)));
  });

  /** Adds one file; resolves when the zip starts writing it, which is when the one before it is written. */
  function add(path: string, bytes: Buffer, mtime: Date): Promise<'added' | 'abandoned'> {
    // The zip keeps its entries until the end; the buffer must not stay reachable from one.
    let held: Buffer | null = bytes;
    const started = new Promise<'added'>((resolve) => {
      zip.addReadStreamLazy(path, { mtime, compress: compresses(path) }, (give) => {
        const data = held ?? Buffer.alloc(0);
        held = null;
        give(null, Readable.from([data], { objectMode: false }));
        resolve('added');
      });
    });
    return Promise.race([started, abandoned]);
  }

  async function build(): Promise<void> {
    const missing: string[] = [];
    for (const file of deps.files) {
      const stored = await Promise.race([deps.storage.get(file.key), abandoned]);
      if (stored === 'abandoned') return;
      if (!stored) {
        missing.push(file.path);
        continue;
      }
      if ((await add(file.path, stored.bytes, file.mtime)) === 'abandoned') return;
    }
    zip.addBuffer(deps.dataJson(missing), 'data.json', { mtime: new Date() });
    zip.end();
  }

  const done = build().catch((err: unknown) => {
    deps.onError(err);
    output.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  // The caller waits for the download too: finished, failed or abandoned.
  const settled = Promise.all([
    done,
    new Promise<void>((resolve) => {
      output.once('close', () => resolve());
      output.once('error', () => resolve());
    }),
  ]).then(() => undefined);
  return { stream: output, done: settled };
}
