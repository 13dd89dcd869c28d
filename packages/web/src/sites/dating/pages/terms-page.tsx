// Terms of Use page (the legal text is added in a later issue).
import { PageIntro } from '../../../components/page-intro.tsx';
import { usePublicConfig } from '../../../lib/config-context.tsx';
import { LegalLinks } from './legal-links.tsx';

export function TermsPage() {
  const { product, company } = usePublicConfig();
  return (
    <>
      <PageIntro eyebrow="Legal · Effective 23 February 2025" title="Terms of Use">
        <p>
          These terms are the rules for using {product}, operated by {company}. In short: you must be 18 or
          older, you may hold one account, that account must be run by you and not by a bot, and you treat the
          people you meet with respect. Accounts unused for more than six months may be deleted with their
          data.
        </p>
      </PageIntro>
      <LegalLinks current="/terms" />
    </>
  );
}
