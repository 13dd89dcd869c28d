// Fault injection: the disk under DATA_DIR/media fills up under a running server (FAULT_DISK_FULL=media
// makes each write fail with the kernel's ENOSPC, platform/faults/disk-full.ts). A write must answer "Rookery is out of
// space" (507 with Retry-After) and leave no temporary file, reads and downloads must go on answering 200, /readyz
// must say the disk is full while /healthz stays green, and writes work again once there is room. A temporary file
// left by a crashed upload is gone after the next start. Where `mount` works (root, as in .ci/run), a second case
// fills a real 2 MB tmpfs under the media folder.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ERROR_TEXT } from '@rookery/shared/api/envelope.ts';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { apiGet } from '../modules/auth/testing/auth-test-kit.ts';
import { download, makeJpeg, uploadPhoto } from '../modules/media/testing/media-test-kit.ts';
import { make } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'rookery-fault-disk-'));
const tempFolder = path.join(dataDir, 'media', '.tmp');
let server: TestServer | null = null;

/** A tmpfs of `size` at `dir`, or the reason there is none (not root, no mount in a container). */
function mountTmpfs(dir: string, size: string): string | null {
  try {
    mkdirSync(dir, { recursive: true });
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir], { stdio: 'pipe' });
    return null;
  } catch (err) {
    return `a tmpfs cannot be mounted here (${String(err).split('\n')[0]}); the injected ENOSPC case still runs`;
  }
}
const realDir = mkdtempSync(path.join(tmpdir(), 'rookery-fault-disk-real-'));
const realMedia = path.join(realDir, 'media');
const noTmpfs = process.platform === 'linux' ? mountTmpfs(realMedia, '2m') : 'tmpfs needs Linux';

afterEach(() => {
  delete process.env.FAULT_DISK_FULL;
});
afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
  if (!noTmpfs) execFileSync('umount', [realMedia]);
  rmSync(realDir, { recursive: true, force: true });
});

describe('a full disk', () => {
  it('answers writes "out of space" while reads go on, and /readyz says so', {
    timeout: 120_000,
  }, async () => {
    // What an upload cut short by a crash leaves: a temporary file in the storage's own folder.
    mkdirSync(tempFolder, { recursive: true });
    const stray = path.join(tempFolder, `${randomUUID()}.tmp`);
    writeFileSync(stray, Buffer.alloc(4096));
    server = await startTestServer({ DATA_DIR: dataDir });
    expect(existsSync(stray)).toBe(false);

    const me = await make.account(server);
    const jpeg = await makeJpeg();
    const before = await uploadPhoto(server, me, jpeg);
    expect(before.statusCode).toBe(200);
    const photo = before.json().filename as string;

    process.env.FAULT_DISK_FULL = 'media';
    const refused = [];
    for (let n = 0; n < 5; n += 1) refused.push(await uploadPhoto(server, me, jpeg));
    const reads = [
      await apiGet(server, 'profileimages', { cookie: me.cookie }),
      await apiGet(server, 'menudata', { cookie: me.cookie }),
      await download(server, me, `type=ProfileImage&file=${photo}`),
    ];
    const ready = await server.app.inject('/readyz');
    const health = await server.app.inject('/healthz');
    const leftovers = readdirSync(tempFolder);
    console.log(
      `fault-disk-full: writes while full ${refused.length}, 507 ${refused.filter((r) => r.statusCode === 507).length}; ` +
        `reads ${reads.length}, 200 ${reads.filter((r) => r.statusCode === 200).length}; /readyz ${ready.statusCode} ` +
        `${ready.body}; /healthz ${health.statusCode}; temporary files left ${leftovers.length}`,
    );

    for (const answer of refused) {
      expect(answer.statusCode).toBe(507);
      expect(answer.json()).toMatchObject({ success: false, error: ERROR_TEXT.outOfSpace });
      expect(answer.headers['retry-after']).toBe('60');
    }
    expect(leftovers).toEqual([]);
    expect(reads.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(reads[0]?.json().images).toHaveLength(1);
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ success: true, status: 'degraded', database: 'up', disk: 'full' });
    expect(health.statusCode).toBe(200);

    // Room again: the next upload is stored (the "full" in /readyz lasts a minute after the last refusal).
    delete process.env.FAULT_DISK_FULL;
    expect((await uploadPhoto(server, me, jpeg)).statusCode).toBe(200);
    expect((await apiGet(server, 'profileimages', { cookie: me.cookie })).json().images).toHaveLength(2);
  });
});

describe.skipIf(noTmpfs !== null)(`a really full disk (${noTmpfs ?? 'tmpfs'})`, () => {
  it('answers an upload that meets ENOSPC "out of space", and reads go on', {
    timeout: 120_000,
  }, async () => {
    const real = await startTestServer({ DATA_DIR: realDir });
    try {
      const me = await make.account(real);
      const jpeg = await makeJpeg();
      const before = await uploadPhoto(real, me, jpeg);
      expect(before.statusCode).toBe(200);
      // Fill what is left; the kernel refuses the rest of this file with ENOSPC.
      try {
        writeFileSync(path.join(realMedia, 'filler'), Buffer.alloc(4 * 1024 * 1024));
      } catch {
        // Full, as wanted.
      }
      const refused = await uploadPhoto(real, me, jpeg);
      const read = await download(real, me, `type=ProfileImage&file=${before.json().filename}`);
      console.log(
        `fault-disk-full (tmpfs): upload ${refused.statusCode} ${refused.body}; download ${read.statusCode}`,
      );
      expect(refused.statusCode).toBe(507);
      expect(refused.json()).toMatchObject({ error: ERROR_TEXT.outOfSpace });
      expect(read.statusCode).toBe(200);
      expect(readdirSync(path.join(realMedia, '.tmp'))).toEqual([]);
      expect((await real.app.inject('/readyz')).json()).toMatchObject({ disk: 'full' });
    } finally {
      await real.close();
    }
  });
});
