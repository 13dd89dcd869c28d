// Where media files live, from the environment (RULES.md "Defaults and scale-out"): DATA_DIR/media, or an
// S3-compatible bucket with S3_BUCKET.
import path from 'node:path';
import type { EnvValues } from '../../config-env.ts';
import { ConfigError } from '../../config-error.ts';

export type StorageConfig =
  | { kind: 'fs'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      endpoint: string | undefined;
      region: string;
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
    };

export function storageConfig(e: EnvValues, dataDir: string): StorageConfig {
  if (!e.S3_BUCKET) return { kind: 'fs', dir: path.join(dataDir, 'media') };
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Rookery cannot start: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (to use the AWS credential chain).',
    );
  }
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}
