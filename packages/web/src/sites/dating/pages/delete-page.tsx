// Data-deletion request page (the request form is added in a later issue).
import { Link } from 'react-router';
import { textLinkClass } from '../../../components/button-styles.ts';
import { PageIntro } from '../../../components/page-intro.tsx';
import { usePublicConfig } from '../../../lib/config-context.tsx';

export function DeletePage() {
  const { product } = usePublicConfig();
  return (
    <PageIntro eyebrow="Your data" title="Request data deletion">
      <p>
        You can ask us to delete your {product} account and the data held about it, for yourself or on behalf
        of someone else. We process every request within 30 days and confirm by email when it is done.
      </p>
      <p>
        Signed in? You can also delete your account straight away from{' '}
        <Link to="/app/delete" className={textLinkClass}>
          Delete My Account
        </Link>{' '}
        in the app. Read what we keep and for how long in the{' '}
        <Link to="/privacy" className={textLinkClass}>
          Privacy Policy
        </Link>
        .
      </p>
    </PageIntro>
  );
}
