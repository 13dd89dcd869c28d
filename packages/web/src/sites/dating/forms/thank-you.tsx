// The view a form turns into once it is sent (RULES.md "States and transitions"): focus moves to its heading, so a
// screen reader announces it and keyboard users carry on from there.
import { CircleCheck } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { ButtonLink } from '../../../components/button-link.tsx';
import { usePublicConfig } from '../../../lib/config-context.tsx';

export function ThankYou({ title, children }: { title: string; children: ReactNode }) {
  const { product } = usePublicConfig();
  const box = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The form was long and the page was scrolled to its button: bring the whole message into view.
    heading.current?.focus({ preventScroll: true });
    box.current?.scrollIntoView({ block: 'start' });
  }, []);
  return (
    <div ref={box} className="text-center sm:py-6">
      <CircleCheck className="mx-auto size-12 text-ice-600" aria-hidden />
      <h2
        ref={heading}
        tabIndex={-1}
        className="mt-4 text-2xl font-bold tracking-tight text-ocean-950 focus:outline-none"
      >
        {title}
      </h2>
      <div className="mx-auto mt-4 max-w-prose space-y-3 text-base leading-relaxed text-ocean-700">
        {children}
      </div>
      <ButtonLink to="/" variant="outline" className="mt-8">
        Back to {product}
      </ButtonLink>
    </div>
  );
}
