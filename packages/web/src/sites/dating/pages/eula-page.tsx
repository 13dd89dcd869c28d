// The EULA page: the legal text, with the names and the support address from configuration.
import { usePublicConfig } from '../../../lib/config-context.tsx';
import { EulaContent } from '../legal/eula-page-content.tsx';
import { DataCredits } from './data-credits.tsx';
import { LegalLinks } from './legal-links.tsx';

export function EulaPage() {
  const { product, company, supportEmail } = usePublicConfig();
  return (
    <>
      <EulaContent product={product} company={company} supportEmail={supportEmail} />
      <LegalLinks current="/eula" />
      <DataCredits />
    </>
  );
}
