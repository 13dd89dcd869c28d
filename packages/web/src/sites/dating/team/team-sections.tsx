// The team page's parts: the company in numbers, the people who started it, and the penguins who keep watch.
import type { ComponentType } from 'react';
import { Reveal } from '../../../components/reveal.tsx';
import { KoraPenguin, PipPenguin, RockyPenguin } from './penguin-mascots.tsx';

/** Fictional people; the founding engineer is the one on the company site's portfolio page. */
export const FOUNDERS = [
  {
    name: 'Hana Whitcombe',
    initials: 'HW',
    role: 'Co-founder and CEO',
    bio: 'Spent ten years running community and support teams, and read more stories about bad dates than anyone should. Still answers support mail on Fridays.',
  },
  {
    name: 'Leo Tuilagi',
    initials: 'LT',
    role: 'Co-founder, product and safety',
    bio: 'A former trust-and-safety lead who believes the safest data is the data you never collect. He designed the chat-first reveal.',
  },
  {
    name: 'Mereana Hollis',
    initials: 'MH',
    role: 'Founding engineer',
    bio: 'Our first engineer, who built the web app, the realtime chat and the calls. Soft spot for accessible interfaces and penguin puns.',
  },
] as const;

interface Mascot {
  name: string;
  kind: string;
  text: string;
  Art: ComponentType<{ className?: string }>;
  backdrop: string;
}

export const MASCOTS: readonly Mascot[] = [
  {
    name: 'Pip',
    kind: 'Emperor penguin, the romantic',
    text: 'Pip is the penguin in our logo. In a rookery, a penguin courts its partner with a carefully chosen pebble, and Pip has been polishing a heart-shaped one for a very long time.',
    Art: PipPenguin,
    backdrop: 'bg-coral-50 ring-coral-100',
  },
  {
    name: 'Kora',
    kind: 'Little blue penguin, the lifeguard',
    text: 'Kora is a kororā, the little blue penguin of New Zealand’s coasts and the smallest penguin there is. Small but watchful, Kora keeps a lifebuoy handy and reminds everyone to meet somewhere public.',
    Art: KoraPenguin,
    backdrop: 'bg-ice-100 ring-ice-200',
  },
  {
    name: 'Rocky',
    kind: 'Rockhopper penguin, the quiet one',
    text: 'Rocky has the wildest crest in the colony and the quietest voice. Rocky would rather write you a long, thoughtful message than make small talk, which is exactly why we built chat first.',
    Art: RockyPenguin,
    backdrop: 'bg-pebble-100 ring-pebble-200',
  },
];

export function FoundersSection() {
  return (
    <section aria-labelledby="founders-heading" data-deferred-render>
      <Reveal>
        <h2 id="founders-heading" className="text-3xl font-bold tracking-tight">
          The founders
        </h2>
        <p className="mt-4 max-w-3xl text-lg leading-relaxed text-ocean-700">
          Two founders and a first engineer, working from Auckland, who would rather build something kind than
          something addictive.
        </p>
      </Reveal>
      <ul className="mt-8 grid gap-5 md:grid-cols-3">
        {FOUNDERS.map((person, index) => (
          <li key={person.name}>
            <Reveal
              delayMs={index * 120}
              className="h-full rounded-3xl p-6 shadow-card ring-1 ring-ocean-100 sm:p-7"
            >
              <span
                aria-hidden="true"
                className="grid size-16 place-items-center rounded-full bg-ocean-950 font-display text-xl font-bold text-ice-200 ring-4 ring-ice-100"
              >
                {person.initials}
              </span>
              <h3 className="mt-5 text-xl font-bold">{person.name}</h3>
              <p className="text-sm font-semibold text-coral-700">{person.role}</p>
              <p className="mt-3 leading-relaxed text-ocean-700">{person.bio}</p>
            </Reveal>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function MascotsSection({ product }: { product: string }) {
  return (
    <section aria-labelledby="mascots-heading" data-deferred-render>
      <Reveal>
        <h2 id="mascots-heading" className="text-3xl font-bold tracking-tight">
          Meet the penguins
        </h2>
        <p className="mt-4 max-w-3xl text-lg leading-relaxed text-ocean-700">
          A rookery is a penguin colony, and every colony needs its characters. These three keep an eye on{' '}
          {product}.
        </p>
      </Reveal>
      <ul className="mt-8 grid gap-5 md:grid-cols-3">
        {MASCOTS.map((mascot, index) => (
          <li key={mascot.name}>
            <Reveal
              delayMs={index * 120}
              className="h-full rounded-3xl bg-white p-6 shadow-card ring-1 ring-ocean-100"
            >
              <div className={`grid h-44 place-items-center rounded-2xl ring-1 ${mascot.backdrop}`}>
                <mascot.Art className="size-32" />
              </div>
              <h3 className="mt-5 text-2xl font-bold">{mascot.name}</h3>
              <p className="text-sm font-semibold text-coral-700">{mascot.kind}</p>
              <p className="mt-3 leading-relaxed text-ocean-700">{mascot.text}</p>
            </Reveal>
          </li>
        ))}
      </ul>
    </section>
  );
}
