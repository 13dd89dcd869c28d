// Media files under a folder (DATA_DIR/media by default). Writes go to a temporary file in the root's `.tmp` folder,
// are flushed to the disk and renamed into place, so a reader never sees half a file, an acknowledged file survives
// a power cut, and a crash leaves at most a temporary file, which the next start sweeps away.
import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { diskFullFault } from '../faults/disk-full.ts';
import type { Storage } from './storage.ts';
import { assertSafeKey, assertSafePrefix, contentTypeOfKey, StorageKeyError } from './storage-key.ts';

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR');
}

/** A missing file, or a key that names a folder (a prefix of other keys): no file there. */
function isNoFile(error: unknown): boolean {
  return isMissing(error) || (error instanceof Error && 'code' in error && error.code === 'EISDIR');
}

/** Where writes under way live: one folder, so the start sweeps it without walking every stored file. */
const TEMP_FOLDER = '.tmp';

/**
 * Removes what crashed writes left in the temporary folder (made if missing); called once as the server starts, when
 * no write of this process is under way. Returns how many files went. Temporary files of older versions,
 * written beside their targets, are not looked for (docs/OPERATIONS.md: one `find` removes them).
 */
export function sweepTemporaryFiles(root: string): number {
  const folder = path.join(path.resolve(root), TEMP_FOLDER);
  mkdirSync(folder, { recursive: true });
  const names = readdirSync(folder);
  for (const name of names) rmSync(path.join(folder, name), { force: true, recursive: true });
  return names.length;
}

/** Flushes a folder's entries (a rename, a new file or folder in it) to the disk. */
async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export function createFsStorage(root: string): Storage {
  const base = path.resolve(root);
  const tempFolder = path.join(base, TEMP_FOLDER);

  /** The file of a checked key; the containment test is a second line behind the key pattern. */
  function fileOf(key: string): string {
    const file = path.resolve(base, assertSafeKey(key));
    if (!file.startsWith(base + path.sep)) throw new StorageKeyError(`Refused storage key: ${key}`);
    return file;
  }

  return {
    async put(key, bytes) {
      const file = fileOf(key);
      const folder = path.dirname(file);
      // The first folder mkdir made (if any) is a new entry of its parent, which must reach the disk too.
      const made = await mkdir(folder, { recursive: true });
      await mkdir(tempFolder, { recursive: true });
      // A dot-folder cannot collide with a key (every key segment starts with a letter or digit).
      const temp = path.join(tempFolder, `${randomUUID()}.tmp`);
      try {
        const handle = await open(temp, 'wx');
        try {
          diskFullFault('media', temp);
          await handle.writeFile(bytes);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temp, file);
      } catch (error) {
        await unlink(temp).catch(() => {});
        throw error;
      }
      await syncFolder(folder);
      // Each folder mkdir made is a new entry of its parent: flush every parent from the file's up to the root's.
      if (made) {
        for (let parent = path.dirname(folder); parent.startsWith(base); parent = path.dirname(parent)) {
          await syncFolder(parent);
          if (parent === path.dirname(made)) break;
        }
      }
    },

    async get(key) {
      const file = fileOf(key);
      try {
        return { bytes: await readFile(file), contentType: contentTypeOfKey(key) };
      } catch (error) {
        if (isNoFile(error)) return null;
        throw error;
      }
    },

    async stat(key) {
      const file = fileOf(key);
      try {
        const found = await stat(file);
        return found.isFile() ? { size: found.size, contentType: contentTypeOfKey(key) } : null;
      } catch (error) {
        if (isNoFile(error)) return null;
        throw error;
      }
    },

    async open(key, range) {
      const file = fileOf(key);
      // The handle is opened first, so a missing file is null here rather than an error inside the stream; a
      // rename replacing the file later does not change what this handle reads.
      try {
        const handle = await open(file, 'r');
        if (!(await handle.stat()).isFile()) {
          await handle.close();
          return null;
        }
        return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
      } catch (error) {
        if (isNoFile(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      try {
        await unlink(fileOf(key));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },

    async deletePrefix(prefix) {
      assertSafePrefix(prefix);
      // "photos/u1/" is a folder; "photos/u1/ab" is every name in photos/u1 that starts with "ab".
      const slash = prefix.lastIndexOf('/');
      const folder = path.resolve(base, prefix.slice(0, slash + 1) || '.');
      const start = prefix.slice(slash + 1);
      if (folder !== base && !folder.startsWith(base + path.sep)) {
        throw new StorageKeyError(`Refused storage prefix: ${prefix}`);
      }
      let names: string[];
      try {
        names = await readdir(folder);
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      const doomed = names.filter((name) => name.startsWith(start) && !name.startsWith('.'));
      await Promise.all(doomed.map((name) => rm(path.join(folder, name), { recursive: true, force: true })));
      if (start === '' && folder !== base) await rm(folder, { recursive: true, force: true });
    },
  };
}
