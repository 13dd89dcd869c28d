// End User Licence Agreement page (the legal text is added in a later issue).
import { PageIntro } from '../../../components/page-intro.tsx';
import { usePublicConfig } from '../../../lib/config-context.tsx';
import { LegalLinks } from './legal-links.tsx';

export function EulaPage() {
  const { product, company } = usePublicConfig();
  return (
    <>
      <PageIntro eyebrow="Legal · Effective April 2025" title="End User Licence Agreement">
        <p>
          This agreement between you and {company} sets out the licence under which you may install and use
          the {product} app and web app: what you may do with them, what you may not, and what happens when
          the licence ends.
        </p>
      </PageIntro>
      <LegalLinks current="/eula" />
    </>
  );
}
