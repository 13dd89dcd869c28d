// The remote generators against a local stand-in that checks requests as the real services do: the right
// address, key and fields go out, a PNG of the stored size comes back, and every failure becomes a sentence.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createImageGenerator } from './create-image-generator.ts';
import { IMAGE_SIDE, ImageGenError } from './image-generator.ts';
import { IMAGEGEN_ENV, type ImagegenConfig, imagegenConfig } from './imagegen-config.ts';
import { STAND_IN_KEYS, startGeneratorStandIn } from './testing/generator-stand-in.ts';

let standIn: Awaited<ReturnType<typeof startGeneratorStandIn>>;
beforeAll(async () => {
  standIn = await startGeneratorStandIn();
});
afterAll(() => standIn.close());

function configFor(env: Record<string, string>): ImagegenConfig {
  const parsed = z.object(IMAGEGEN_ENV).parse(env);
  const config = imagegenConfig(parsed);
  if (typeof config === 'string') throw new Error(config);
  return config;
}

const stability = () =>
  createImageGenerator(
    configFor({
      IMAGEGEN: 'stability',
      STABILITY_API_KEY: STAND_IN_KEYS.stability,
      STABILITY_URL: standIn.url,
      IMAGEGEN_TIMEOUT_MS: '1000',
    }),
  );
const openai = (model = 'gpt-image-1', key = STAND_IN_KEYS.openai) =>
  createImageGenerator(
    configFor({
      IMAGEGEN: 'openai',
      OPENAI_API_KEY: key,
      OPENAI_URL: standIn.url,
      OPENAI_IMAGE_MODEL: model,
    }),
  );
const a1111 = () => createImageGenerator(configFor({ IMAGEGEN: 'automatic1111', A1111_URL: standIn.url }));

async function expectPng(bytes: Buffer) {
  const meta = await sharp(bytes).metadata();
  expect(meta.format).toBe('png');
  expect([meta.width, meta.height]).toEqual([IMAGE_SIDE, IMAGE_SIDE]);
}

const failureOf = async (promise: Promise<unknown>) => {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ImageGenError);
  return (err as ImageGenError).message;
};

describe('configuration', () => {
  it('refuses to start a remote generator without its key or address', () => {
    expect(imagegenConfig(z.object(IMAGEGEN_ENV).parse({ IMAGEGEN: 'stability' }))).toMatch(
      /STABILITY_API_KEY/,
    );
    expect(imagegenConfig(z.object(IMAGEGEN_ENV).parse({ IMAGEGEN: 'openai' }))).toMatch(/OPENAI_API_KEY/);
    expect(imagegenConfig(z.object(IMAGEGEN_ENV).parse({ IMAGEGEN: 'automatic1111' }))).toMatch(/A1111_URL/);
    expect(createImageGenerator(configFor({})).provider).toBe('local');
  });
});

describe('Stability AI', () => {
  it('sends the prompt with the style preset and the key, and returns a stored-size PNG', async () => {
    const before = standIn.seen.length;
    const progress: number[] = [];
    const png = await stability().generate({
      prompt: 'a lighthouse',
      style: 'comic',
      onProgress: (p) => void progress.push(p),
    });
    await expectPng(png);
    const request = standIn.seen.slice(before).find((r) => r.path.includes('text-to-image'));
    expect(request?.path).toBe('/v1/generation/stable-diffusion-xl-1024-v1-0/text-to-image');
    expect(request?.authorization).toBe(`Bearer ${STAND_IN_KEYS.stability}`);
    expect(request?.body).toMatchObject({
      text_prompts: [{ text: 'a lighthouse' }],
      style_preset: 'comic-book',
      samples: 1,
    });
    expect(progress.at(-1)).toBeGreaterThan(progress[0] ?? 100);
  });

  it('turns the content filter, a server error, a refused key, a slow answer and garbage into sentences', async () => {
    expect(await failureOf(stability().generate({ prompt: '[filtered] beach', style: 'comic' }))).toBe(
      'The image generator would not draw this description. Please describe something else.',
    );
    expect(await failureOf(stability().generate({ prompt: '[crash]', style: 'fantasy-art' }))).toMatch(
      /had a problem/,
    );
    expect(await failureOf(stability().generate({ prompt: '[slow]', style: 'digital-art' }))).toMatch(
      /took too long/,
    );
    expect(await failureOf(stability().generate({ prompt: '[garbage]', style: 'comic' }))).toMatch(
      /not a picture/,
    );
    const wrongKey = createImageGenerator(
      configFor({ IMAGEGEN: 'stability', STABILITY_API_KEY: 'sk-wrong', STABILITY_URL: standIn.url }),
    );
    expect(await failureOf(wrongKey.generate({ prompt: 'x', style: 'comic' }))).toMatch(/refused our key/);
  });

  it('says the generator cannot be reached when nothing answers', async () => {
    const nowhere = createImageGenerator(
      configFor({ IMAGEGEN: 'stability', STABILITY_API_KEY: 'k', STABILITY_URL: 'http://127.0.0.1:9' }),
    );
    expect(await failureOf(nowhere.generate({ prompt: 'x', style: 'comic' }))).toMatch(
      /could not be reached/,
    );
  });
});

describe('OpenAI', () => {
  it('puts the style into the words, and asks DALL·E (only) for base64', async () => {
    const before = standIn.seen.length;
    await expectPng(await openai().generate({ prompt: 'a picnic', style: 'fantasy-art' }));
    await expectPng(await openai('dall-e-3').generate({ prompt: 'a picnic', style: 'digital-art' }));
    const [gpt, dalle] = standIn.seen.slice(before).filter((r) => r.path === '/v1/images/generations');
    expect(gpt?.authorization).toBe(`Bearer ${STAND_IN_KEYS.openai}`);
    expect(gpt?.body).toMatchObject({ model: 'gpt-image-1', size: '1024x1024' });
    expect(gpt?.body).not.toHaveProperty('response_format');
    expect(String(gpt?.body.prompt)).toMatch(/^a picnic\. .*fantasy art/);
    expect(dalle?.body).toMatchObject({ model: 'dall-e-3', response_format: 'b64_json' });
  });

  it('explains the safety system, a refused key and a server error', async () => {
    expect(await failureOf(openai().generate({ prompt: '[filtered]', style: 'comic' }))).toMatch(
      /would not draw/,
    );
    expect(
      await failureOf(openai('gpt-image-1', 'sk-nope').generate({ prompt: 'x', style: 'comic' })),
    ).toMatch(/refused our key/);
    expect(await failureOf(openai().generate({ prompt: '[crash]', style: 'comic' }))).toMatch(
      /had a problem/,
    );
  });
});

describe('AUTOMATIC1111', () => {
  it('sends prompt, negative prompt, steps and size, and reports its progress while it paints', async () => {
    const before = standIn.seen.length;
    const generator = createImageGenerator(configFor({ IMAGEGEN: 'automatic1111', A1111_URL: standIn.url }));
    expect(generator.provider).toBe('automatic1111');
    const progress: number[] = [];
    const { createAutomatic1111Generator } = await import('./automatic1111-generator.ts');
    const fast = createAutomatic1111Generator(
      configFor({ IMAGEGEN: 'automatic1111', A1111_URL: standIn.url }),
      {
        progressEveryMs: 40,
      },
    );
    await expectPng(
      await fast.generate({ prompt: 'a garden', style: 'comic', onProgress: (p) => void progress.push(p) }),
    );
    const request = standIn.seen.slice(before).find((r) => r.path === '/sdapi/v1/txt2img');
    expect(request?.body).toMatchObject({ steps: 25, width: 768, height: 768 });
    expect(String(request?.body.negative_prompt)).toMatch(/nsfw/);
    expect(standIn.seen.slice(before).some((r) => r.path === '/sdapi/v1/progress')).toBe(true);
    // Between the start (5) and the end (95), at least one reading of the painting's own progress.
    expect(progress.some((p) => p > 5 && p < 95)).toBe(true);
  });

  it('explains a server error', async () => {
    expect(await failureOf(a1111().generate({ prompt: '[crash]', style: 'comic' }))).toMatch(/had a problem/);
  });
});
