// The heading block at the top of an inner page: eyebrow, h1 and an intro.
import type { ReactNode } from 'react';
import { Container } from './container.tsx';

interface PageIntroProps {
  eyebrow?: string;
  title: string;
  children: ReactNode;
}

export function PageIntro({ eyebrow, title, children }: PageIntroProps) {
  return (
    <section className="border-b border-ocean-100 bg-linear-to-b from-ice-50 to-white">
      <Container className="py-14 sm:py-20">
        <div className="max-w-3xl">
          {eyebrow ? (
            <p className="text-sm font-semibold tracking-wide text-coral-700 uppercase">{eyebrow}</p>
          ) : null}
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-ocean-950 sm:text-5xl">{title}</h1>
          <div className="mt-5 space-y-4 text-lg leading-relaxed text-ocean-600">{children}</div>
        </div>
      </Container>
    </section>
  );
}
