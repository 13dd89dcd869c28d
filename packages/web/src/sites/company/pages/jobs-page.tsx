// Jobs: every position is filled; how to send an open application.
import { Mail } from 'lucide-react';
import { ButtonAnchor } from '../../../components/button-link.tsx';
import { Container } from '../../../components/container.tsx';
import { PageIntro } from '../../../components/page-intro.tsx';
import { usePublicConfig } from '../../../lib/config-context.tsx';

const usualRoles = ['Full-stack TypeScript engineers', 'Product designers', 'Trust and safety specialists'];

const include = [
  'A few lines about you and what you would like to work on',
  'Your CV, or a link to your LinkedIn profile',
  'Links to work you are proud of: code, designs, writing',
  'Where you are based and when you could start',
];

export function JobsPage() {
  const { company, supportEmail } = usePublicConfig();
  const mailto = `mailto:${supportEmail}?subject=${encodeURIComponent(`Open application to ${company}`)}`;
  return (
    <>
      <PageIntro eyebrow="Jobs" title="Work with us">
        <p>
          We are a small team that grows slowly and on purpose. When we hire, we look for people who care
          about the details and about the people who use what we build.
        </p>
      </PageIntro>
      <Container className="grid gap-8 py-14 sm:py-20 lg:grid-cols-2">
        <section aria-labelledby="status-heading" className="rounded-3xl bg-ocean-950 p-7 text-white sm:p-9">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-ice-200">
            <span className="size-2 rounded-full bg-coral-400" aria-hidden="true" />
            Not hiring right now
          </p>
          <h2 id="status-heading" className="mt-5 text-2xl font-bold sm:text-3xl">
            All positions are currently full
          </h2>
          <p className="mt-3 text-lg leading-relaxed text-ocean-200">
            There are no open roles at {company} at the moment. We still love to hear from people who would
            like to work with us one day.
          </p>
          <h3 className="mt-8 font-sans text-sm font-semibold tracking-wide text-ice-300 uppercase">
            When we hire, it is usually for
          </h3>
          <ul className="mt-3 grid gap-2 text-ocean-100">
            {usualRoles.map((role) => (
              <li key={role} className="rounded-2xl bg-white/5 px-4 py-3 ring-1 ring-white/10">
                {role}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="open-heading" className="rounded-3xl p-7 ring-1 ring-ocean-100 sm:p-9">
          <h2 id="open-heading" className="text-2xl font-bold">
            Send an open application
          </h2>
          <p className="mt-3 leading-relaxed text-ocean-600">
            Email us with the subject “Open application”. Please include:
          </p>
          <ul className="mt-4 grid gap-2.5 text-ocean-700">
            {include.map((item) => (
              <li key={item} className="flex gap-3">
                <span className="mt-2.5 size-1.5 shrink-0 rounded-full bg-coral-500" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
          <p className="mt-4 leading-relaxed text-ocean-600">
            We read every application, keep it for 12 months and get in touch when a role opens that fits you.
          </p>
          <ButtonAnchor href={mailto} variant="dark" className="mt-7">
            <Mail className="size-4" aria-hidden />
            Email an open application
          </ButtonAnchor>
        </section>
      </Container>
    </>
  );
}
