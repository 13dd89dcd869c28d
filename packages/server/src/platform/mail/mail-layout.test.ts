// The mail layout: every block escapes the text it is given, the frame carries the names, and no mail module writes
// HTML, styles or colours of its own (they all go through this one module).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COLOURS } from '@rookery/shared/site-looks.ts';
import { describe, expect, it } from 'vitest';
import {
  button,
  code,
  heading,
  link,
  mailPage,
  note,
  numberedList,
  paragraph,
  picture,
  quiet,
  table,
} from './mail-layout.ts';

const EVIL = `<img src=x onerror="alert('x')">&`;
const ESCAPED = '&#60;img src=x onerror=&#34;alert(&#39;x&#39;)&#34;&#62;&#38;';

describe('mail layout', () => {
  it('escapes every text and address a block is given', () => {
    const blocks = [
      paragraph(EVIL),
      paragraph(EVIL, { strong: true }),
      quiet(EVIL),
      note(EVIL),
      heading(EVIL),
      code(EVIL),
      button(EVIL, EVIL, { above: EVIL, showAddress: true }),
      link(EVIL, EVIL),
      table([[EVIL, EVIL]]),
      numberedList([EVIL]),
      picture(EVIL, EVIL, 160),
    ];
    for (const block of blocks) {
      expect(block).not.toContain('<img src=x');
      expect(block).toContain(ESCAPED);
    }
    const page = mailPage({ title: EVIL, product: EVIL, supportEmail: EVIL }, []);
    expect(page).not.toContain('<img src=x');
    expect(page.match(/&#60;img/g)).toHaveLength(5);
  });

  it('frames the blocks with the product in the navy header and the support address in the footer', () => {
    const page = mailPage({ title: 'Hello', product: 'Penguin & Co', supportEmail: 'help@p.co' }, [
      paragraph('First'),
      paragraph('Second'),
    ]);
    expect(page).toMatch(/^<!doctype html>/);
    expect(page).toContain('<title>Hello</title>');
    expect(page).toContain(`background:${COLOURS.navy}`);
    expect(page).toMatch(/letter-spacing:\.5px">Penguin &#38; Co<\/td>/);
    expect(page).toContain('href="mailto:help@p.co"');
    expect(page.indexOf('First')).toBeLessThan(page.indexOf('Second'));
    const toSupport = mailPage({ title: 'Feedback', product: 'Rookery' }, [paragraph('x')]);
    expect(toSupport).not.toContain('mailto:');
  });

  it('is the only HTML the mail modules write: no tags, styles, colours or escaping of their own', () => {
    const modules = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../modules');
    const mailFiles = readdirSync(modules, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.mail.ts'),
    );
    expect(mailFiles.length).toBeGreaterThanOrEqual(7);
    for (const file of mailFiles) {
      const source = readFileSync(path.join(modules, file), 'utf8');
      expect({ file, colours: source.match(/#[0-9a-f]{3,8}\b/gi) }).toEqual({ file, colours: null });
      expect({ file, html: source.match(/style=|<(p|a|div|span|table|body|html)\b/g) }).toEqual({
        file,
        html: null,
      });
      expect({ file, escapes: source.includes('escapeHtml') }).toEqual({ file, escapes: false });
    }
  });
});
