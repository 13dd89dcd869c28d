// Press kit: boilerplate, key facts, logos, brand colours and the press contact.
import { Mail } from 'lucide-react';
import { ButtonAnchor } from '../../../components/button-link.tsx';
import { Container } from '../../../components/container.tsx';
import { PageIntro } from '../../../components/page-intro.tsx';
import { usePublicConfig } from '../../../lib/config-context.tsx';
import { BrandColours, LogoDownloads } from './press-assets.tsx';

const heading = 'text-2xl font-bold tracking-tight sm:text-3xl';

export function PressPage() {
  const { company, product, pressEmail } = usePublicConfig();
  const facts = [
    { label: 'Company', value: company },
    { label: 'Founded', value: '2024, Auckland, New Zealand' },
    { label: 'Product', value: `${product}, a dating app that puts personality before photos` },
    { label: 'Available on', value: 'iPhone (App Store) and the web' },
    { label: 'Who it is for', value: 'Adults 18 and over; one account per person' },
    { label: 'Data hosting', value: 'United States' },
  ];

  return (
    <>
      <PageIntro eyebrow="Press" title="Press kit">
        <p>
          Everything you need to write about {company} and {product}: a short description, key facts, logos
          and colours. For interviews and anything else, email our press team.
        </p>
      </PageIntro>

      <Container className="grid gap-16 py-14 sm:py-20">
        <section aria-labelledby="boilerplate-heading" className="max-w-3xl">
          <h2 id="boilerplate-heading" className={heading}>
            Boilerplate
          </h2>
          <blockquote className="mt-5 rounded-3xl border-l-4 border-coral-400 bg-pebble-50 p-6 text-lg leading-relaxed text-ocean-800">
            {company} is an independent software company based in Auckland, New Zealand. Its app, {product},
            is a dating app for adults that puts personality before photos: members match on shared interests
            and values, chat first and reveal their photos only when both are ready. Every profile starts with
            an AI-generated image that tells a story about its owner, which means less stalking, fewer
            scammers and no unsolicited images.
          </blockquote>
        </section>

        <section aria-labelledby="facts-heading">
          <h2 id="facts-heading" className={heading}>
            Key facts
          </h2>
          <dl className="mt-6 grid gap-px overflow-hidden rounded-3xl bg-ocean-100 ring-1 ring-ocean-100 sm:grid-cols-2 lg:grid-cols-3">
            {facts.map((fact) => (
              <div key={fact.label} className="bg-white p-6">
                <dt className="text-sm font-medium text-ocean-500">{fact.label}</dt>
                <dd className="mt-1 font-semibold text-ocean-950">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section aria-labelledby="logos-heading">
          <h2 id="logos-heading" className={heading}>
            Logos
          </h2>
          <p className="mt-3 max-w-2xl text-ocean-600">
            Vector files (SVG). Please keep clear space around each mark and do not recolour or stretch it.
          </p>
          <LogoDownloads />
        </section>

        <section aria-labelledby="colours-heading">
          <h2 id="colours-heading" className={heading}>
            Brand colours
          </h2>
          <BrandColours />
        </section>

        <section
          aria-labelledby="press-contact-heading"
          className="rounded-[2rem] bg-ocean-950 p-8 text-white sm:flex sm:items-center sm:justify-between sm:gap-8 sm:p-10"
        >
          <div>
            <h2 id="press-contact-heading" className="text-2xl font-bold sm:text-3xl">
              Press contact
            </h2>
            <p className="mt-2 text-ocean-200">
              Interviews, images and questions. We reply within one working day.
            </p>
          </div>
          <ButtonAnchor href={`mailto:${pressEmail}`} className="mt-6 [overflow-wrap:anywhere] sm:mt-0">
            <Mail className="size-4" aria-hidden />
            {pressEmail}
          </ButtonAnchor>
        </section>
      </Container>
    </>
  );
}
