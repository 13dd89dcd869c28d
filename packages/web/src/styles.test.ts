// The design tokens that HTML outside the web app uses (shared/site-looks.ts COLOURS: mails, the moderation console) are
// the same colours as this app's stylesheet, so a change to styles.css cannot leave them behind.
import { readFileSync } from 'node:fs';
import { COLOURS } from '@rookery/shared/site-looks.ts';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('./styles.css', import.meta.url), 'utf8');

describe('shared colours', () => {
  const tokens = Object.entries(COLOURS).filter(([name]) => /^[a-z]+\d+$/.test(name));

  it.each(tokens)('%s is the token of styles.css', (name, value) => {
    const property = `--color-${name.replace(/(\d+)$/, '-$1')}`;
    expect(css).toMatch(new RegExp(`${property}:\\s*${value};`, 'i'));
  });

  it('covers the tokens the server writes', () => {
    expect(tokens.length).toBeGreaterThanOrEqual(10);
  });
});
