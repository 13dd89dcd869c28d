// The Privacy Policy page: the legal text, with the names and the support address from configuration.
import { usePublicConfig } from '../../../lib/config-context.tsx';
import { PrivacyContent } from '../legal/privacy-page-content.tsx';
import { DataCredits } from './data-credits.tsx';
import { LegalLinks } from './legal-links.tsx';

export function PrivacyPage() {
  const { product, company, supportEmail } = usePublicConfig();
  return (
    <>
      <PrivacyContent product={product} company={company} supportEmail={supportEmail} />
      <LegalLinks current="/privacy" />
      <DataCredits />
    </>
  );
}
