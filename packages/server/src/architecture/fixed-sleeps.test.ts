// No fixed sleeps in test code (docs/REFERENCE.md "Tests wait for what they count"): over the real tree, and over a
// planted one to show the checker finds each kind of sleep and lets a poll, a deadline and an explained wait be.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { fixedSleeps, testCodeFiles } from './fixed-sleeps.ts';

const REPO = fileURLToPath(new URL('../../../../', import.meta.url));

describe('the test code’s waits', () => {
  const files = testCodeFiles(REPO);

  it('reads the server’s and the web app’s tests, their testing folders and the journeys', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'packages/server/src/testing/factories.ts',
        'packages/server/src/modules/chat/chat.socket.test.ts',
        'packages/web/src/testing/render.tsx',
        'e2e/tests/chat.spec.ts',
        'e2e/tests/chat-helpers.ts',
      ]),
    );
    expect(files.some((file) => file.includes('node_modules'))).toBe(false);
  });

  it('has no fixed sleep but where the test is about time passing and says so', () => {
    expect(fixedSleeps(REPO, files)).toEqual([]);
  });
});

describe('the checker bites', () => {
  let root = '';
  const plant = (files: Record<string, string>) => {
    root = mkdtempSync(path.join(tmpdir(), 'rookery-sleeps-'));
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    }
    return root;
  };
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const lines = (...text: string[]) => `${text.join('\n')}\n`;

  it('finds a timer awaited as a pause, a helper made of one, an imported helper and waitForTimeout', () => {
    const at = plant({
      'packages/server/src/a.test.ts': lines(
        "import { pause } from './testing/kit.ts';",
        'const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));',
        "it('x', async () => {",
        '  await new Promise((resolve) => setTimeout(resolve, 300));',
        '  await sleep(100);',
        '  await pause(50);',
        "  await new Promise((r) => setTimeout(() => r('late'), 20));",
        '});',
      ),
      'packages/server/src/testing/kit.ts': lines(
        'export function pause(ms: number) {',
        '  return new Promise((resolve) => setTimeout(resolve, ms));',
        '}',
      ),
      'e2e/tests/a.spec.ts': lines(
        "test('y', async ({ page }) => {",
        '  await page.waitForTimeout(1000);',
        '});',
      ),
      'packages/server/src/not-a-test.ts': lines('await new Promise((resolve) => setTimeout(resolve, 300));'),
    });
    expect(testCodeFiles(at)).not.toContain('packages/server/src/not-a-test.ts');
    expect(fixedSleeps(at, testCodeFiles(at)).map((found) => `${found.file}:${found.line}`)).toEqual([
      'e2e/tests/a.spec.ts:2',
      'packages/server/src/a.test.ts:4',
      'packages/server/src/a.test.ts:5',
      'packages/server/src/a.test.ts:6',
      'packages/server/src/a.test.ts:7',
    ]);
  });

  it('lets a poll, a deadline, a timer that is not a pause and an explained wait be', () => {
    const at = plant({
      'packages/server/src/b.test.ts': lines(
        'const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));',
        "it('x', async () => {",
        '  while (!done()) await sleep(20);',
        '  for (let i = 0; i < 50; i++) {',
        '    if (done()) break;',
        '    await new Promise((resolve) => setTimeout(resolve, 20));',
        '  }',
        '  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);',
        '  await new Promise((resolve) => {',
        "    socket.once('close', resolve);",
        '    setTimeout(resolve, 1000);',
        '  });',
        "  const timer = setTimeout(() => reject(new Error('no answer')), 1000);",
        '  // time passes: a message would arrive within this; none may',
        '  await sleep(300);',
        '  await sleep(1100); // time passes: the ad lasts a second',
        '});',
      ),
    });
    expect(fixedSleeps(at, testCodeFiles(at))).toEqual([]);
  });

  it('counts a sleep once per item of a loop that only iterates, and wants its reason said', () => {
    const at = plant({
      'e2e/tests/c.spec.ts': lines(
        "test('z', async ({ page }) => {",
        '  for (const width of [390, 1280]) {',
        '    await page.waitForTimeout(200);',
        '  }',
        '  for (let i = 0; i < 3; i++) await page.waitForTimeout(100);',
        '  // time passes:',
        '  await page.waitForTimeout(100);',
        '});',
      ),
    });
    expect(fixedSleeps(at, testCodeFiles(at)).map((found) => found.line)).toEqual([3, 5, 7]);
  });
});
