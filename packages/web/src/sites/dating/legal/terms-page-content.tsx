import { Link } from 'react-router';
import { type LegalContentProps, LegalDocument, LegalList, type LegalTocEntry } from './legal-document';
import { TermsSectionsOneToNine } from './terms-sections-1-9';
import { TermsSectionsTenToTwenty } from './terms-sections-10-20';

/** The Terms of Use page body (effective 23 February 2025). */
export function TermsContent({ product, company, supportEmail }: LegalContentProps) {
  const toc: readonly LegalTocEntry[] = [
    { id: 'about-these-terms', label: '1. About these Terms' },
    { id: 'eligibility', label: `2. Who can use ${product}` },
    { id: 'your-account', label: '3. Your account' },
    { id: 'how-it-works', label: `4. How ${product} works` },
    { id: 'community-rules', label: '5. Community rules' },
    { id: 'your-content', label: '6. Your content and AI-generated images' },
    { id: 'pebbles-and-payments', label: '7. Pebbles, subscriptions and payments' },
    { id: 'your-safety', label: '8. Your safety' },
    { id: 'moderation', label: '9. Reports, moderation and account actions' },
    { id: 'privacy', label: '10. Privacy' },
    { id: 'third-party-services', label: '11. Third-party services' },
    { id: 'intellectual-property', label: '12. Our intellectual property' },
    { id: 'ending-your-account', label: '13. Deleting your account and ending these Terms' },
    { id: 'disclaimers', label: '14. Disclaimers' },
    { id: 'limitation-of-liability', label: '15. Limitation of liability' },
    { id: 'indemnity', label: '16. Your responsibility to us' },
    { id: 'changes', label: '17. Changes to the Service and to these Terms' },
    { id: 'governing-law', label: '18. Governing law and disputes' },
    { id: 'general', label: '19. General' },
    { id: 'contact', label: '20. Contact us' },
  ];

  const props = { product, company, supportEmail };

  return (
    <LegalDocument
      title="Terms of Use"
      effective="23 February 2025"
      toc={toc}
      intro={
        <>
          <p>
            Welcome to {product}. These Terms of Use are the rules for using {product}, operated by {company}.
            Please read them together with our <Link to="/privacy">Privacy Policy</Link>. The key points:
          </p>
          <LegalList>
            <li>you must be 18 or older, and each person may have only one account;</li>
            <li>no bots or automation: every action on your account must be taken by you;</li>
            <li>treat people with respect; harassment, abuse and unsafe behaviour lead to removal;</li>
            <li>we never sell your data, and you can delete your account at any time;</li>
            <li>pebbles are a virtual currency with no cash value; and</li>
            <li>these Terms are governed by the laws of New Zealand.</li>
          </LegalList>
        </>
      }
    >
      <TermsSectionsOneToNine {...props} />
      <TermsSectionsTenToTwenty {...props} />
    </LegalDocument>
  );
}
