import { EmailLink, type LegalContentProps, LegalList, LegalSubsection } from './legal-document';

/** Privacy Policy appendix, continued: other US states, New Zealand, Australia, Canada, Brazil and elsewhere. */
export function PrivacyAppendixOtherLaws({ product, company, supportEmail }: LegalContentProps) {
  return (
    <>
      <LegalSubsection id="appendix-other-us-states" title="Other US states">
        <p>
          Residents of states with comprehensive privacy laws, such as Virginia, Colorado, Connecticut, Utah,
          Texas, Oregon and others, have similar rights: to confirm whether we process their data, to access,
          correct and delete it, to obtain a portable copy, and to opt out of the sale of personal data,
          targeted advertising and profiling with significant effects. We do not sell personal data or use it
          for targeted advertising or such profiling. If we decline your request, you can appeal by replying
          to our answer or by writing to <EmailLink email={supportEmail} /> with &lsquo;Appeal&rsquo; in the
          subject. If you are not satisfied with the outcome of the appeal, you can contact your state
          Attorney General.
        </p>
      </LegalSubsection>

      <LegalSubsection id="appendix-new-zealand" title="New Zealand (Privacy Act 2020)">
        <p>
          {company} is a New Zealand company, so the Privacy Act 2020 and its information privacy principles
          (IPPs) apply to all the personal data we hold, wherever you live. You have the right to:
        </p>
        <LegalList>
          <li>ask whether we hold personal information about you and to access it (IPP 6);</li>
          <li>
            ask us to correct it, and, if we do not agree to a correction, to have a statement of the
            correction you asked for attached to the information (IPP 7); and
          </li>
          <li>
            complain to the Office of the Privacy Commissioner (privacy.org.nz) if you believe we have
            interfered with your privacy.
          </li>
        </LegalList>
        <p>
          We respond to access and correction requests as soon as reasonably practicable and no later than 20
          working days after we receive them. When we disclose personal information overseas, including
          storing it in the United States, we do so in line with IPP 12. We notify the Privacy Commissioner
          and affected people of any privacy breach that has caused, or is likely to cause, serious harm.
        </p>
      </LegalSubsection>

      <LegalSubsection id="appendix-australia" title="Australia (Privacy Act 1988)">
        <p>
          If you are in Australia, the Privacy Act 1988 and the Australian Privacy Principles (APPs) give you
          the right to:
        </p>
        <LegalList>
          <li>access the personal information we hold about you (APP 12);</li>
          <li>ask us to correct it if it is inaccurate, out of date, incomplete or misleading (APP 13);</li>
          <li>interact with other users under a display name rather than your real name (APP 2); and</li>
          <li>
            complain to us, and if you are not satisfied with our response within 30 days, to the Office of
            the Australian Information Commissioner (oaic.gov.au).
          </li>
        </LegalList>
        <p>
          We respond to requests within 30 days. Your personal information is disclosed to and stored in the
          United States, and we take the reasonable steps required by APP 8 to ensure that it is handled in
          line with the APPs.
        </p>
      </LegalSubsection>

      <LegalSubsection id="appendix-canada" title="Canada (PIPEDA)">
        <p>
          If you are in Canada, the Personal Information Protection and Electronic Documents Act (PIPEDA)
          gives you the right to access your personal information and to ask for corrections, to withdraw your
          consent (subject to legal or contractual restrictions and reasonable notice), and to challenge our
          compliance. We respond to access requests within 30 days. If you are not satisfied, you can complain
          to the Office of the Privacy Commissioner of Canada (priv.gc.ca). Residents of Quebec also have
          rights under Quebec&rsquo;s privacy law (Law 25), including data portability, and may contact the
          Commission d&rsquo;accès à l&rsquo;information. Your information is stored in the United States and
          may be accessible to courts and authorities there under US law.
        </p>
      </LegalSubsection>

      <LegalSubsection id="appendix-brazil" title="Brazil (LGPD)">
        <p>
          If you are in Brazil, the Lei Geral de Proteção de Dados (LGPD, Law 13.709/2018), Article 18, gives
          you the right to:
        </p>
        <LegalList>
          <li>confirmation that we process your data, and access to it;</li>
          <li>correction of incomplete, inaccurate or out-of-date data;</li>
          <li>
            anonymisation, blocking or deletion of unnecessary or excessive data, or data processed
            unlawfully;
          </li>
          <li>portability of your data to another provider;</li>
          <li>deletion of data processed with your consent;</li>
          <li>information about the public and private entities with whom we share your data;</li>
          <li>information about the possibility of refusing consent and its consequences;</li>
          <li>revocation of your consent; and</li>
          <li>petition to the national data protection authority (ANPD) about our handling of your data.</li>
        </LegalList>
        <p>
          We provide a full copy of your data within 15 days of your request, as the LGPD requires. Our legal
          bases are equivalent to those listed under the GDPR above, and international transfers are protected
          as described in section 5.
        </p>
      </LegalSubsection>

      <LegalSubsection id="appendix-other-countries" title="Other countries">
        <p>
          Many other countries give you similar rights, for example Switzerland (Federal Act on Data
          Protection), Japan (Act on the Protection of Personal Information), South Korea (Personal
          Information Protection Act), Singapore (Personal Data Protection Act), South Africa (Protection of
          Personal Information Act) and India (Digital Personal Data Protection Act 2023). Wherever you use{' '}
          {product}, we will honour the rights that your local law gives you. Contact us at{' '}
          <EmailLink email={supportEmail} />, tell us where you live and what you would like us to do, and we
          will respond within the time your law requires.
        </p>
      </LegalSubsection>
    </>
  );
}
