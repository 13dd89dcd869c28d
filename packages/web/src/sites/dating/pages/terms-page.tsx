// The Terms of Use page: the legal text, with the names and the support address from configuration.
import { usePublicConfig } from '../../../lib/config-context.tsx';
import { TermsContent } from '../legal/terms-page-content.tsx';
import { DataCredits } from './data-credits.tsx';
import { LegalLinks } from './legal-links.tsx';

export function TermsPage() {
  const { product, company, supportEmail } = usePublicConfig();
  return (
    <>
      <TermsContent product={product} company={company} supportEmail={supportEmail} />
      <LegalLinks current="/terms" />
      <DataCredits />
    </>
  );
}
