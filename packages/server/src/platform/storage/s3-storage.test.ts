// The S3 storage against a local S3 server (s3rver in its own process on a random port, files in a temporary
// folder): the same contract as the file system, through the real AWS SDK client.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { type S3rverProcess, startS3rverProcess } from '../../testing/s3rver-process.ts';
import { createStorage } from './create-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';
import { describeStorageContract } from './storage-contract.ts';

// The SDK warns once that releases after January 2027 need Node 22; the tests do not need to say so.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const bucket = 'rookery-media-test';
const dir = mkdtempSync(path.join(tmpdir(), 'rookery-s3rver-'));
let server: S3rverProcess | undefined;
let endpoint = '';
let storage: Storage;
let destroy = () => {};

beforeAll(async () => {
  server = await startS3rverProcess({ dir, bucket });
  endpoint = server.endpoint;
  const config = loadConfig(
    {},
    {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
    },
  );
  const open = createStorage(config.storage);
  storage = open.storage;
  destroy = open.close;
});

afterAll(async () => {
  destroy();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

// s3rver interleaves racing PUTs of one key (see ContractOptions); S3 itself keeps one whole version.
describeStorageContract('S3', () => storage, { atomicRacingWrites: false });

describe('S3 storage', () => {
  it('is chosen by S3_BUCKET, and the folder otherwise', () => {
    expect(loadConfig({}, { S3_BUCKET: bucket }).storage).toMatchObject({ kind: 's3', bucket });
    expect(loadConfig({}, { DATA_DIR: '/srv/rookery' }).storage).toEqual({
      kind: 'fs',
      dir: path.resolve('/srv/rookery/media'),
    });
  });

  it('refuses to start with only half of the access key', () => {
    expect(() => loadConfig({}, { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: 'x' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
  });

  it('deletes a prefix that spans more than one ListObjectsV2 page', async () => {
    const s3 = createS3Storage({
      kind: 's3',
      bucket,
      endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    });
    const keys = Array.from({ length: 1005 }, (_, i) => `photos/many/${String(i).padStart(4, '0')}.jpg`);
    for (let i = 0; i < keys.length; i += 50) {
      await Promise.all(keys.slice(i, i + 50).map((key) => s3.put(key, Buffer.from('x'), 'image/jpeg')));
    }
    await s3.deletePrefix('photos/many/');
    expect(await s3.get('photos/many/0000.jpg')).toBeNull();
    expect(await s3.get('photos/many/1004.jpg')).toBeNull();
    s3.client.destroy();
  }, 60_000);
});
