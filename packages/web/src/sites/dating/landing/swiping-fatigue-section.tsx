// Swiping fatigue: why an endless feed wears people down, and how a small daily deck is different.
import { MONEY } from '@rookery/shared/limits.ts';
import { Hourglass, Layers, Snowflake } from 'lucide-react';
import { Container } from '../../../components/container.tsx';
import { Reveal } from '../../../components/reveal.tsx';
import { usePublicConfig } from '../../../lib/config-context.tsx';

const points = [
  {
    icon: Layers,
    title: 'A deck, not a feed',
    text: `You get ${MONEY.flipsPerDay} flips a day through a small deck of people near you, the closest personalities first. Fewer introductions, and each one is worth a proper look.`,
  },
  {
    icon: Hourglass,
    title: 'More than half a second',
    text: 'Every card shows a tagline, a few lines about the person and an AI image that says something about them. There is no selfie to judge, so you read instead.',
  },
  {
    icon: Snowflake,
    title: 'Chill instead of no',
    text: 'Not sure yet? Chill a card and it can come back in a week. A decline is final, so nobody keeps reappearing after you said no.',
  },
] as const;

export function SwipingFatigueSection() {
  const { product } = usePublicConfig();
  return (
    <section aria-labelledby="fatigue-heading" data-deferred-render className="bg-pebble-50 py-20 sm:py-24">
      <Container className="grid items-center gap-12 lg:grid-cols-[1fr_1.1fr] lg:gap-16">
        <Reveal>
          <p className="text-sm font-semibold tracking-wide text-coral-700 uppercase">Swiping fatigue</p>
          <h2 id="fatigue-heading" className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">
            Hundreds of faces a day, and still nobody to talk to
          </h2>
          <p className="mt-5 text-lg leading-relaxed text-ocean-700">
            Endless swiping turns people into thumbnails. You judge in half a second, match with someone who
            never replies, and start again tomorrow. {product} slows it down on purpose, so the people you
            meet are people you actually want to talk to.
          </p>
          <dl className="mt-8 grid grid-cols-2 gap-3 sm:max-w-md">
            <div className="rounded-2xl bg-white p-4 ring-1 ring-pebble-200">
              <dt className="text-sm text-ocean-600">Endless swiping</dt>
              <dd className="mt-1 font-display text-2xl font-bold text-ocean-500 line-through decoration-coral-500 decoration-2">
                ∞ faces
              </dd>
            </div>
            <div className="rounded-2xl bg-ocean-950 p-4">
              <dt className="text-sm text-ocean-200">On {product}</dt>
              <dd className="mt-1 font-display text-2xl font-bold text-white">
                {MONEY.flipsPerDay} flips a day
              </dd>
            </div>
          </dl>
        </Reveal>
        <ul className="grid gap-4">
          {points.map((point, index) => (
            <li key={point.title}>
              <Reveal
                delayMs={index * 120}
                className="flex gap-5 rounded-3xl bg-white p-6 shadow-card ring-1 ring-pebble-200"
              >
                <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-coral-50 text-coral-700">
                  <point.icon className="size-6" aria-hidden />
                </span>
                <div>
                  <h3 className="text-lg font-bold">{point.title}</h3>
                  <p className="mt-1.5 leading-relaxed text-ocean-600">{point.text}</p>
                </div>
              </Reveal>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
