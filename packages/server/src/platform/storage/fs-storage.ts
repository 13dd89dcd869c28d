// Media files under a folder (DATA_DIR/media by default). Writes go to a temporary file beside the target and are
// renamed into place, so a reader never sees half a file and a crash leaves at most a stray temporary file.
import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from './storage.ts';
import { assertSafeKey, assertSafePrefix, contentTypeOfKey, StorageKeyError } from './storage-key.ts';

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR');
}

/** A missing file, or a key that names a folder (a prefix of other keys): no file there. */
function isNoFile(error: unknown): boolean {
  return isMissing(error) || (error instanceof Error && 'code' in error && error.code === 'EISDIR');
}

export function createFsStorage(root: string): Storage {
  const base = path.resolve(root);

  /** The file of a checked key; the containment test is a second line behind the key pattern. */
  function fileOf(key: string): string {
    const file = path.resolve(base, assertSafeKey(key));
    if (!file.startsWith(base + path.sep)) throw new StorageKeyError(`Refused storage key: ${key}`);
    return file;
  }

  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // A dot-name cannot collide with a key (every key segment starts with a letter or digit).
      const temp = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.tmp`);
      try {
        await writeFile(temp, bytes, { flag: 'wx' });
        await rename(temp, file);
      } catch (error) {
        await unlink(temp).catch(() => {});
        throw error;
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
