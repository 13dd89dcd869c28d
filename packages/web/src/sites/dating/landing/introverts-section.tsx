// Introverts: time to think, words and voice instead of a photo, and personality sliders that say how you tick.
import { LIMITS } from '@rookery/shared/limits.ts';
import { Feather, Mic } from 'lucide-react';
import { Container } from '../../../components/container.tsx';
import { Reveal } from '../../../components/reveal.tsx';
import { usePublicConfig } from '../../../lib/config-context.tsx';

/** The five slider pairs of the profile (RULES.md "Entities"), with an example person's answers out of 10. */
const sliders = [
  { low: 'Introvert', high: 'Extrovert', value: 2 },
  { low: 'Planner', high: 'Spontaneous', value: 4 },
  { low: 'Homebody', high: 'Explorer', value: 7 },
  { low: 'Early Bird', high: 'Night Owl', value: 8 },
  { low: 'Sweet', high: 'Sarcastic', value: 5 },
] as const;

export function IntrovertsSection() {
  const { product } = usePublicConfig();
  return (
    <section aria-labelledby="introverts-heading" data-deferred-render className="bg-ice-50 py-20 sm:py-24">
      <Container className="grid items-center gap-12 lg:grid-cols-[1.1fr_1fr] lg:gap-16">
        <div>
          <Reveal>
            <p className="text-sm font-semibold tracking-wide text-coral-700 uppercase">For introverts</p>
            <h2 id="introverts-heading" className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">
              Quiet people make wonderful matches
            </h2>
            <p className="mt-5 text-lg leading-relaxed text-ocean-700">
              No opening line shouted across a noisy bar, and no pressure to look perfect in a photo. On{' '}
              {product} you can take your time, write and rewrite, and let who you are do the talking.
            </p>
          </Reveal>
          <ul className="mt-8 grid gap-4">
            <li>
              <Reveal className="flex gap-4">
                <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-white text-ice-700 ring-1 ring-ice-200">
                  <Feather className="size-5" aria-hidden />
                </span>
                <p className="leading-relaxed text-ocean-700">
                  <strong className="block font-semibold text-ocean-950">Say it in writing</strong>
                  An About You, an Ideal Partner and a tagline. A short profile builder helps when the words
                  do not come easily.
                </p>
              </Reveal>
            </li>
            <li>
              <Reveal delayMs={120} className="flex gap-4">
                <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-white text-ice-700 ring-1 ring-ice-200">
                  <Mic className="size-5" aria-hidden />
                </span>
                <p className="leading-relaxed text-ocean-700">
                  <strong className="block font-semibold text-ocean-950">Or in your own voice</strong>
                  Record up to {LIMITS.voiceRecordings} short answers to a prompt, as many takes as you like,
                  and only submit the one you are happy with.
                </p>
              </Reveal>
            </li>
          </ul>
        </div>

        <Reveal className="rounded-[2rem] bg-white p-6 shadow-lift sm:p-8">
          <h3 className="text-xl font-bold">Personality sliders</h3>
          <p className="mt-1 text-ocean-600">How one of our members describes herself:</p>
          <ul className="mt-6 grid gap-5">
            {sliders.map((slider) => (
              <li key={slider.low}>
                <div className="flex justify-between text-sm font-medium text-ocean-700">
                  <span>{slider.low}</span>
                  <span>{slider.high}</span>
                </div>
                <div className="relative mt-2 h-2 rounded-full bg-ocean-100" aria-hidden="true">
                  <div
                    className="absolute inset-y-0 left-0 rounded-full bg-linear-to-r from-ice-300 to-ice-500"
                    style={{ width: `${slider.value * 10}%` }}
                  />
                  <span
                    className="absolute top-1/2 size-5 -translate-x-1/2 -translate-y-1/2 rounded-full bg-white shadow-card ring-2 ring-ice-500"
                    style={{ left: `${slider.value * 10}%` }}
                  />
                </div>
                <span className="sr-only">
                  {slider.value} out of 10, from {slider.low} to {slider.high}
                </span>
              </li>
            ))}
          </ul>
        </Reveal>
      </Container>
    </section>
  );
}
