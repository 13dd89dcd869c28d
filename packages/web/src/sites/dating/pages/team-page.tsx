// The team page (RULES.md "Screens and routes"): the company, its founders and the penguin mascots.
import { Container } from '../../../components/container.tsx';
import { PageIntro } from '../../../components/page-intro.tsx';
import { Reveal } from '../../../components/reveal.tsx';
import { usePublicConfig } from '../../../lib/config-context.tsx';
import { FoundersSection, MascotsSection } from '../team/team-sections.tsx';

export function TeamPage() {
  const { product, company } = usePublicConfig();
  const facts = [
    { label: 'Company', value: company },
    { label: 'Home', value: 'Auckland, New Zealand' },
    { label: 'Founded', value: '2024' },
    { label: 'Your data is stored in', value: 'the United States' },
  ];
  return (
    <>
      <PageIntro eyebrow="The Team" title={`The people (and penguins) behind ${product}`}>
        <p>
          {product} is made by {company}, a small software company in Auckland, New Zealand. We started it
          because we were tired of apps that judge people in half a second by a photo, and we wanted a place
          where a good conversation comes first.
        </p>
      </PageIntro>

      <Container className="grid gap-16 py-14 sm:gap-20 sm:py-20">
        <section aria-labelledby="company-heading" className="grid gap-10 lg:grid-cols-[1.4fr_1fr]">
          <Reveal>
            <h2 id="company-heading" className="text-3xl font-bold tracking-tight">
              {company}
            </h2>
            <div className="mt-4 space-y-4 text-lg leading-relaxed text-ocean-700">
              <p>
                We are a handful of people around a kitchen table that slowly became an office. We build{' '}
                {product} the way we would want a dating app to treat our friends: no photos up front, no
                endless feeds, and no selling anyone’s data.
              </p>
              <p>
                Being small means the people who write the code also read your messages. When you report
                someone or send us an idea, it lands with us, not with a call centre.
              </p>
            </div>
          </Reveal>
          <Reveal className="h-fit rounded-3xl bg-pebble-50 p-7 ring-1 ring-pebble-200">
            <dl className="grid gap-5">
              {facts.map((fact) => (
                <div key={fact.label}>
                  <dt className="text-sm font-medium text-pebble-600">{fact.label}</dt>
                  <dd className="mt-0.5 font-display text-xl font-bold">{fact.value}</dd>
                </div>
              ))}
            </dl>
          </Reveal>
        </section>

        <FoundersSection />
        <MascotsSection product={product} />
      </Container>
    </>
  );
}
