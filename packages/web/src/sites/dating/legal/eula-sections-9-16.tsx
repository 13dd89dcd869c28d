import { RETENTION } from '@rookery/shared/retention.ts';
import { Link } from 'react-router';
import {
  EmailLink,
  EmergencyNotice,
  type LegalContentProps,
  LegalList,
  LegalSection,
} from './legal-document';

/** End User Licence Agreement, sections 9 to 16: app stores, ownership, ending the licence, liability, law and contact. */
export function EulaSectionsNineToSixteen({ product, company, supportEmail }: LegalContentProps) {
  return (
    <>
      <LegalSection id="app-stores" number="9" title="Apps downloaded from an app store">
        <p>
          If you downloaded the App from Apple&rsquo;s App Store or from Google Play, the following also
          applies:
        </p>
        <LegalList>
          <li>
            This Agreement is between you and {company} only, not with Apple or Google, and {company} alone is
            responsible for the App and its content.
          </li>
          <li>
            Your use of the App must also comply with the store&rsquo;s own terms, including its usage rules.
          </li>
          <li>
            Apple and Google have no obligation to provide maintenance or support for the App. Please contact
            us, not the store, with any questions or complaints.
          </li>
          <li>
            If the App fails to conform to any applicable warranty, you may notify Apple, and Apple may refund
            the purchase price (if any) of the App; to the maximum extent permitted by law, Apple has no other
            warranty obligation for the App.
          </li>
          <li>
            {company}, not the store, is responsible for handling any claim relating to the App, including
            product liability claims, claims that the App fails to meet legal or regulatory requirements,
            consumer protection or privacy claims, and claims that the App infringes someone&rsquo;s
            intellectual property.
          </li>
          <li>
            You confirm that you are not located in a country subject to a United States government embargo or
            designated as a &lsquo;terrorist supporting&rsquo; country, and that you are not on any United
            States government list of prohibited or restricted parties.
          </li>
          <li>
            Apple and its subsidiaries are third-party beneficiaries of this Agreement and, once you accept
            it, may enforce it against you.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection id="ownership" number="10" title="Ownership">
        <p>
          The App, including its code, design, text, graphics, the {product} name and logos and our penguin
          mascots, is owned by {company} or our licensors and protected by copyright, trade mark and other
          laws. Content that you create remains yours, as explained in the{' '}
          <Link to="/terms">Terms of Use</Link>.
        </p>
      </LegalSection>

      <LegalSection id="ending-the-licence" number="11" title="Account actions and ending the licence">
        <p>
          If you break this Agreement or the Terms of Use, we may take an account action: we may{' '}
          <strong>mute</strong> you (you cannot send messages), <strong>suspend</strong> you (you cannot sign
          in until a stated date) or <strong>ban</strong> you (permanently). Account actions may be temporary
          or permanent, and we will tell you about them by a notification or when you next sign in.
        </p>
        <p>
          You may end this Agreement at any time by deleting your account, in the App under Settings &rarr;
          'Delete my account' or through our <Link to="/delete">data-deletion request form</Link>, and
          uninstalling the App. We process deletion requests within 30 days. Accounts that are inactive for
          more than {RETENTION.inactiveMonths} months may be deleted with their data, which also ends this
          Agreement.
        </p>
        <p>
          When this Agreement ends, your licence ends, and you must stop using and uninstall the App. Sections
          4, 7, 10, 12, 13 and 14 continue to apply.
        </p>
      </LegalSection>

      <LegalSection
        id="disclaimers-and-liability"
        number="12"
        title="Disclaimers and limitation of liability"
      >
        <p>
          To the extent permitted by law, the App is provided &lsquo;as is&rsquo; and &lsquo;as
          available&rsquo;, without warranties of any kind, and we are not liable for any indirect or
          consequential loss, or for loss of data, profits or opportunity, arising from the App. Our total
          liability relating to the App is limited in the same way as under the{' '}
          <Link to="/terms">Terms of Use</Link>.
        </p>
        <p>
          Nothing in this Agreement limits rights that you have as a consumer and that cannot lawfully be
          excluded, including under the Consumer Guarantees Act 1993 in New Zealand and the Australian
          Consumer Law, or our liability for anything that the law does not allow us to limit.
        </p>
        <p>
          The App can help you meet people, but it cannot keep you safe on its own. Follow our{' '}
          <Link to="/safedating">Safe Dating guideline</Link> whenever you meet someone in person.
        </p>
        <EmergencyNotice product={product} />
      </LegalSection>

      <LegalSection id="legal-compliance" number="13" title="Export and legal compliance">
        <p>
          You must comply with all laws that apply to your use of the App, including export control and
          sanctions laws. You may not use or export the App where that would break such laws.
        </p>
      </LegalSection>

      <LegalSection id="governing-law" number="14" title="Governing law">
        <p>
          This Agreement is governed by the <strong>laws of New Zealand</strong>, and the courts of New
          Zealand have non-exclusive jurisdiction over any dispute about it. If you are a consumer living in
          another country, you keep the protection of the mandatory laws of that country.
        </p>
      </LegalSection>

      <LegalSection id="changes" number="15" title="Changes to this Agreement">
        <p>
          We may update this Agreement, for example when we add features or when the law changes. The
          effective date at the top of this page shows the current version. If a change is significant, we
          will tell you in the App before it takes effect. If you do not agree, you may stop using the App and
          delete your account; continuing to use the App after the change takes effect means that you accept
          it.
        </p>
      </LegalSection>

      <LegalSection id="contact" number="16" title="Contact">
        <p>
          The App is provided by {company}, a company based in New Zealand; {product} data is stored in the
          United States. Questions about this Agreement can be sent to <EmailLink email={supportEmail} /> or
          through our <Link to="/contact">contact form</Link>.
        </p>
      </LegalSection>
    </>
  );
}
