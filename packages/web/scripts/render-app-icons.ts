// Renders the installable app's icons (the manifest's 192 and 512 px PNGs and a maskable one) from the product's
// icon art, public/icons/rookery.svg, with sharp (the server's image library). Run after editing the SVG and
// commit the PNGs:  node --import tsx packages/web/scripts/render-app-icons.ts
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const dir = path.resolve(import.meta.dirname, '../public/icons');
const svg = readFileSync(path.join(dir, 'rookery.svg'), 'utf8');

/** The art's own tile: rounded, for launchers that show the icon as it is. */
async function plain(size: number): Promise<void> {
  const file = path.join(dir, `rookery-${size}.png`);
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png()
    .toFile(file);
  console.log(`${path.relative(process.cwd(), file)} written`);
}

/**
 * Maskable: the launcher crops to its own shape, so the tile's colour fills the square edge to edge and the
 * penguin sits inside the central 80% safe zone (a square corner would show as a notch otherwise).
 */
async function maskable(size: number): Promise<void> {
  const file = path.join(dir, `rookery-maskable-${size}.png`);
  const square = svg.replace('rx="16"', 'rx="0"');
  const inner = Math.round(size * 0.8);
  const art = await sharp(Buffer.from(square), { density: (72 * inner) / 64 })
    .resize(inner, inner)
    .png()
    .toBuffer();
  const offset = Math.round((size - inner) / 2);
  await sharp({ create: { width: size, height: size, channels: 4, background: '#c5e6f6' } })
    .composite([{ input: art, top: offset, left: offset }])
    .png()
    .toFile(file);
  console.log(`${path.relative(process.cwd(), file)} written`);
}

await plain(192);
await plain(512);
await maskable(512);
