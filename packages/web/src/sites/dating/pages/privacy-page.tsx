// Privacy Policy page (the legal text is added in a later issue).
import { Link } from 'react-router';
import { textLinkClass } from '../../../components/button-styles.ts';
import { PageIntro } from '../../../components/page-intro.tsx';
import { usePublicConfig } from '../../../lib/config-context.tsx';
import { LegalLinks } from './legal-links.tsx';

export function PrivacyPage() {
  const { product, company } = usePublicConfig();
  return (
    <>
      <PageIntro eyebrow="Legal" title="Privacy Policy">
        <p>
          This policy explains what {company} collects when you use {product}, why, how long we keep it and
          the choices you have. Your data is stored in the United States; {company} is based in New Zealand.
          We never sell your data.
        </p>
        <p>
          You can ask us to delete your data at any time on the{' '}
          <Link to="/delete" className={textLinkClass}>
            data deletion request page
          </Link>
          .
        </p>
      </PageIntro>
      <LegalLinks current="/privacy" />
    </>
  );
}
