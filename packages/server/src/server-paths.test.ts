// The paths the server reads at run time point at the real folders from the source tree (the build's are checked
// by .ci/prod-build, which starts the bundled server).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsFolder, serverRoot, webRoot } from './server-paths.ts';

const nameOf = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).name;

describe('server paths', () => {
  it('finds the server package, its SQL migrations and the web package', () => {
    expect(nameOf(serverRoot)).toBe('@rookery/server');
    expect(readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql')).length).toBeGreaterThan(0);
    expect(existsSync(path.join(migrationsFolder, 'meta', '_journal.json'))).toBe(true);
    expect(nameOf(webRoot)).toBe('@rookery/web');
  });
});
