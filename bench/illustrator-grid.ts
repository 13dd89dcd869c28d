// Draws the thirty test prompts of the offline illustrator (local/illustrator-prompts.ts) into one grid image with
// each prompt and what was drawn under its picture, to look at the illustrator as a person would.
// Run: cd bench && node --import tsx illustrator-grid.ts [style] [out.png]   (default comic, /tmp/illustrator-grid.png)
import { IMAGE_STYLES, type ImageStyle } from '@rookery/shared/schemas/image-prompt.ts';
import sharp from 'sharp';
import { composeScene } from '../packages/server/src/platform/imagegen/local/compose-scene.ts';
import { ILLUSTRATOR_PROMPTS } from '../packages/server/src/platform/imagegen/local/illustrator-prompts.ts';

const style = (process.argv[2] ?? 'comic') as ImageStyle;
if (!IMAGE_STYLES.includes(style)) throw new Error(`style must be one of ${IMAGE_STYLES.join(', ')}`);
const out = process.argv[3] ?? '/tmp/illustrator-grid.png';
const [cols, cell, caption] = [6, 300, 74];
const rows = Math.ceil(ILLUSTRATOR_PROMPTS.length / cols);

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** Splits a caption into lines of at most `width` characters. */
function lines(text: string, width: number): string[] {
  const out: string[] = [''];
  for (const word of text.split(' ')) {
    const last = out.length - 1;
    if (`${out[last]} ${word}`.trim().length > width) out.push(word);
    else out[last] = `${out[last]} ${word}`.trim();
  }
  return out;
}

const tiles = await Promise.all(
  ILLUSTRATOR_PROMPTS.map(async ({ prompt }, i) => {
    const { svg, plan } = composeScene(prompt, style);
    const picture = await sharp(Buffer.from(svg)).resize(cell, cell).png().toBuffer();
    const drew = `${plan.setting}${plan.weather.length ? ` (${plan.weather.join(', ')})` : ''}: ${plan.motifs.join(', ')}`;
    const text = [...lines(prompt, 46).slice(0, 3), ...lines(drew, 50).slice(0, 2)];
    const label = `<svg xmlns="http://www.w3.org/2000/svg" width="${cell}" height="${caption}"><rect width="100%" height="100%" fill="#fff"/>${text
      .map(
        (line, k) =>
          `<text x="6" y="${13 + k * 13}" font-family="sans-serif" font-size="11" fill="${k < text.length - lines(drew, 50).slice(0, 2).length ? '#111' : '#2a6f97'}">${escapeXml(line)}</text>`,
      )
      .join('')}</svg>`;
    const [x, y] = [(i % cols) * cell, Math.floor(i / cols) * (cell + caption)];
    return [
      { input: picture, left: x, top: y },
      { input: Buffer.from(label), left: x, top: y + cell },
    ];
  }),
);

await sharp({
  create: { width: cols * cell, height: rows * (cell + caption), channels: 3, background: '#ffffff' },
})
  .composite(tiles.flat())
  .png()
  .toFile(out);
console.log(`${ILLUSTRATOR_PROMPTS.length} prompts in ${style} → ${out}`);
