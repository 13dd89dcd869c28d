// The closing call to action at the foot of the landing page.
import { ArrowRight } from 'lucide-react';
import { ButtonLink } from '../../../components/button-link.tsx';
import { Container } from '../../../components/container.tsx';
import { RookeryMark } from '../../../components/rookery-mark.tsx';
import { StoreBadge } from '../../../components/store-badge.tsx';

export function ClosingCtaSection() {
  return (
    <section aria-labelledby="closing-heading" data-deferred-render className="pb-20 sm:pb-24">
      <Container>
        <div className="relative overflow-hidden rounded-[2rem] bg-ice-100 px-6 py-12 sm:px-12 sm:py-14">
          <RookeryMark className="absolute -right-6 -bottom-8 size-44 opacity-15 sm:size-56" />
          <div className="relative max-w-xl">
            <h2 id="closing-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
              Be liked for who you are, before anyone sees your face
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-ocean-700">
              It takes a few minutes to set up a profile. Your first AI image is on us.
            </p>
            <div className="mt-8 flex flex-wrap items-center gap-4">
              <ButtonLink to="/app" variant="dark" size="lg">
                Use on Web
                <ArrowRight className="size-5" aria-hidden />
              </ButtonLink>
              <StoreBadge className="h-12" />
            </div>
          </div>
        </div>
      </Container>
    </section>
  );
}
