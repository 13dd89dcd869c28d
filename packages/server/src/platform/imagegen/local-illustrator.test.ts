// The offline illustrator: a valid 768×768 PNG for every style, the prompt's words visibly in the picture, the
// styles distinct, the same prompt always the same picture and different prompts never the same.
import { IMAGE_STYLES } from '@rookery/shared/schemas/image-prompt.ts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_SIDE } from './image-generator.ts';
import { composeScene } from './local/compose-scene.ts';
import { CHARACTER_ICONS } from './local/prompt-reading.ts';
import { createLocalIllustrator } from './local-illustrator.ts';

const illustrator = createLocalIllustrator();
const iconsIn = (svg: string) => [...svg.matchAll(/data-icon="([a-z]+)"/g)].map((m) => m[1]);
const sceneOf = (svg: string) => svg.match(/data-scene="([a-z]+)"/)?.[1];

describe('local illustrator', () => {
  it('paints a 768×768 PNG in each style, reporting progress as it goes', async () => {
    for (const style of IMAGE_STYLES) {
      const progress: number[] = [];
      const png = await illustrator.generate({
        prompt: 'A picnic by the lake',
        style,
        onProgress: (p) => void progress.push(p),
      });
      const meta = await sharp(png).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', IMAGE_SIDE, IMAGE_SIDE]);
      expect(progress).toEqual([...progress].sort((a, b) => a - b));
      expect(progress.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('draws the same picture for the same prompt, and a different one for any other prompt', async () => {
    const a = await illustrator.generate({ prompt: 'Sunset on the beach', style: 'comic' });
    const again = await illustrator.generate({ prompt: 'Sunset on the beach', style: 'comic' });
    const b = await illustrator.generate({ prompt: 'Sunset on the beach!', style: 'comic' });
    expect(a.equals(again)).toBe(true);
    expect(a.equals(b)).toBe(false);
    const svgs = new Set(
      ['my dog', 'my dog.', 'My dog', 'a dog', 'two dogs', 'my cat'].map((p) => composeScene(p, 'comic').svg),
    );
    expect(svgs.size).toBe(6);
  });

  it('draws what the words name: a beach has sea (a palm only when asked), mountains are mountains', () => {
    const beach = composeScene('A lazy day at the beach', 'comic').svg;
    expect(sceneOf(beach)).toBe('beach');
    expect(iconsIn(beach)).toContain('wave');
    expect(iconsIn(beach)).not.toContain('palm');
    const surf = composeScene('Surfing the big waves in Bali', 'fantasy-art').svg;
    expect(iconsIn(surf)).toEqual(expect.arrayContaining(['palm', 'wave']));
    const mountain = composeScene('Hiking in the mountains', 'comic').svg;
    expect(sceneOf(mountain)).toBe('mountain');
    expect(iconsIn(mountain)).toContain('mountain');
    expect(iconsIn(mountain)).not.toContain('palm');
  });

  it('knows at least 25 things by name, with synonyms and plurals', () => {
    const words: Record<string, string> = {
      sunshine: 'sun',
      moonlight: 'moon',
      celebrity: 'star',
      palm: 'palm',
      surfing: 'wave',
      alps: 'mountain',
      woods: 'tree',
      house: 'house',
      love: 'heart',
      novel: 'book',
      cinema: 'film',
      guitar: 'guitar',
      dinner: 'plate',
      puppy: 'dog',
      kittens: 'cat',
      penguins: 'penguin',
      flight: 'plane',
      sailing: 'boat',
      latte: 'coffee',
      vineyard: 'wine',
      cycling: 'bicycle',
      roses: 'flower',
      football: 'ball',
      photography: 'camera',
      pizza: 'pizza',
      birthday: 'cake',
      lotto: 'coins',
      wedding: 'ring',
      netflix: 'tv',
      rocket: 'rocket',
      tent: 'tent',
      cactus: 'cactus',
      snowman: 'snowman',
      sushi: 'fish',
    };
    const found = Object.entries(words).filter(([word, icon]) =>
      iconsIn(composeScene(`Something about ${word}`, 'digital-art').svg).includes(icon),
    );
    expect(found.map(([w]) => w)).toEqual(Object.keys(words));
    expect(new Set(Object.values(words)).size).toBeGreaterThanOrEqual(25);
  });

  it('draws at most two characters however many the prompt names', () => {
    const { drawn } = composeScene('Me and my partner with our dog, our cat and a penguin', 'comic');
    expect(drawn.filter((i) => CHARACTER_ICONS.has(i)).length).toBeLessThanOrEqual(2);
    const two = composeScene('A date with my partner at the beach', 'comic').drawn;
    expect(two.filter((i) => i === 'penguin')).toHaveLength(2);
  });

  it('paints each style its own way', async () => {
    const prompt = 'Coffee in a little cafe in Paris';
    const [comic, fantasy, digital] = IMAGE_STYLES.map((style) => composeScene(prompt, style).svg);
    expect(comic).toContain('url(#dots)');
    expect(comic).toContain('stroke="#15161c"');
    expect(fantasy).toContain('url(#glow)');
    expect(fantasy).toContain('url(#vignette)');
    expect(digital).toContain('url(#neon)');
    expect(fantasy).not.toContain('url(#dots)');
    const pngs = await Promise.all(IMAGE_STYLES.map((style) => illustrator.generate({ prompt, style })));
    expect(new Set(pngs.map((p) => p.toString('base64'))).size).toBe(3);
  });
});
