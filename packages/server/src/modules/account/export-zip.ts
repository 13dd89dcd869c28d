// The zip of a data export, streamed while it is built: media files are streamed from storage one at a time (the
// next one opened while the one before is written), so neither many files nor one large file is ever held whole in
// memory. data.json goes last, so that it can say which files storage could not find.
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
  async function add(path: string, stream: Readable, mtime: Date): Promise<'added' | 'abandoned'> {
    // The zip keeps its entries until the end; the stream must not stay reachable from one.
    let held: Readable | null = stream;
    // A stream that fails while it waits (storage's connection dropped) fails the zip when its turn comes, rather
    // than as an unheard error event.
    let failed: Error | null = null;
    stream.once('error', (err) => {
      failed = err;
    });
    const started = new Promise<'added'>((resolve) => {
      zip.addReadStreamLazy(path, { mtime, compress: compresses(path) }, (give) => {
        const data = held ?? Readable.from([]);
        held = null;
        if (failed) give(failed, data);
        else give(null, data);
        resolve('added');
      });
    });
    const outcome = await Promise.race([started, abandoned]);
    // Never handed to the zip: let storage's connection go.
    if (outcome === 'abandoned') held?.destroy();
    return outcome;
  }

  async function build(): Promise<void> {
    const missing: string[] = [];
    for (const file of deps.files) {
      const opening = deps.storage.open(file.key);
      const stored = await Promise.race([opening, abandoned]);
      if (stored === 'abandoned') {
        opening.then(
          (stream) => stream?.destroy(),
          () => {},
        );
        return;
      }
      if (!stored) {
        missing.push(file.path);
        continue;
      }
      if ((await add(file.path, stored, file.mtime)) === 'abandoned') return;
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
