// Starts s3rver-main.ts in a child process (node --openssl-legacy-provider --import tsx) and answers its endpoint,
// so the S3 storage is tested with ListObjectsV2 pages longer than one listing, as on a real S3 service.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

export interface S3rverProcess {
  endpoint: string;
  pid: number;
  close(): Promise<void>;
}

export function startS3rverProcess(options: {
  dir: string;
  bucket: string;
  port?: number;
  address?: string;
}): Promise<S3rverProcess> {
  const address = options.address ?? '127.0.0.1';
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', '--import', 'tsx', path.join(import.meta.dirname, 's3rver-main.ts')],
    {
      cwd: path.resolve(import.meta.dirname, '../../../..'),
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        S3RVER_DIR: options.dir,
        S3RVER_BUCKET: options.bucket,
        S3RVER_PORT: String(options.port ?? 0),
        S3RVER_ADDRESS: address,
      },
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`s3rver stopped before it listened (exit ${code})`)));
    child.once('error', reject);
    const lines = createInterface({ input: child.stdout });
    lines.once('line', (line) => {
      const { port } = JSON.parse(line) as { port: number };
      resolve({
        endpoint: `http://${address}:${port}`,
        pid: child.pid ?? 0,
        close: async () => {
          if (child.exitCode === null) child.kill('SIGTERM');
          await exited;
        },
      });
    });
  });
}
