// Safe Dating Guideline (the full guide is completed in a later issue).
import { Phone } from 'lucide-react';
import { Container } from '../../../components/container.tsx';
import { PageIntro } from '../../../components/page-intro.tsx';
import { usePublicConfig } from '../../../lib/config-context.tsx';

const emergencyNumbers = [
  { region: 'USA and Canada', number: '911' },
  { region: 'New Zealand', number: '111' },
  { region: 'Australia', number: '000' },
] as const;

export function SafeDatingPage() {
  const { product } = usePublicConfig();
  return (
    <>
      <PageIntro eyebrow="Safety first" title="Safe Dating Guideline">
        <p>
          {product} lets you get to know someone before they know what you look like or where you live. This
          guide covers staying safe online, meeting in person for the first time and looking after yourself in
          the long run, and where to find help if something feels wrong.
        </p>
      </PageIntro>
      <Container className="py-12 sm:py-16">
        <aside
          aria-labelledby="emergency-heading"
          className="rounded-3xl bg-coral-50 p-6 ring-1 ring-coral-200 sm:p-8"
        >
          <h2 id="emergency-heading" className="flex items-center gap-3 text-xl font-bold">
            <Phone className="size-5 shrink-0 text-coral-700" aria-hidden />
            If you are in danger, call emergency services now
          </h2>
          <ul className="mt-5 grid gap-3 sm:grid-cols-3">
            {emergencyNumbers.map((entry) => (
              <li
                key={entry.region}
                className="flex items-center justify-between gap-4 rounded-2xl bg-white px-5 py-3 ring-1 ring-coral-100 sm:block sm:py-4"
              >
                <p className="text-sm text-ocean-600">{entry.region}</p>
                <a href={`tel:${entry.number}`} className="font-display text-3xl font-bold text-ocean-950">
                  {entry.number}
                </a>
              </li>
            ))}
          </ul>
        </aside>
      </Container>
    </>
  );
}
