import { RETENTION } from '@rookery/shared/retention.ts';
import { Link } from 'react-router';
import {
  EmergencyNotice,
  type LegalContentProps,
  LegalList,
  LegalSection,
  LegalSubsection,
} from './legal-document';

/** Terms of Use, sections 1 to 9: the agreement, eligibility, accounts, the service, conduct, content, payments, safety and moderation. */
export function TermsSectionsOneToNine({ product, company }: LegalContentProps) {
  return (
    <>
      <LegalSection id="about-these-terms" number="1" title="About these Terms">
        <p>
          These Terms of Use (the <strong>Terms</strong>) are a binding agreement between you and {company} (
          <strong>we</strong>, <strong>us</strong>, <strong>our</strong>), a company based in New Zealand.
          They govern your use of {product}: our mobile apps, the web version at <Link to="/app">/app</Link>,
          this website, and every feature, message and call that happens through them (together, the{' '}
          <strong>Service</strong>).
        </p>
        <p>
          Two other documents form part of these Terms: our <Link to="/privacy">Privacy Policy</Link>, which
          explains what personal data we collect and what we do with it, and our{' '}
          <Link to="/eula">End User Licence Agreement</Link>, which sets out the licence under which you may
          use our apps. If these Terms conflict with the End User Licence Agreement about how you may use the
          app software itself, the End User Licence Agreement applies; otherwise these Terms apply.
        </p>
        <p>
          You accept these Terms when you tick the box in the app confirming that you agree to them, or by
          using the Service. If you do not agree, please do not create an account or use {product}.
        </p>
      </LegalSection>

      <LegalSection id="eligibility" number="2" title={`Who can use ${product}`}>
        <p>You may create an account and use {product} only if all of the following are true:</p>
        <LegalList>
          <li>
            you are <strong>18 years of age or older</strong>. {product} is for adults only. We check your
            date of birth when you build your profile and will close any account that we believe belongs to
            someone under 18;
          </li>
          <li>you can form a binding contract with us and are not barred from using the Service by law;</li>
          <li>
            you have not been convicted of a serious violent or sexual offence, and you are not required to
            register as a sex offender anywhere;
          </li>
          <li>we have not previously suspended or banned you from the Service; and</li>
          <li>
            you are a real person using the Service for yourself, in your personal capacity, and not for a
            business or on behalf of anyone else.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection id="your-account" number="3" title="Your account">
        <LegalSubsection title="One account per person">
          <p>
            Each person may have <strong>one account</strong>. Do not create a second account, share an
            account, create an account for someone else, or sell, lend or transfer your account. If we find
            duplicate accounts we may close all but one of them, or all of them where the duplicates were used
            to get around an account action.
          </p>
        </LegalSubsection>
        <LegalSubsection title="Signing in and keeping your account secure">
          <p>
            You can sign in with an email address and password, or with Facebook or Google. If you use email,
            we will send a short verification code to confirm that the address is yours. Keep your password
            and codes secret, do not reuse a password from another service, and tell us straight away through
            our <Link to="/contact">contact form</Link> if you think someone else has accessed your account.
            You are responsible for what happens through your account unless it was caused by our failure to
            take reasonable care.
          </p>
        </LegalSubsection>
        <LegalSubsection title="Accurate information">
          <p>
            The information you give us, in particular your name, date of birth and gender, must be true and
            kept up to date. Your display name and profile text can be playful, but they must not pretend that
            you are someone else.
          </p>
        </LegalSubsection>
        <LegalSubsection title="Inactive accounts">
          <p>
            Accounts that are inactive for more than {RETENTION.inactiveMonths} months may be deleted together
            with their data, without further notice. If you want to keep your account, simply sign in from
            time to time.
          </p>
        </LegalSubsection>
      </LegalSection>

      <LegalSection id="how-it-works" number="4" title={`How ${product} works`}>
        <p>
          {product} puts personality before photos. You build a profile from your description, your ideal
          partner, a tagline and a set of personality sliders, and each profile starts with an AI-generated
          image that tells a story about you instead of showing your face.
        </p>
        <LegalList>
          <li>
            <strong>The deck.</strong> We show you people nearby whose preferences, age range and distance
            settings match yours. Each card you see uses one of your daily flips. You can accept, decline or
            &lsquo;chill&rsquo; a candidate.
          </li>
          <li>
            <strong>Basic match.</strong> When two people accept each other, they make a basic match: they see
            each other&rsquo;s display name, can chat and can make voice calls.
          </li>
          <li>
            <strong>Full match.</strong> Either person can ask to share full profiles. If the other person
            accepts, you become a full match: real names, ages with dates of birth and{' '}
            <strong>private photos become visible, and only to that full match</strong>. Video calls and image
            sharing open at this stage.
          </li>
          <li>
            <strong>Location.</strong> We use your device&rsquo;s location to find people near you, but other
            users never see your exact coordinates. They see only your general area, with place names worked
            out on our own servers, and a distance calculated on a 1 km grid and rounded to a whole kilometre
            or mile, as explained in the <Link to="/privacy">Privacy Policy</Link>.
          </li>
        </LegalList>
        <p>
          We do not promise that you will find a match, a date or a relationship, and we do not check the
          identity, background or intentions of other users. Some features, including those of the Safety
          Center described in section 8, may be available only on certain subscription tiers.
        </p>
      </LegalSection>

      <LegalSection id="community-rules" number="5" title="Community rules">
        <p>
          {product} only works if people can trust each other. Harassment, abuse and unsafe behaviour may
          result in your removal from the Service. When you use {product} you must not:
        </p>
        <LegalList>
          <li>
            use <strong>bots, scripts, scrapers or any other automation</strong> to create accounts, browse
            the deck, send messages, collect data or otherwise use the Service; every action must be taken by
            you, personally;
          </li>
          <li>harass, bully, threaten, stalk, intimidate or abuse anyone, on or off the Service;</li>
          <li>
            send sexual or explicit images or messages to someone who has not clearly asked for them, or share
            anything that sexualises minors;
          </li>
          <li>
            post hateful content about anyone&rsquo;s race, ethnicity, religion, disability, gender or
            sexuality;
          </li>
          <li>impersonate any person, or misrepresent your identity, age, marital status or intentions;</li>
          <li>
            ask anyone for money, gifts, financial details or investments, or promote any business, scheme or
            service (romance scams are a serious crime, and we may report them to the police);
          </li>
          <li>
            copy, save, screenshot or share another person&rsquo;s private photos, voice recordings, messages
            or personal details outside the Service without their consent;
          </li>
          <li>
            try to work out where someone lives or is, for example by combining distance readings, or use the
            Service to track anyone;
          </li>
          <li>
            upload anything you do not have the right to share, anything illegal, or any virus or harmful
            code;
          </li>
          <li>
            interfere with the Service, probe or bypass its security, flip limits or pebble balance, or access
            it other than through our apps and website; or
          </li>
          <li>encourage or help anyone else to do any of these things.</li>
        </LegalList>
      </LegalSection>

      <LegalSection id="your-content" number="6" title="Your content and AI-generated images">
        <p>
          You own what you put on {product}: your profile text, photos, voice recordings, messages and the
          prompts you write (your <strong>content</strong>). You give us a worldwide, non-exclusive,
          royalty-free licence to host, store, copy, process, adapt (for example by cropping photos) and
          display your content only as needed to run, protect and improve the Service, and to show it to other
          users according to your settings and match level. This licence ends when your content is deleted,
          except for copies we must keep under the law or that other users have already received in a chat.
        </p>
        <p>
          You are responsible for your content and promise that you have the right to share it and that it
          follows these Terms. Photos you upload must be of you, and you must not upload photos of anyone else
          without their permission, or of any child.
        </p>
        <p>
          AI-generated profile images are created from your prompt by an image-generation provider. Prompts
          that contain restricted words are refused. Do not ask for images of real, identifiable people, and
          remember that AI images can be imperfect or unexpected: you choose which image to use, and you can
          delete any image in your collection. Subject to the rights of the provider and to these Terms, you
          may use the images generated for you for any lawful personal purpose.
        </p>
      </LegalSection>

      <LegalSection id="pebbles-and-payments" number="7" title="Pebbles, subscriptions and payments">
        <LegalSubsection title="Pebbles">
          <p>
            Pebbles are {product}&rsquo;s virtual currency, named after the pebbles penguins give when they
            court. You can earn pebbles, for example by watching an ad (one ad = one pebble), and spend them
            in the app on things such as generating AI images, sending an image as a gift or getting more
            flips. The current costs are shown in the app.
          </p>
          <LegalList>
            <li>
              Pebbles have <strong>no cash value</strong>. They are not money, cannot be exchanged for money,
              goods or services outside the app, and cannot be sold or transferred to another account.
            </li>
            <li>
              Pebbles are a limited licence to use features of the Service, not property that you own. Pebbles
              are <strong>non-refundable, except where the law requires</strong> a refund.
            </li>
            <li>If an image generation fails, the pebble spent on it is returned automatically.</li>
            <li>
              Unused pebbles are lost when your account is deleted (by you, for inactivity or as an account
              action), except where the law requires otherwise.
            </li>
          </LegalList>
        </LegalSubsection>
        <LegalSubsection title="Subscriptions and billing">
          <p>
            We may offer paid subscriptions with extra features. Before you buy, we will show you the price,
            what is included, how often you will be billed, whether it renews automatically and how to cancel.
            Subscriptions and billing are handled by third-party payment providers (in the mobile apps, the
            app store you downloaded {product} from), and their terms also apply to your payment. Purchases
            made through an app store are managed and cancelled in your app store account.
          </p>
          <p>
            Except where the law requires otherwise, payments are non-refundable. Nothing in these Terms
            removes any right you have under consumer law, such as the Consumer Guarantees Act 1993 in New
            Zealand or the Australian Consumer Law, including the right to a remedy if a paid service is not
            supplied with reasonable care and skill.
          </p>
        </LegalSubsection>
      </LegalSection>

      <LegalSection id="your-safety" number="8" title="Your safety">
        <p>
          We design {product} to make dating safer: no photos up front means less stalking, fewer scammers and
          less unsolicited imagery. But we cannot guarantee how other users will behave, and we do not run
          criminal or identity checks. Please read our <Link to="/safedating">Safe Dating guideline</Link>{' '}
          before you meet anyone, and in particular: get to know people in the app first, meet in a public
          place, tell a friend where you are going, arrange your own transport and never send money to someone
          you have met online.
        </p>
        <EmergencyNotice product={product} />
        <LegalSubsection title="Safety Center (under development)">
          <p>
            We are developing a Safety Center. It is planned to let you record and flag dates, use escalation
            tools if a date goes wrong, and, for eligible subscription tiers, use live chat with our team
            during a date. These features are not yet available and we will tell you when they are. When they
            are, they will support you but will never replace the police or emergency services.
          </p>
        </LegalSubsection>
      </LegalSection>

      <LegalSection id="moderation" number="9" title="Reports, moderation and account actions">
        <p>
          If someone breaks these Terms or makes you feel unsafe, report them from the chat menu. A report
          ends the match at once and sends the details to our moderators. You can also block someone, which
          ends the match and hides you from each other for good without filing a report.
        </p>
        <p>
          We review reports and may also act on what we find ourselves. If we believe that you have broken
          these Terms, put anyone at risk or exposed us to legal liability, we may remove your content and
          take one or more of these <strong>account actions</strong>, which may be temporary or permanent:
        </p>
        <LegalList>
          <li>
            <strong>Mute</strong>: you can still use your account, but you cannot send messages;
          </li>
          <li>
            <strong>Suspend</strong>: you cannot sign in until a stated date; and
          </li>
          <li>
            <strong>Ban</strong>: your account is closed permanently and you may not create a new one.
          </li>
        </LegalList>
        <p>
          We record every account action with who took it, when and why, and we will tell you about it by a
          notification or when you next sign in, unless doing so would put someone at risk or break the law.
          If you think we got it wrong, write to us and we will review the decision. We may report unlawful
          behaviour to the police and other authorities, and preserve information for them as the law allows.
        </p>
      </LegalSection>
    </>
  );
}
