// s3rver (the local S3 stand-in of the tests and the topology journey) as a process of its own: started by
// s3rver-process.ts under `--openssl-legacy-provider`, because s3rver makes ListObjectsV2 continuation tokens with
// DES, which OpenSSL 3 leaves out by default. Prints `{"port":N}` once it listens; stops on SIGTERM.
import S3rver from 's3rver';

const bucket = process.env.S3RVER_BUCKET ?? '';
const directory = process.env.S3RVER_DIR ?? '';
if (!bucket || !directory) throw new Error('S3RVER_BUCKET and S3RVER_DIR are needed.');

const server = new S3rver({
  address: process.env.S3RVER_ADDRESS ?? '127.0.0.1',
  port: Number(process.env.S3RVER_PORT ?? 0),
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
});
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.once('SIGTERM', () => {
  server.close().then(() => process.exit(0));
});
