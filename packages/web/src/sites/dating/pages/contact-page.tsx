// /contact: a short introduction and the contact form (RULES.md "Screens and routes", "Validation").
import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { textLinkClass } from '../../../components/button-styles.ts';
import { Container } from '../../../components/container.tsx';
import { PageIntro } from '../../../components/page-intro.tsx';
import { usePublicConfig } from '../../../lib/config-context.tsx';
import { ContactForm } from '../forms/contact-form.tsx';

export function ContactPage() {
  const { product, supportEmail } = usePublicConfig();
  return (
    <>
      <PageIntro eyebrow="We are here to help" title="Contact us">
        <p>
          Questions about {product}, a technical problem, a complaint or an idea to make it better? Tell us
          and a real person from our small team will reply, usually within two working days.
        </p>
      </PageIntro>
      <Container className="py-12 sm:py-16">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-12">
          <div className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-ocean-100 sm:p-10">
            <ContactForm />
          </div>
          <aside
            aria-labelledby="other-ways"
            className="space-y-6 text-base leading-relaxed text-ocean-700 lg:sticky lg:top-24"
          >
            <h2 id="other-ways" className="text-lg font-bold text-ocean-950">
              Other ways to reach us
            </h2>
            <p>
              Prefer email? Write to{' '}
              <a
                href={`mailto:${supportEmail}`}
                className={`inline-flex items-center gap-1.5 ${textLinkClass}`}
              >
                <Mail className="size-4" aria-hidden />
                {supportEmail}
              </a>
              .
            </p>
            <p>
              Want your account and data deleted? Use the{' '}
              <Link to="/delete" className={textLinkClass}>
                data deletion request
              </Link>{' '}
              instead, so we can confirm it with the account holder.
            </p>
            <p>
              Worried about someone you met? Read the{' '}
              <Link to="/safedating" className={textLinkClass}>
                Safe Dating Guideline
              </Link>
              , and if you are in danger, call your local emergency number first.
            </p>
          </aside>
        </div>
      </Container>
    </>
  );
}
