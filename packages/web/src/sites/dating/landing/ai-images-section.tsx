// AI images: every profile starts with a generated picture that tells a story, in one of three styles.
import { MONEY } from '@rookery/shared/limits.ts';
import { Gift, WandSparkles } from 'lucide-react';
import type { ComponentType } from 'react';
import { Container } from '../../../components/container.tsx';
import { Reveal } from '../../../components/reveal.tsx';
import { usePublicConfig } from '../../../lib/config-context.tsx';
import { ComicSample, DigitalSample, FantasySample } from './style-samples.tsx';

interface StyleSample {
  name: string;
  prompt: string;
  Art: ComponentType;
}

const styles: readonly StyleSample[] = [
  { name: 'Comic', prompt: '“A penguin cheering at the beach, first swim of the summer”', Art: ComicSample },
  {
    name: 'Fantasy art',
    prompt: '“An ice castle under the aurora, and me setting out to explore”',
    Art: FantasySample,
  },
  {
    name: 'Digital art',
    prompt: '“Sunset over a neon sea, the night owl’s favourite hour”',
    Art: DigitalSample,
  },
];

const pebbles = (count: number) => `${count} ${count === 1 ? 'pebble' : 'pebbles'}`;

export function AiImagesSection() {
  const { product } = usePublicConfig();
  return (
    <section
      aria-labelledby="ai-images-heading"
      data-deferred-render
      className="relative isolate overflow-hidden bg-ocean-950 py-20 text-white sm:py-24"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(50rem_26rem_at_10%_100%,rgb(63_159_211/0.22),transparent_60%)]"
      />
      <Container>
        <Reveal className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wide text-coral-300 uppercase">AI images</p>
          <h2 id="ai-images-heading" className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">
            A picture that tells your story, instead of a selfie
          </h2>
          <p className="mt-5 text-lg leading-relaxed text-ocean-200">
            Every {product} profile starts with an AI-generated image. Describe a scene that says something
            about you, like the beach where you learned to swim or the world you would live in if you could,
            pick a style, and we draw it. People see your imagination first and your face later.
          </p>
        </Reveal>

        <ul className="mt-12 grid gap-5 sm:grid-cols-3">
          {styles.map((style, index) => (
            <li key={style.name}>
              <Reveal
                delayMs={index * 120}
                className="h-full rounded-3xl bg-white/5 p-3 ring-1 ring-white/10"
              >
                <div className="aspect-[4/3] overflow-hidden rounded-2xl bg-ocean-900">
                  <style.Art />
                </div>
                <div className="px-2 pt-4 pb-2">
                  <h3 className="text-lg font-bold">{style.name}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-ocean-300">{style.prompt}</p>
                </div>
              </Reveal>
            </li>
          ))}
        </ul>

        <Reveal className="mt-10 grid gap-4 sm:grid-cols-2">
          <p className="flex gap-4 rounded-2xl bg-white/5 p-5 leading-relaxed text-ocean-200 ring-1 ring-white/10">
            <Gift className="mt-0.5 size-6 shrink-0 text-coral-300" aria-hidden />
            <span>
              <strong className="font-semibold text-white">Your first image is free.</strong> New accounts
              also start with {pebbles(MONEY.pebblesForNewAccount)}, and each further image costs{' '}
              {pebbles(MONEY.pebblesPerImage)}.
            </span>
          </p>
          <p className="flex gap-4 rounded-2xl bg-white/5 p-5 leading-relaxed text-ocean-200 ring-1 ring-white/10">
            <WandSparkles className="mt-0.5 size-6 shrink-0 text-coral-300" aria-hidden />
            <span>
              <strong className="font-semibold text-white">Pebbles, like penguins.</strong> Earn one for every
              ad you watch, and send your favourite images to a match as a gift, the way a penguin offers a
              pebble.
            </span>
          </p>
        </Reveal>
      </Container>
    </section>
  );
}
