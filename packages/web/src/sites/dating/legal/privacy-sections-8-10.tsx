import { Link } from 'react-router';
import {
  EmailLink,
  EmergencyNotice,
  type LegalContentProps,
  LegalList,
  LegalSection,
  LegalSubsection,
} from './legal-document';

/** Privacy Policy, sections 8 to 10: security, children, and changes and contact. */
export function PrivacySectionsEightToTen({ product, company, supportEmail }: LegalContentProps) {
  return (
    <>
      <LegalSection id="security" number="8" title="Security">
        <p>
          We protect your data with technical and organisational measures that suit its sensitivity,
          including:
        </p>
        <LegalList>
          <li>encrypted connections (HTTPS) between your device and our servers;</li>
          <li>
            passwords that are never stored in readable form, and verification codes that are short-lived, can
            be used only once and are cancelled after repeated wrong attempts;
          </li>
          <li>sessions that end when you sign out or reset your password;</li>
          <li>
            voice and video calls that are encrypted and connect directly between devices where possible; the
            content of calls is not stored on our servers;
          </li>
          <li>
            access to personal data limited to the people who need it, with every moderation action logged
            with who took it, when and why; and
          </li>
          <li>the location protections described in section 3.</li>
        </LegalList>
        <p>
          No system is completely secure. If a privacy breach is likely to cause you serious harm, we will
          tell you and the relevant regulators (such as the New Zealand Privacy Commissioner) as the law
          requires. You can help by using a strong, unique password and never sharing your verification codes.
        </p>
        <LegalSubsection title="Safety Center (under development)">
          <p>
            We are building a Safety Center that will let you record and flag dates, use escalation tools and,
            on eligible subscription tiers, use live chat during dates. When it launches, we will update this
            policy to explain what data those tools use, and you will be able to choose whether to use them.
          </p>
        </LegalSubsection>
        <EmergencyNotice product={product} />
      </LegalSection>

      <LegalSection id="children" number="9" title="Children">
        <p>
          {product} is only for adults <strong>aged 18 or older</strong>. We do not knowingly collect personal
          data from anyone under 18, and we reject profiles whose date of birth shows that the person is under
          18. If we learn that an account belongs to someone under 18, we will close it and delete its data.
          If you believe that a child is using {product}, please report the profile in the app or email{' '}
          <EmailLink email={supportEmail} />.
        </p>
      </LegalSection>

      <LegalSection id="changes-and-contact" number="10" title="Changes and contact">
        <p>
          We may update this policy when {product} changes or the law requires it. The effective date at the
          top shows when it last changed. If a change is significant, we will tell you in the app or by email
          before it takes effect.
        </p>
        <p>
          For any question, request or complaint about your privacy, contact {company} at{' '}
          <EmailLink email={supportEmail} /> or through our <Link to="/contact">contact form</Link>. You can
          read how to use {product} in our <Link to="/terms">Terms of Use</Link>. If you are not satisfied
          with our response, you can complain to the New Zealand Privacy Commissioner (privacy.org.nz) or to
          the privacy regulator where you live, listed in the Appendix.
        </p>
        <p>
          This policy is governed by the laws of New Zealand, without taking away any protection that the
          privacy law of the country where you live gives you.
        </p>
      </LegalSection>
    </>
  );
}
