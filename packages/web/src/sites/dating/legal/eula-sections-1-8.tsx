import { Link } from 'react-router';
import { type LegalContentProps, LegalList, LegalSection, LegalSubsection } from './legal-document';

/** End User Licence Agreement, sections 1 to 8: the agreement, eligibility, licence, restrictions, permissions and services. */
export function EulaSectionsOneToEight({ product, company }: LegalContentProps) {
  return (
    <>
      <LegalSection id="about-this-agreement" number="1" title="About this Agreement">
        <p>
          This End User Licence Agreement (the <strong>Agreement</strong>) is between you and {company}, a
          company based in New Zealand (<strong>we</strong>, <strong>us</strong>, <strong>our</strong>). It
          sets out the terms on which we license you to use the {product} software: our mobile apps for phones
          and tablets and the web version at <Link to="/app">/app</Link> (together, the <strong>App</strong>).
        </p>
        <p>
          The App is licensed to you, not sold. Your use of the {product} service through the App is also
          governed by our <Link to="/terms">Terms of Use</Link>, and our{' '}
          <Link to="/privacy">Privacy Policy</Link> explains how we handle your personal data. Both form part
          of this Agreement. If this Agreement and the Terms of Use conflict about the App software itself,
          this Agreement applies.
        </p>
        <p>
          By installing, opening or using the App, or by ticking the box to accept our terms when you sign in,
          you agree to this Agreement. If you do not agree, do not install or use the App.
        </p>
      </LegalSection>

      <LegalSection id="who-may-use-the-app" number="2" title="Who may use the App">
        <p>You may use the App only if:</p>
        <LegalList>
          <li>
            you are <strong>18 years of age or older</strong>; the App is for adults only;
          </li>
          <li>
            you use <strong>one account only</strong>: one account per person, used by you and nobody else;
            and
          </li>
          <li>
            you meet every other eligibility requirement in the <Link to="/terms">Terms of Use</Link> and have
            not been banned from {product}.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection id="licence" number="3" title="Your licence">
        <p>
          While you comply with this Agreement, we grant you a personal, limited, non-exclusive,
          non-transferable, non-sublicensable and revocable licence to download, install and use the App on
          devices that you own or control, and to use the web version in a supported browser, solely for your
          own personal, non-commercial use of {product}.
        </p>
        <p>
          The licence covers updates and new versions of the App that we make available to you, unless they
          come with separate terms. All rights not expressly granted to you are reserved by {company} and our
          licensors.
        </p>
      </LegalSection>

      <LegalSection id="restrictions" number="4" title="What you must not do">
        <p>Except as expressly allowed by this Agreement or by law that cannot be excluded, you must not:</p>
        <LegalList>
          <li>
            use <strong>bots, scripts, scrapers, emulators or any other automation</strong> with the App, or
            control an account by any means other than your own actions in the App;
          </li>
          <li>
            copy, modify, translate or create derivative works of the App, or decompile, disassemble or
            reverse-engineer it, except to the extent that the law expressly permits this despite this
            restriction;
          </li>
          <li>
            rent, lease, lend, sell, redistribute, sublicense or otherwise make the App available to anyone
            else;
          </li>
          <li>
            bypass, disable or interfere with the App&rsquo;s security, access controls, rate limits, flip
            limits, pebble balances, ads or any technical measure, or access our servers except through the
            App;
          </li>
          <li>
            collect information about other users, or try to work out another user&rsquo;s exact location from
            the distances the App shows;
          </li>
          <li>
            remove or alter any copyright, trade mark or other notice in the App, or use our names, logos or
            penguin mascots without our written permission;
          </li>
          <li>use the App to build or improve a competing product or service; or</li>
          <li>use the App in any unlawful way, or in breach of the Terms of Use.</li>
        </LegalList>
      </LegalSection>

      <LegalSection id="device-permissions" number="5" title="Device permissions and your data">
        <p>
          The App asks for access to parts of your device only when a feature needs it, and you can withdraw
          any permission at any time in your device or browser settings (some features will then stop
          working):
        </p>
        <LegalList>
          <li>
            <strong>Location.</strong> Precise location is needed to match you with people nearby. It is not
            shared with third parties, although your country may be. Your exact coordinates are never shown to
            other users: they see distances worked out from positions snapped to a 1 km grid and rounded to a
            whole kilometre or mile, and place names that we compute on our own servers without sending your
            location to anyone else.
          </li>
          <li>
            <strong>Camera and microphone.</strong> Used for voice and video calls with your matches and for
            recording the voice prompts on your profile. The camera is used only in video calls, which open
            only between full matches.
          </li>
          <li>
            <strong>Photos and files.</strong> Used when you choose images to upload. Your private photos are
            visible only to people with whom you have a full match.
          </li>
          <li>
            <strong>Notifications.</strong> Used to tell you about new matches, messages, requests and gifts.
          </li>
        </LegalList>
        <p>
          The personal data the App collects is described in full in the{' '}
          <Link to="/privacy">Privacy Policy</Link>. We never sell your data, and you can download a copy of
          it at any time from Settings &rarr; 'Download my data'.
        </p>
      </LegalSection>

      <LegalSection id="updates" number="6" title="Updates, availability and new features">
        <p>
          We may update the App to add features, fix problems or meet legal requirements, and some updates may
          be required before you can continue to use {product}. We may also change or remove features, and we
          do not promise that the App will always be available, will work on every device or will be free of
          errors.
        </p>
        <LegalSubsection title="Safety Center (under development)">
          <p>
            A Safety Center is under development. It is planned to let you record and flag dates, use
            escalation tools, and, on eligible subscription tiers, use live chat during dates. Until we
            announce these features in the App, they are not available, and when they are, they will not
            replace emergency services.
          </p>
        </LegalSubsection>
      </LegalSection>

      <LegalSection id="pebbles" number="7" title="Pebbles and other virtual items">
        <p>
          The App uses a virtual currency called <strong>pebbles</strong>, which you can earn (for example by
          watching ads) and spend on features such as AI-generated images and gifts. Pebbles and any other
          virtual items are a limited licence to use features of the App. They have{' '}
          <strong>no cash value</strong>, cannot be exchanged for money or transferred to another account, are
          not your property, and are <strong>non-refundable except where the law requires</strong>. We may
          manage, adjust or remove virtual items, for example to correct errors or to act against abuse, and
          unused pebbles end when your account is closed, except where the law requires otherwise.
        </p>
      </LegalSection>

      <LegalSection id="third-party-services" number="8" title="Third-party services">
        <p>
          The App relies on third-party services for <strong>ads</strong>,{' '}
          <strong>subscriptions and billing</strong>, and <strong>AI avatars</strong> (AI-generated profile
          images), and lets you sign in with Facebook or Google. When you use these parts of the App, the
          third party&rsquo;s own terms and privacy policy also apply. We choose these providers carefully,
          but we do not control them and are not responsible for their services, content or ads, except to the
          extent the law makes us responsible.
        </p>
      </LegalSection>
    </>
  );
}
