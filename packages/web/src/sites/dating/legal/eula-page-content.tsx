import { Link } from 'react-router';
import { EulaSectionsOneToEight } from './eula-sections-1-8';
import { EulaSectionsNineToSixteen } from './eula-sections-9-16';
import { type LegalContentProps, LegalDocument, type LegalTocEntry } from './legal-document';

/** The End User Licence Agreement page body (effective April 2025). */
export function EulaContent({ product, company, supportEmail }: LegalContentProps) {
  const toc: readonly LegalTocEntry[] = [
    { id: 'about-this-agreement', label: '1. About this Agreement' },
    { id: 'who-may-use-the-app', label: '2. Who may use the App' },
    { id: 'licence', label: '3. Your licence' },
    { id: 'restrictions', label: '4. What you must not do' },
    { id: 'device-permissions', label: '5. Device permissions and your data' },
    { id: 'updates', label: '6. Updates, availability and new features' },
    { id: 'pebbles', label: '7. Pebbles and other virtual items' },
    { id: 'third-party-services', label: '8. Third-party services' },
    { id: 'app-stores', label: '9. Apps downloaded from an app store' },
    { id: 'ownership', label: '10. Ownership' },
    { id: 'ending-the-licence', label: '11. Account actions and ending the licence' },
    { id: 'disclaimers-and-liability', label: '12. Disclaimers and limitation of liability' },
    { id: 'legal-compliance', label: '13. Export and legal compliance' },
    { id: 'governing-law', label: '14. Governing law' },
    { id: 'changes', label: '15. Changes to this Agreement' },
    { id: 'contact', label: '16. Contact' },
  ];

  const props = { product, company, supportEmail };

  return (
    <LegalDocument
      title="End User Licence Agreement"
      effective="April 2025"
      toc={toc}
      intro={
        <p>
          This Agreement explains the licence under which {company} lets you use the {product} apps and web
          app. It works alongside our <Link to="/terms">Terms of Use</Link>, which set the rules for the{' '}
          {product} service and community, and our <Link to="/privacy">Privacy Policy</Link>, which explains
          how we look after your data.
        </p>
      }
    >
      <EulaSectionsOneToEight {...props} />
      <EulaSectionsNineToSixteen {...props} />
    </LegalDocument>
  );
}
