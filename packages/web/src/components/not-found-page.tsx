// The catch-all page of both sites.
import { ArrowLeft } from 'lucide-react';
import type { RouteHandle } from '../lib/route-title.ts';
import { ButtonLink } from './button-link.tsx';
import { Container } from './container.tsx';
import { LostPenguin } from './lost-penguin.tsx';

export const notFoundHandle: RouteHandle = { title: 'Page not found' };

export function NotFoundPage() {
  return (
    <Container className="flex flex-col items-center py-16 text-center sm:py-24">
      <LostPenguin />
      <p className="mt-8 text-sm font-semibold tracking-wide text-coral-700 uppercase">Error 404</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight sm:text-5xl">Page not found</h1>
      <p className="mt-4 max-w-md text-lg leading-relaxed text-ocean-600">
        This penguin has searched every floe and the page is not here. It may have drifted away, or the link
        may have a typo.
      </p>
      <ButtonLink to="/" variant="dark" size="lg" className="mt-8">
        <ArrowLeft className="size-5" aria-hidden />
        Back to home
      </ButtonLink>
    </Container>
  );
}
