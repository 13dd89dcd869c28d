// Safe Dating Guideline (RULES.md "Screens and routes"): online safety, meeting in person, long-term safety, need
// help and helplines.
import { Phone } from 'lucide-react';
import { Container } from '../../../components/container.tsx';
import { PageIntro } from '../../../components/page-intro.tsx';
import { usePublicConfig } from '../../../lib/config-context.tsx';
import { HELPLINES, HelplinesSection } from '../safe-dating/helplines-section.tsx';
import { NeedHelpSection } from '../safe-dating/need-help-section.tsx';
import { GuideChapterSection, illustratedChapters } from '../safe-dating/safety-guide.tsx';

export function SafeDatingPage() {
  const { product, supportEmail } = usePublicConfig();
  const chapters = illustratedChapters(product);
  const contents = [
    ...chapters.map((chapter) => ({ id: chapter.id, title: chapter.title })),
    { id: 'need-help', title: 'Need help?' },
    { id: 'helplines', title: 'Local helplines' },
  ];

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
          <ul className="mt-5 grid gap-3 sm:grid-cols-4">
            {HELPLINES.map((country) => (
              <li
                key={country.name}
                className="flex items-center justify-between gap-4 rounded-2xl bg-white px-5 py-3 ring-1 ring-coral-100 sm:block sm:py-4"
              >
                <p className="text-sm text-ocean-600">{country.name}</p>
                <a
                  href={`tel:${country.emergency}`}
                  className="font-display text-3xl font-bold text-ocean-950"
                >
                  {country.emergency}
                </a>
              </li>
            ))}
          </ul>
        </aside>

        <nav aria-label="On this page" className="mt-10">
          <ul className="flex flex-wrap gap-2">
            {contents.map((entry) => (
              <li key={entry.id}>
                <a
                  href={`#${entry.id}`}
                  className="inline-flex min-h-11 items-center rounded-full bg-ice-50 px-4 text-sm font-semibold text-ocean-800 ring-1 ring-ice-200 hover:bg-ice-100"
                >
                  {entry.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="mt-14 grid gap-16 sm:mt-16 sm:gap-20">
          {chapters.map((chapter) => (
            <GuideChapterSection key={chapter.id} chapter={chapter} />
          ))}
          <NeedHelpSection product={product} supportEmail={supportEmail} />
          <HelplinesSection />
        </div>
      </Container>
    </>
  );
}
