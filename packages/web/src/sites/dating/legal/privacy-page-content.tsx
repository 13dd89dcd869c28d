import { Link } from 'react-router';
import { type LegalContentProps, LegalDocument, LegalList, type LegalTocEntry } from './legal-document';
import { PrivacyAppendix } from './privacy-appendix';
import { PrivacySectionsOneToThree } from './privacy-sections-1-3';
import { PrivacySectionsFourToSeven } from './privacy-sections-4-7';
import { PrivacySectionsEightToTen } from './privacy-sections-8-10';

/** The Privacy Policy page body: sections 1 to 10 and an appendix on global privacy law. */
export function PrivacyContent({ product, company, supportEmail }: LegalContentProps) {
  const toc: readonly LegalTocEntry[] = [
    { id: 'who-we-are', label: '1. Who we are' },
    { id: 'what-we-collect', label: '2. What we collect' },
    { id: 'how-we-use-it', label: '3. How we use it' },
    { id: 'sharing', label: '4. Sharing with third parties' },
    { id: 'international-transfers', label: '5. International transfers and storage' },
    { id: 'retention', label: '6. Retention' },
    { id: 'your-rights', label: '7. Your rights' },
    { id: 'security', label: '8. Security' },
    { id: 'children', label: '9. Children' },
    { id: 'changes-and-contact', label: '10. Changes and contact' },
    { id: 'appendix-global-privacy-law', label: 'Appendix: Global privacy law' },
  ];

  const props = { product, company, supportEmail };

  return (
    <LegalDocument
      title="Privacy Policy"
      effective="23 February 2025"
      toc={toc}
      intro={
        <>
          <p>
            This Privacy Policy explains what personal data {company} collects when you use {product}, why,
            who we share it with and the choices you have. It forms part of our{' '}
            <Link to="/terms">Terms of Use</Link>. In short:
          </p>
          <LegalList>
            <li>we never sell your data;</li>
            <li>your data is stored in the United States, and {company} is based in New Zealand;</li>
            <li>
              other people never see your exact location, and your private photos are seen only by full
              matches;
            </li>
            <li>you can download your data or delete your account at any time; and</li>
            <li>
              you, or someone acting for you, can also ask us to delete your data with our{' '}
              <Link to="/delete">data-deletion request form</Link>.
            </li>
          </LegalList>
        </>
      }
    >
      <PrivacySectionsOneToThree {...props} />
      <PrivacySectionsFourToSeven {...props} />
      <PrivacySectionsEightToTen {...props} />
      <PrivacyAppendix {...props} />
    </LegalDocument>
  );
}
