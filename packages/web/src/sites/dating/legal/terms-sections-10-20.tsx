import { Link } from 'react-router';
import { EmailLink, type LegalContentProps, LegalList, LegalSection } from './legal-document';

/** Terms of Use, sections 10 to 20: privacy, third parties, IP, ending, liability, changes, law and contact. */
export function TermsSectionsTenToTwenty({ product, company, supportEmail }: LegalContentProps) {
  return (
    <>
      <LegalSection id="privacy" number="10" title="Privacy">
        <p>
          Our <Link to="/privacy">Privacy Policy</Link> explains in detail how we handle your personal data.
          In short: we <strong>never sell your data</strong>; your data is stored in the United States and
          managed by {company} from New Zealand; other users never see your exact location; your private
          photos are shown only to your full matches; and you can download a copy of your data at any time
          from Settings &rarr; 'Download my data'.
        </p>
      </LegalSection>

      <LegalSection id="third-party-services" number="11" title="Third-party services">
        <p>
          We use carefully chosen third-party services to run parts of {product}: for <strong>ads</strong>{' '}
          (such as the rewarded ads that earn pebbles), for <strong>subscriptions and billing</strong>, and
          for <strong>AI avatars</strong> (the AI-generated profile images). If you sign in with Facebook or
          Google, that provider also handles your sign-in. These providers have their own terms and privacy
          policies, which apply to your use of their services. We are not responsible for third-party
          websites, ads or services that we do not control, but we only share with them what they need, as
          described in the Privacy Policy.
        </p>
      </LegalSection>

      <LegalSection id="intellectual-property" number="12" title="Our intellectual property">
        <p>
          {product}, its name, logos, penguin mascots, design, software and content (other than your content
          and other users&rsquo; content) belong to {company} or our licensors and are protected by
          intellectual property laws. These Terms do not give you any right to use them except to use the
          Service as intended. If you send us feedback or suggestions, we may use them freely without owing
          you anything.
        </p>
        <p>
          If you believe that content on {product} infringes your copyright or other rights, write to us at{' '}
          <EmailLink email={supportEmail} /> with details of the work, where it appears on the Service and how
          to contact you, and we will act promptly.
        </p>
      </LegalSection>

      <LegalSection id="ending-your-account" number="13" title="Deleting your account and ending these Terms">
        <p>
          You can stop using {product} and ask us to delete your account and data <strong>at any time</strong>
          :
        </p>
        <LegalList>
          <li>
            in the app, go to Settings &rarr; <strong>'Delete my account'</strong>; or
          </li>
          <li>
            use our <Link to="/delete">data-deletion request form</Link>, which you can also use on behalf of
            someone else, for example as their representative acting for a client, as a family member or
            friend, or in another capacity that you describe.
          </li>
        </LegalList>
        <p>
          We process deletion requests <strong>within 30 days</strong>. Deleting your account cannot be
          undone: your profile, matches, messages and unused pebbles are removed, except for the records that
          the law requires us to keep, which are listed in the Privacy Policy.
        </p>
        <p>
          We may suspend or end your access to the Service as described in section 9, delete inactive accounts
          as described in section 3, or stop offering {product} altogether with reasonable notice. Sections
          that by their nature should continue after these Terms end (including sections 6, 12 and 14 to 19)
          will continue to apply.
        </p>
      </LegalSection>

      <LegalSection id="disclaimers" number="14" title="Disclaimers">
        <p>
          We work hard to keep {product} available, safe and accurate, but to the extent permitted by law the
          Service is provided &lsquo;as is&rsquo; and &lsquo;as available&rsquo;. We do not promise that it
          will be uninterrupted or error-free, that you will find a match, or that other users are who they
          say they are. We are not responsible for the conduct of any user, on or off the Service, or for
          anything that happens when you meet someone in person.
        </p>
        <p>
          Nothing in these Terms excludes, restricts or changes any guarantee, right or remedy that you have
          as a consumer and that cannot lawfully be excluded, including under the Consumer Guarantees Act 1993
          and Fair Trading Act 1986 in New Zealand, the Australian Consumer Law, or the consumer protection
          laws of the country where you live.
        </p>
      </LegalSection>

      <LegalSection id="limitation-of-liability" number="15" title="Limitation of liability">
        <p>To the fullest extent permitted by law:</p>
        <LegalList>
          <li>
            we are not liable for any indirect or consequential loss, or for loss of profits, data, goodwill
            or opportunity, arising from your use of (or inability to use) the Service;
          </li>
          <li>
            we are not liable for any loss caused by the conduct of other users or third parties, or by events
            outside our reasonable control; and
          </li>
          <li>
            our total liability to you for all claims relating to the Service is limited to the greater of the
            amount you paid us in the 12 months before the claim arose and NZ$100.
          </li>
        </LegalList>
        <p>
          These limits do not apply to liability that cannot be limited by law, such as liability for death or
          personal injury caused by our negligence, fraud, or a breach of a consumer guarantee that cannot be
          excluded.
        </p>
      </LegalSection>

      <LegalSection id="indemnity" number="16" title="Your responsibility to us">
        <p>
          If you break these Terms or the law while using {product}, and someone makes a claim against us as a
          result, you agree to cover our reasonable losses and costs arising from that claim, to the extent
          permitted by law and to the extent the loss was caused by you. This does not apply to the extent
          that we caused the loss.
        </p>
      </LegalSection>

      <LegalSection id="changes" number="17" title="Changes to the Service and to these Terms">
        <p>
          {product} is growing, and we will add, change and remove features over time. We may update these
          Terms when we do, or when the law changes. If a change is significant, we will tell you in the app
          or by email before it takes effect and may ask you to accept the new Terms when you next sign in.
          The effective date at the top of this page shows when the Terms last changed. If you do not agree
          with a change, you can delete your account at any time; continuing to use {product} after a change
          takes effect means that you accept it.
        </p>
      </LegalSection>

      <LegalSection id="governing-law" number="18" title="Governing law and disputes">
        <p>
          These Terms and any dispute about them or the Service are governed by the{' '}
          <strong>laws of New Zealand</strong>, and the courts of New Zealand have non-exclusive jurisdiction.
          If you live outside New Zealand as a consumer, you also keep the protection of the mandatory laws of
          the country where you live and may bring proceedings in its courts.
        </p>
        <p>
          If you have a problem, please contact us first: most issues can be fixed quickly, and we will try in
          good faith to resolve any dispute informally before either of us goes to court.
        </p>
      </LegalSection>

      <LegalSection id="general" number="19" title="General">
        <LegalList>
          <li>
            These Terms, the Privacy Policy and the End User Licence Agreement are the whole agreement between
            you and us about the Service.
          </li>
          <li>
            If any part of these Terms is found to be unenforceable, the rest stays in force, and the
            unenforceable part is applied as far as the law allows.
          </li>
          <li>If we do not enforce a right straight away, we have not given it up.</li>
          <li>
            You may not transfer your rights under these Terms. We may transfer ours to a company that takes
            over {product}, provided that your rights are not reduced as a result.
          </li>
          <li>
            These Terms are written in English. If we provide a translation and it differs, the English
            version applies, unless the law where you live requires otherwise.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection id="contact" number="20" title="Contact us">
        <p>
          {product} is operated by {company}, a company based in New Zealand. For questions about these Terms,
          to appeal an account action or to report a problem, email <EmailLink email={supportEmail} /> or use
          our <Link to="/contact">contact form</Link>.
        </p>
      </LegalSection>
    </>
  );
}
