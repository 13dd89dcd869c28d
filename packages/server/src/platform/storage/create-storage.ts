// Picks the storage the configuration asks for (RULES.md "Defaults and scale-out"): a folder by default, a bucket
// with S3_BUCKET.

import { createFsStorage, sweepTemporaryFiles } from './fs-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';
import type { StorageConfig } from './storage-config.ts';

export interface OpenStorage {
  storage: Storage;
  /** Releases the S3 client's sockets; nothing to do for the file system. */
  close(): void;
}

export function createStorage(config: StorageConfig): OpenStorage {
  if (config.kind === 'fs') {
    // What uploads cut short by a crash left behind goes before this server writes anything.
    sweepTemporaryFiles(config.dir);
    return { storage: createFsStorage(config.dir), close: () => {} };
  }
  const { client, ...storage } = createS3Storage(config);
  return { storage, close: () => client.destroy() };
}
