// Renders the social preview images (public/og/*.svg, 1200×630) to the PNGs that og:image points at: most social
// networks do not show SVG previews, and sharp is not among our dependencies, so Debian's Chromium (the one the
// browser tests use) draws them. Run after editing an SVG and commit both files:
//   node --import tsx packages/web/scripts/render-og-images.ts
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';

const dir = path.resolve(import.meta.dirname, '../public/og');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.svg'))) {
    const svg = readFileSync(path.join(dir, file), 'utf8');
    await page.setContent(`<!doctype html><style>html,body{margin:0}svg{display:block}</style>${svg}`);
    const png = path.join(dir, file.replace(/\.svg$/, '.png'));
    await page.screenshot({ path: png, clip: { x: 0, y: 0, width: 1200, height: 630 } });
    console.log(`${path.relative(process.cwd(), png)} written`);
  }
} finally {
  await browser.close();
}
