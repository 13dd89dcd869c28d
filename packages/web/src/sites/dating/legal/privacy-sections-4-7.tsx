import { FACE_CHECK } from '@rookery/shared/face-check.ts';
import { RETENTION } from '@rookery/shared/retention.ts';
import { Link } from 'react-router';
import {
  EmailLink,
  type LegalContentProps,
  LegalList,
  LegalSection,
  LegalSubsection,
  LegalTable,
} from './legal-document';

/** Privacy Policy, sections 4 to 7: sharing, international transfers, retention and your rights. */
export function PrivacySectionsFourToSeven({ product, company, supportEmail }: LegalContentProps) {
  return (
    <>
      <LegalSection id="sharing" number="4" title="Sharing with third parties">
        <p>
          <strong>We never sell your personal data</strong>, and we do not rent it or trade it. We share it
          only in the following cases, and only as much as each purpose needs:
        </p>
        <LegalList>
          <li>
            <strong>Ads.</strong> When you choose to watch a rewarded ad, an ad provider may receive technical
            information needed to show the ad (such as your device, browser and country). We do not give ad
            providers your name, email, profile, messages or precise location.
          </li>
          <li>
            <strong>Subscriptions and billing.</strong> Payment and subscription providers (including the app
            store you use) process your purchases and receive the information needed to take payment, prevent
            fraud and meet tax rules.
          </li>
          <li>
            <strong>AI avatars.</strong> To create your AI-generated profile image, we may send the text of
            your prompt and the chosen style to an image-generation provider. We do not send your name, email,
            photos or location with it.
          </li>
          <li>
            <strong>Sign-in providers.</strong> If you sign in with Facebook or Google, we exchange the data
            needed to confirm your identity with that provider.
          </li>
          <li>
            <strong>Service providers</strong> who host our servers and data in the United States, deliver our
            emails (such as verification codes) and help us run and secure {product}. They act only on our
            instructions and must protect your data.
          </li>
          <li>
            <strong>Other users</strong>, as described in section 3 and controlled by your match level and
            settings. Voice and video calls connect directly between the two devices where possible.
          </li>
          <li>
            <strong>Authorities and legal claims.</strong> When the law requires it, or when it is necessary
            to protect someone from serious harm, to investigate fraud or abuse, or to establish or defend
            legal claims.
          </li>
          <li>
            <strong>Business changes.</strong> If {company} or {product} is merged, sold or restructured, your
            data may pass to the new owner, who must keep honouring this policy. We will tell you before that
            happens.
          </li>
          <li>
            <strong>With your consent</strong>, in any other case, when you ask us to.
          </li>
        </LegalList>
        <p>
          Your precise location is never shared with third parties. Your country may be shared with providers,
          for example so that ads suit your region.
        </p>
      </LegalSection>

      <LegalSection id="international-transfers" number="5" title="International transfers and storage">
        <p>
          {company} is based in New Zealand, and your data is <strong>stored in the United States</strong>.
          Some of our providers may process data in other countries. This means that your data will usually be
          transferred outside the country where you live, including to countries whose privacy laws are
          different from yours.
        </p>
        <p>
          Whenever we transfer your data, we protect it with safeguards that the law recognises, such as the
          European Commission&rsquo;s Standard Contractual Clauses (with the UK Addendum for UK data),
          contractual protections comparable to the New Zealand Privacy Act 2020 (information privacy
          principle 12), and the steps required by Australian Privacy Principle 8. You can ask us for more
          information about these safeguards at <EmailLink email={supportEmail} />.
        </p>
      </LegalSection>

      <LegalSection id="retention" number="6" title="Retention">
        <p>
          We keep personal data only as long as we need it. The periods below are the longest we keep each
          type of data; we often delete it sooner.
        </p>
        <LegalTable
          caption="How long we keep your data"
          headings={['Data', 'How long we keep it']}
          rows={[
            {
              label: 'Account data (profile, photos, settings)',
              value: '24 months after your last activity',
            },
            {
              label: 'Messages and matches',
              value: `${RETENTION.chatMonths} months after your last activity`,
            },
            {
              label: 'Payment data',
              value: 'As long as the law requires, usually about 7 years (for tax and accounting)',
            },
            {
              label: 'Anonymised usage data',
              value: 'Indefinitely (it no longer identifies you)',
            },
            {
              label: 'Contact requests',
              value: `${RETENTION.contactMonths} months after the request is resolved`,
            },
            { label: 'Trusted contact for dates', value: 'Until you change it or delete your account' },
            { label: 'Date check-ins and the shared link', value: 'Until a day after the date' },
            { label: 'Hidden words', value: 'Until you change them or delete your account' },
            {
              label: 'Face descriptor of the face check (encrypted; no picture is kept)',
              value: `Until you choose "Forget my face" or delete your account, and ${FACE_CHECK.keepYears} years without use at the latest`,
            },
            { label: 'Explicit-image mark on a chat image', value: 'As long as the message' },
            {
              label: 'Record of moderators opening a report',
              value: `${RETENTION.moderationViewMonths} months`,
            },
            {
              label: 'Data-deletion request forms',
              value: `Up to ${RETENTION.deletionFormMonths} months, as a record that we handled the request`,
            },
          ]}
        />
        <p>
          Accounts that are inactive for more than {RETENTION.inactiveMonths} months may be deleted together
          with their data before these periods end. When you delete your account, we delete your account data,
          photos, recordings, messages and matches, except for what we must keep by law (such as payment
          records) or to deal with a pending report or legal claim.
        </p>
      </LegalSection>

      <LegalSection id="your-rights" number="7" title="Your rights">
        <p>
          Wherever you live, you can use the following rights. The Appendix explains the extra rights that
          particular laws give you.
        </p>
        <LegalSubsection title="See and download your data">
          <p>
            You can see most of your data in the app, and you can download a copy of everything we hold about
            you at any time from Settings &rarr; <strong>'Download my data'</strong>. You can also ask us by
            email for a copy or for more information about how we use your data.
          </p>
        </LegalSubsection>
        <LegalSubsection title="Correct your data">
          <p>
            You can edit your profile, photos, preferences and settings in the app at any time. If you sign in
            with email, you can also change your name, email and password there. If something else is wrong,
            contact us and we will correct it.
          </p>
        </LegalSubsection>
        <LegalSubsection title="Delete your data">
          <p>You can ask us to delete your account and data at any time:</p>
          <LegalList>
            <li>
              in the app, go to Settings &rarr; <strong>'Delete my account'</strong>; or
            </li>
            <li>
              fill in our <Link to="/delete">data-deletion request form</Link>. You can use the form for
              yourself, or on behalf of someone else: as a representative acting for a client, as a family
              member or friend, or in another relationship that you describe. We may ask for proof that you
              are entitled to act for the account holder.
            </li>
          </LegalList>
          <p>
            We process deletion requests <strong>within 30 days</strong> and will confirm when it is done. We
            keep the deletion form itself for up to {RETENTION.deletionFormMonths} months as a record of the
            request.
          </p>
        </LegalSubsection>
        <LegalSubsection title="Object, restrict and withdraw consent">
          <p>
            You can object to us using your data or ask us to limit how we use it, unlist your profile, turn
            off location permission or notifications in your device settings, and withdraw any consent you
            have given. Withdrawing consent does not affect what we did before, but some features may stop
            working.
          </p>
        </LegalSubsection>
        <LegalSubsection title="How we handle requests">
          <p>
            Email <EmailLink email={supportEmail} /> or use our <Link to="/contact">contact form</Link>. We
            may need to confirm your identity before acting, usually by asking you to write from the email on
            your account. Requests are free, and we answer within the time the law sets (see the Appendix),
            and in any case within 30 days unless we tell you why we need longer. We will never treat you
            differently for using your rights. If you are not happy with our answer, you can complain to your
            privacy regulator.
          </p>
        </LegalSubsection>
      </LegalSection>
    </>
  );
}
