// /delete: the data-deletion request (RULES.md "Screens and routes", "Validation"): what deletion removes, what is
// kept and for how long (RULES.md "Constants and limits"), and the form.
import { RETENTION } from '@rookery/shared/retention.ts';
import { Link } from 'react-router';
import { textLinkClass } from '../../../components/button-styles.ts';
import { Container } from '../../../components/container.tsx';
import { PageIntro } from '../../../components/page-intro.tsx';
import { usePublicConfig } from '../../../lib/config-context.tsx';
import { DeletionForm } from '../forms/deletion-form.tsx';

const STEPS = [
  'You send this form.',
  "We confirm the request with the account's own email address, so nobody can delete someone else's account.",
  'Within 30 days we delete the account and its data, and write to tell you it is done.',
];

export function DeletePage() {
  const { product } = usePublicConfig();
  return (
    <>
      <PageIntro eyebrow="Your data" title="Request data deletion">
        <p>
          You can ask us to delete your {product} account and the data held about it, for yourself or on
          behalf of someone else. We process every request within 30 days and confirm by email when it is
          done.
        </p>
        <p>
          Signed in? You can also delete your account straight away from{' '}
          <Link to="/app/delete" className={textLinkClass}>
            Delete My Account
          </Link>{' '}
          in the app.
        </p>
      </PageIntro>
      <Container className="py-12 sm:py-16">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-12">
          <aside
            aria-labelledby="deletion-facts"
            className="space-y-6 text-base leading-relaxed text-ocean-700 lg:order-last lg:sticky lg:top-24"
          >
            <h2 id="deletion-facts" className="sr-only">
              About deletion
            </h2>
            <div className="rounded-3xl bg-ice-50 p-6 ring-1 ring-ice-100">
              <h3 className="text-lg font-bold text-ocean-950">What deletion removes</h3>
              <p className="mt-2">
                Your profile and sign-in details, your AI images, private photos and voice recordings, your
                matches, your location and your answers to the personality questions. Messages you sent stay
                with the people you sent them to, from a "deleted user".
              </p>
            </div>
            <div className="rounded-3xl bg-pebble-50 p-6 ring-1 ring-pebble-100">
              <h3 className="text-lg font-bold text-ocean-950">What we keep, and why</h3>
              <p className="mt-2">
                Payment records for as long as the law requires (about 7 years), usage data that can no longer
                identify anyone, and this request for up to {RETENTION.deletionFormMonths} months, as the
                record that we acted on it. The{' '}
                <Link to="/privacy" className={textLinkClass}>
                  Privacy Policy
                </Link>{' '}
                has the details.
              </p>
            </div>
            <div className="px-1">
              <h3 className="text-lg font-bold text-ocean-950">How it works</h3>
              <ol className="mt-3 space-y-3">
                {STEPS.map((step, i) => (
                  <li key={step} className="flex gap-3">
                    <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-ocean-950 text-sm font-bold text-white">
                      {i + 1}
                    </span>
                    <span>{step}</span>
                  </li>
                ))}
              </ol>
            </div>
          </aside>
          <div className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-ocean-100 sm:p-10">
            <DeletionForm />
          </div>
        </div>
      </Container>
    </>
  );
}
