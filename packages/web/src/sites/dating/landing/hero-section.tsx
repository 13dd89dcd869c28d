// The landing hero: the question, the promise, and the two ways in (web and the App Store).
import { ArrowRight } from 'lucide-react';
import { ButtonLink } from '../../../components/button-link.tsx';
import { Container } from '../../../components/container.tsx';
import { StoreBadge } from '../../../components/store-badge.tsx';
import { usePublicConfig } from '../../../lib/config-context.tsx';
import { HeroPreview } from './hero-preview.tsx';

const promises = ['18+ only', 'No photos up front', 'One account per person'];

export function HeroSection() {
  const { product } = usePublicConfig();
  return (
    <section className="relative isolate overflow-hidden bg-ocean-950 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_85%_110%,rgb(255_122_89/0.28),transparent_60%),radial-gradient(40rem_24rem_at_0%_0%,rgb(63_159_211/0.25),transparent_60%)]"
      />
      <Container className="grid items-center gap-14 py-14 sm:py-20 lg:grid-cols-[1.1fr_1fr] lg:gap-10 lg:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3.5 py-1.5 text-sm font-medium text-ice-200 ring-1 ring-inset ring-white/15">
            <span className="size-2 rounded-full bg-coral-400" aria-hidden="true" />
            Personality before photos
          </p>
          <h1 className="mt-6 text-4xl leading-[1.1] font-bold tracking-tight sm:text-5xl lg:text-6xl">
            Tired of endless swiping on dating apps?
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-ocean-200 sm:text-xl">
            {product} matches you on what you value and how you think. Chat first, reveal your face when you
            are ready, and meet people who liked you before they saw you.
          </p>
          <div className="mt-9 flex flex-wrap items-center gap-3 sm:gap-4">
            <ButtonLink to="/app" size="lg">
              Use on Web
              <ArrowRight className="size-5" aria-hidden />
            </ButtonLink>
            <StoreBadge className="h-12" />
          </div>
          <ul className="mt-9 flex flex-wrap gap-x-6 gap-y-2 text-sm text-ocean-300">
            {promises.map((promise) => (
              <li key={promise} className="flex items-center gap-2">
                <span className="size-1.5 rounded-full bg-ice-400" aria-hidden="true" />
                {promise}
              </li>
            ))}
          </ul>
        </div>
        <HeroPreview />
      </Container>
    </section>
  );
}
