// Media files in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO) when S3_BUCKET is set, so several servers
// share one set of files. The bucket stays private: every download goes through GET /download and its checks.
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Storage } from './storage.ts';
import type { StorageConfig } from './storage-config.ts';
import { assertSafeKey, assertSafePrefix, contentTypeOfKey } from './storage-key.ts';

export type S3StorageConfig = Extract<StorageConfig, { kind: 's3' }>;

function isNotFound(error: unknown): boolean {
  return (
    error instanceof NoSuchKey ||
    (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
  );
}

export function createS3Storage(config: S3StorageConfig): Storage & { client: S3Client } {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // The SDK's newer default checksums (CRC32 on every upload) are refused by some S3-compatible services;
    // only send them where S3 itself requires one (DeleteObjects).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;

  return {
    client,

    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: assertSafeKey(key), Body: bytes, ContentType: contentType }),
      );
    },

    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: assertSafeKey(key) }));
        if (!answer.Body) return null;
        const bytes = Buffer.from(await answer.Body.transformToByteArray());
        return { bytes, contentType: answer.ContentType ?? contentTypeOfKey(key) };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: assertSafeKey(key) }));
        return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? contentTypeOfKey(key) };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async open(key, range) {
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: assertSafeKey(key),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        // In Node the body is the HTTP response itself (an IncomingMessage): bytes flow as the client reads them.
        if (answer.Body instanceof Readable) return answer.Body;
        if (!answer.Body) return null;
        throw new Error('The S3 client gave a body that is not a Node stream.');
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      // S3 answers a delete of a missing key with success, as the interface wants.
      await client.send(new DeleteObjectCommand({ Bucket, Key: assertSafeKey(key) }));
    },

    async deletePrefix(prefix) {
      assertSafePrefix(prefix);
      // List a page (at most 1,000 keys, also DeleteObjects' limit), delete it, and list again from the start until
      // nothing is left: what was deleted is no longer listed, so no continuation token is needed.
      for (;;) {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix }));
        const keys = (page.Contents ?? []).flatMap((item) => (item.Key ? [{ Key: item.Key }] : []));
        if (keys.length === 0) return;
        const answer = await client.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }),
        );
        const failed = answer.Errors ?? [];
        if (failed.length > 0) {
          throw new Error(`S3 kept ${failed.length} file(s) under ${prefix}: ${failed[0]?.Message ?? ''}`);
        }
        if (!page.IsTruncated) return;
      }
    },
  };
}
