// About the company: the story, where we work and where data lives, and the people.
import { ArrowRight } from 'lucide-react';
import { ButtonLink } from '../../../components/button-link.tsx';
import { Container } from '../../../components/container.tsx';
import { PageIntro } from '../../../components/page-intro.tsx';
import { usePublicConfig } from '../../../lib/config-context.tsx';

const facts = [
  { label: 'Founded', value: '2024' },
  { label: 'Home', value: 'Auckland, New Zealand' },
  { label: 'Data hosted in', value: 'United States' },
  { label: 'Products', value: '1, and counting' },
] as const;

export function AboutPage() {
  const { company, product } = usePublicConfig();
  return (
    <>
      <PageIntro eyebrow="About us" title="A small company with a simple idea">
        <p>
          {company} started around a kitchen table in Auckland with one question: what would dating look like
          if people met each other's minds before their photos? {product} is our answer.
        </p>
      </PageIntro>

      <Container className="grid gap-12 py-14 sm:py-20 lg:grid-cols-[1.4fr_1fr]">
        <div className="space-y-10 text-lg leading-relaxed text-ocean-700">
          <section aria-labelledby="story-heading">
            <h2 id="story-heading" className="text-2xl font-bold text-ocean-950">
              Our story
            </h2>
            <p className="mt-3">
              We had watched friends burn out on apps that reduce a person to a photo and a thumb movement. We
              wanted something slower and kinder, and safer: no photos up front, conversations first, and a
              reveal only when both people are ready.
            </p>
          </section>
          <section aria-labelledby="where-heading">
            <h2 id="where-heading" className="text-2xl font-bold text-ocean-950">
              Where we work, and where your data lives
            </h2>
            <p className="mt-3">
              {company} is a New Zealand company and the team works from Auckland. {product}'s servers and
              data are hosted in the United States. We never sell personal data, and we delete accounts that
              have been inactive for six months, together with their data.
            </p>
          </section>
          <section aria-labelledby="people-heading">
            <h2 id="people-heading" className="text-2xl font-bold text-ocean-950">
              The people
            </h2>
            <p className="mt-3">
              We are a handful of engineers and designers who answer our own support mail. Meet our founding
              engineer to see the kind of work we do.
            </p>
            <ButtonLink to="/portfolio" variant="outline" className="mt-6">
              See the founding engineer's portfolio
              <ArrowRight className="size-4" aria-hidden />
            </ButtonLink>
          </section>
        </div>

        <aside aria-label="Key facts" className="h-fit rounded-3xl bg-pebble-50 p-7 ring-1 ring-pebble-200">
          <dl className="grid gap-5">
            {facts.map((fact) => (
              <div key={fact.label}>
                <dt className="text-sm font-medium text-pebble-600">{fact.label}</dt>
                <dd className="mt-0.5 font-display text-xl font-bold">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </aside>
      </Container>
    </>
  );
}
