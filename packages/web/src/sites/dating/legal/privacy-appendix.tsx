import { Link } from 'react-router';
import {
  EmailLink,
  type LegalContentProps,
  LegalList,
  LegalSection,
  LegalSubsection,
  LegalTable,
} from './legal-document';
import { PrivacyAppendixOtherLaws } from './privacy-appendix-other-laws';

/** Privacy Policy appendix: what each major privacy law gives you and how to use those rights with us. */
export function PrivacyAppendix({ product, company, supportEmail }: LegalContentProps) {
  return (
    <LegalSection id="appendix-global-privacy-law" title="Appendix: Global privacy law">
      <p>
        People use {product} in many countries, and the privacy laws of your country may give you rights in
        addition to those in section 7. This Appendix summarises the main laws and explains how to use each
        right with {company}. Whatever law applies, you can use the same simple routes:
      </p>
      <LegalList>
        <li>
          <strong>Access and portability:</strong> Settings &rarr; 'Download my data' gives you a copy of
          everything we hold about you, or email <EmailLink email={supportEmail} />.
        </li>
        <li>
          <strong>Correction:</strong> edit your profile and settings in the app, or email us.
        </li>
        <li>
          <strong>Deletion:</strong> Settings &rarr; 'Delete my account' or the{' '}
          <Link to="/delete">data-deletion request form</Link>; processed within 30 days.
        </li>
        <li>
          <strong>Objection, restriction and withdrawing consent:</strong> change your settings or device
          permissions, or email us.
        </li>
        <li>
          <strong>Acting for someone else:</strong> an authorised agent, representative, family member or
          friend can use the <Link to="/delete">data-deletion request form</Link> or email us with proof of
          their authority.
        </li>
      </LegalList>

      <LegalSubsection id="appendix-gdpr" title="European Union, EEA and United Kingdom (GDPR and UK GDPR)">
        <p>
          If you are in the European Economic Area or the United Kingdom, the General Data Protection
          Regulation (or the UK GDPR and Data Protection Act 2018) gives you the right to:
        </p>
        <LegalList>
          <li>access your personal data and receive information about how we use it (Article 15);</li>
          <li>have inaccurate data corrected (Article 16);</li>
          <li>have your data erased (&lsquo;right to be forgotten&rsquo;, Article 17);</li>
          <li>restrict how we use your data in certain cases (Article 18);</li>
          <li>receive your data in a portable, machine-readable format (Article 20);</li>
          <li>
            object to processing based on legitimate interests, and always to direct marketing (Article 21);
          </li>
          <li>
            not be subject to a decision based solely on automated processing that has legal or similarly
            significant effects (Article 22); we do not make such decisions;
          </li>
          <li>withdraw consent at any time (Article 7(3)); and</li>
          <li>
            complain to a supervisory authority (Article 77): in the UK, the Information Commissioner&rsquo;s
            Office (ico.org.uk); in the EEA, the data protection authority of the country where you live or
            work.
          </li>
        </LegalList>
        <p>
          We reply within one month, which the GDPR lets us extend by two further months for complex requests;
          we will tell you if we need to. Transfers of your data to the United States and New Zealand are
          protected as described in section 5 (New Zealand is recognised by the European Commission and the UK
          as providing adequate protection). The legal bases we rely on are:
        </p>
        <LegalTable
          caption="Legal bases for processing under the GDPR"
          headings={['Purpose', 'Legal basis']}
          rows={[
            {
              label: 'Running your account, matching, messages, calls, AI images and pebbles',
              value: 'Performance of our contract with you (Article 6(1)(b))',
            },
            {
              label: 'Using your precise location',
              value: 'Your consent, given through your device permission (Article 6(1)(a))',
            },
            {
              label: 'Information that may reveal your sexual orientation',
              value: 'Your explicit consent when you add it to your profile (Article 9(2)(a))',
            },
            {
              label: 'Safety, moderation, age checks, preventing bots, fraud and abuse, and security',
              value: 'Our legitimate interest, and yours, in a safe service (Article 6(1)(f))',
            },
            {
              label: 'Rewarded ads',
              value:
                'Performance of our contract (granting the pebble you earn) and, where required, consent',
            },
            {
              label: 'Improving the service with usage data',
              value: 'Our legitimate interest in improving the service (Article 6(1)(f))',
            },
            {
              label: 'Payment records, deletion and contact requests',
              value: 'Compliance with legal obligations (Article 6(1)(c)) and our legitimate interests',
            },
          ]}
        />
      </LegalSubsection>

      <LegalSubsection id="appendix-california" title="California, USA (CCPA as amended by the CPRA)">
        <p>
          If you live in California, the California Consumer Privacy Act, as amended by the California Privacy
          Rights Act, gives you the right to:
        </p>
        <LegalList>
          <li>
            <strong>know</strong> what personal information we collect, use and disclose, and to access it;
          </li>
          <li>
            <strong>delete</strong> personal information we collected from you;
          </li>
          <li>
            <strong>correct</strong> inaccurate personal information;
          </li>
          <li>
            <strong>opt out of the sale or sharing</strong> of personal information. We do not sell personal
            information and do not share it for cross-context behavioural advertising, and have not done so in
            the past 12 months, including for consumers under 16;
          </li>
          <li>
            <strong>limit the use of sensitive personal information</strong>. We use sensitive personal
            information (your precise geolocation, account login, and any information revealing your sexual
            orientation) only to provide the service you request and keep it safe, as the law permits; and
          </li>
          <li>
            <strong>not be discriminated against</strong> for using any of these rights.
          </li>
        </LegalList>
        <p>
          In the past 12 months we collected these categories of personal information, from the sources and
          for the purposes described in sections 2 and 3, and disclosed them for business purposes only to the
          service providers and contractors described in section 4: identifiers (name, email, IP address);
          personal records; characteristics of protected classifications (age, gender); commercial information
          (purchases and pebbles); internet and network activity (usage data); precise geolocation; audio and
          visual information (photos, AI images, voice recordings); inferences (personality matching); and
          sensitive personal information as listed above. We keep each category for the periods in section 6.
        </p>
        <p>
          To use your rights, use the in-app tools, the <Link to="/delete">data-deletion request form</Link>{' '}
          or email <EmailLink email={supportEmail} />. We will verify your request by matching it to your
          account details and respond within 45 days (which the law lets us extend by another 45 days with
          notice). An authorised agent may make a request for you with your signed permission.
        </p>
      </LegalSubsection>

      <PrivacyAppendixOtherLaws product={product} company={company} supportEmail={supportEmail} />
    </LegalSection>
  );
}
