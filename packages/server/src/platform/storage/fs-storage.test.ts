// The file-system storage: the shared contract, plus what only a folder can show (where files land, no
// temporary files left behind, nothing written outside the root).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFsStorage } from './fs-storage.ts';
import { describeStorageContract, UNSAFE_KEYS } from './storage-contract.ts';

const parent = mkdtempSync(path.join(tmpdir(), 'rookery-fs-storage-'));
const root = path.join(parent, 'media');
const storage = createFsStorage(root);
afterAll(() => rmSync(parent, { recursive: true, force: true }));

describeStorageContract('file-system', () => storage);

function allFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

describe('file-system storage', () => {
  it('writes each key to the file of that path under the root, and leaves no temporary files', async () => {
    await storage.put('photos/fs1/a.jpg', Buffer.from('hello'), 'image/jpeg');
    expect(readFileSync(path.join(root, 'photos/fs1/a.jpg'), 'utf8')).toBe('hello');
    await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        storage.put('photos/fs1/b.jpg', Buffer.from(`v${i}`), 'image/jpeg'),
      ),
    );
    expect(readdirSync(path.join(root, 'photos/fs1')).sort()).toEqual(['a.jpg', 'b.jpg']);
  });

  it('never writes outside the root, whatever the key', async () => {
    for (const key of UNSAFE_KEYS) {
      await storage.put(key, Buffer.from('x'), 'image/jpeg').catch(() => {});
    }
    expect(existsSync(path.join(parent, 'outside.jpg'))).toBe(false);
    expect(readdirSync(parent)).toEqual(['media']);
    expect(allFiles(root).every((file) => !file.includes('..'))).toBe(true);
  });

  it('removes the whole folder of a prefix', async () => {
    await storage.put('voice/fs2/a.wav', Buffer.from('x'), 'audio/wav');
    await storage.deletePrefix('voice/fs2/');
    expect(existsSync(path.join(root, 'voice/fs2'))).toBe(false);
  });
});
