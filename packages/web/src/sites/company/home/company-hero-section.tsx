// The company hero: who we are and where to go next.
import { ArrowUpRight } from 'lucide-react';
import { ButtonAnchor, ButtonLink } from '../../../components/button-link.tsx';
import { Container } from '../../../components/container.tsx';
import { usePublicConfig } from '../../../lib/config-context.tsx';
import { useDatingSiteUrl } from '../use-dating-site-url.ts';
import { FloeScene } from './floe-scene.tsx';

export function CompanyHeroSection() {
  const { company, product } = usePublicConfig();
  const datingSiteUrl = useDatingSiteUrl();
  return (
    <section className="bg-linear-to-b from-ice-50 to-white">
      <Container className="grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-[1.15fr_1fr] lg:py-24">
        <div>
          <p className="text-sm font-semibold tracking-wide text-coral-700 uppercase">
            Software studio · Auckland, NZ
          </p>
          <h1 className="mt-4 text-4xl leading-[1.1] font-bold tracking-tight sm:text-5xl lg:text-6xl">
            We build software that helps people connect, safely.
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-ocean-600 sm:text-xl">
            {company} is a small, independent software company from New Zealand. Our first product, {product},
            is a dating app that puts personality before photos.
          </p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <ButtonAnchor href={datingSiteUrl} size="lg">
              Meet {product}
              <ArrowUpRight className="size-5" aria-hidden />
            </ButtonAnchor>
            <ButtonLink to="/#contact" variant="outline" size="lg">
              Get in touch
            </ButtonLink>
          </div>
        </div>
        <FloeScene className="w-full" />
      </Container>
    </section>
  );
}
