import { FACE_CHECK } from '@rookery/shared/face-check.ts';
import { RETENTION } from '@rookery/shared/retention.ts';
import { Link } from 'react-router';
import {
  EmailLink,
  type LegalContentProps,
  LegalList,
  LegalSection,
  LegalSubsection,
} from './legal-document';

/** Privacy Policy, sections 1 to 3: who we are, what we collect and how we use it. */
export function PrivacySectionsOneToThree({ product, company, supportEmail }: LegalContentProps) {
  return (
    <>
      <LegalSection id="who-we-are" number="1" title="Who we are">
        <p>
          {product} is a dating service for adults that puts personality before photos. It is operated by{' '}
          {company} (<strong>we</strong>, <strong>us</strong>, <strong>our</strong>), a company based in New
          Zealand. We are responsible for the personal data described in this policy: under the European and
          UK GDPR we are its &lsquo;controller&rsquo;, and under the New Zealand Privacy Act 2020 we are the
          &lsquo;agency&rsquo; that holds it. Your data is stored in the United States.
        </p>
        <p>
          This policy covers our mobile apps, the web app at <Link to="/app">/app</Link>, this website and its
          forms. It should be read with our <Link to="/terms">Terms of Use</Link>. For any privacy question or
          request, contact us at <EmailLink email={supportEmail} />.
        </p>
      </LegalSection>

      <LegalSection id="what-we-collect" number="2" title="What we collect">
        <LegalSubsection title="Information you give us">
          <LegalList>
            <li>
              <strong>Account details:</strong> your <strong>name</strong> (your real name and the display
              name you choose), your <strong>email</strong> address and your password (if you sign in with
              email).
            </li>
            <li>
              <strong>Your birthdate</strong>, from which we work out your age and star sign, and your gender.
            </li>
            <li>
              <strong>Personality-question answers:</strong> your personality sliders (for example introvert
              to extrovert, or planner to spontaneous), your answers in the Profile Builder, your description,
              ideal partner and tagline.
            </li>
            <li>
              <strong>Preferences:</strong> who you would like to meet, the age range and distance you choose,
              whether you have or want children, your units and whether your profile is listed.
            </li>
            <li>
              <strong>Interests</strong>, as you describe them in your profile and prompts.
            </li>
            <li>
              <strong>Photos:</strong> an optional public profile image and up to three private photos, plus
              images you send to full matches in chat.
            </li>
            <li>
              <strong>Your AI-generated profile picture</strong> and the prompts and style you used to create
              it.
            </li>
            <li>
              <strong>Voice recordings</strong> (up to two) answering profile prompts.
            </li>
            <li>
              <strong>Messages and activity with other users:</strong> chat messages, gifts, date requests
              (time and place), full-profile requests, and your accepts, declines, chills, blocks and reports.
            </li>
            <li>
              <strong>Payment information</strong> when you buy a subscription. Card details are collected by
              our billing providers; we receive only what we need, such as what you bought, when, and the
              status of the payment.
            </li>
            <li>
              <strong>What you send us:</strong> messages through the contact form or in-app feedback, and the
              details in a data-deletion request (including the statements and signature the form asks for).
            </li>
          </LegalList>
        </LegalSubsection>
        <LegalSubsection title="Information collected automatically">
          <LegalList>
            <li>
              <strong>Location and GPS data:</strong> with your permission, your device&rsquo;s precise{' '}
              <strong>location</strong> (latitude, longitude, accuracy and time), from which our servers work
              out your suburb, town, city, state and country.
            </li>
            <li>
              <strong>Usage data:</strong> when and how you use {product} (for example flips, matches, ads
              watched and pebble transactions), your device type and country, browser, IP address, and
              technical logs we need to keep the service running and secure.
            </li>
            <li>
              <strong>Cookies and similar storage:</strong> the app stores a few items in your browser so that
              it works, such as your account email, your profile while you edit it and which chat messages you
              have read. They are needed for the service and are not used to track you across other websites.
            </li>
          </LegalList>
        </LegalSubsection>
        <LegalSubsection title="Information from others">
          <p>
            If you sign in with Facebook or Google, that provider shares your name and email address with us
            (and confirms your identity). Other users may tell us about you when they report or block you, and
            our providers tell us whether a payment or an ad was completed.
          </p>
        </LegalSubsection>
        <LegalSubsection title="Sensitive information">
          <p>
            Your gender, the gender of the people you want to meet and the contents of your profile and
            messages may reveal your sexual orientation or other sensitive information. We use this
            information only to provide the service you have asked for (matching you and showing your profile)
            and to keep the service safe, and you choose what you share. You can stop us using it at any time
            by deleting your account.
          </p>
        </LegalSubsection>
      </LegalSection>

      <LegalSection id="how-we-use-it" number="3" title="How we use it">
        <p>We use your personal data to:</p>
        <LegalList>
          <li>create and run your account, verify your email and keep you signed in;</li>
          <li>
            match you with people nearby, showing closest personalities first and then taking distance and
            recent activity into account;
          </li>
          <li>
            show your profile to potential matches and deliver your messages, calls, gifts and date requests;
          </li>
          <li>generate AI profile images from your prompts and manage your pebbles and purchases;</li>
          <li>show rewarded ads that you choose to watch, and grant the pebble you earn for each;</li>
          <li>
            keep {product} safe: confirm that users are adults, enforce our rule of one account per person,
            investigate reports, detect fake accounts, bots, automation, scams and abuse, and take account
            actions (mute, suspend or ban, whether temporary or permanent);
          </li>
          <li>answer your questions, feedback and data requests, and tell you about important changes;</li>
          <li>
            understand how {product} is used and improve it, using anonymised or aggregated data wherever
            possible; and
          </li>
          <li>comply with the law, for example tax and accounting rules, and respond to lawful requests.</li>
        </LegalList>
        <p>
          We do not use your data to make decisions that have legal or similarly significant effects on you by
          automated means alone. Our matching order is automated, but you always decide whom to accept. The
          legal bases we rely on under the GDPR are listed in the Appendix.
        </p>

        <LegalSubsection title="What other users can see">
          <p>
            People who may be shown your card see your display name, age and star sign (worked out from your
            birthdate, which itself stays private), your general area, gender, tagline, description, ideal
            partner and AI-generated image. After a basic match, your match can also chat and make voice calls
            with you.
          </p>
          <p>
            <strong>Private photos are visible only to full matches.</strong> Your real name, date of birth,
            private photos and whether you have children are shown only to someone with whom you have a full
            match, which happens only when one of you asks to share full profiles and the other accepts. Video
            calls and image sending are also limited to full matches.
          </p>
        </LegalSubsection>

        <LegalSubsection title="How we protect your location">
          <LegalList>
            <li>
              <strong>Your exact coordinates are never shown to other users</strong>. They are stored for your
              account only and are never sent to anyone else.
            </li>
            <li>
              Distances shown to others are calculated from positions snapped to a 1 km grid and rounded to a
              whole kilometre or mile (never less than 1), so that distance readings cannot be combined to
              pinpoint where you are.
            </li>
            <li>
              Place names (suburb, town, city, state and country) are computed on our own servers, without
              sending your location to third parties.
            </li>
            <li>
              You can make your profile unlisted in Settings to stop appearing in other people&rsquo;s decks,
              and you can withdraw location permission in your device settings at any time (we then cannot
              show you nearby matches).
            </li>
          </LegalList>
        </LegalSubsection>

        <LegalSubsection title="Trusted contacts for dates">
          <p>
            You may name one trusted contact (a name, an email address and, if you like, a phone number we
            keep for later). We first email them once to ask whether they agree; nothing else is sent to them
            until they do. If they answer &ldquo;this isn&rsquo;t me&rdquo; or use the stop link in any of our
            mails to them, we keep only a scrambled form of their address so that nobody can make them a
            contact again. We use them only when you ask: when you share an accepted date, we email them the
            time, the place you typed, your and your match&rsquo;s display names and your match&rsquo;s AI
            image, and a private link to a page with your check-ins. We keep a copy of those details, and of
            the contact it went to, with the date&rsquo;s check-ins, so that your check-ins and alerts keep
            working even if the match or the date ends; the copy is deleted a day after the date. That page
            shows no real name, no photo and no position, and stops working a day after the date; we keep only
            a scrambled form of its link. If you miss your &ldquo;I&rsquo;m safe&rdquo; check-in by 30 minutes
            we email them once. &ldquo;I need help&rdquo; sends them your position at that moment only after
            you agree on screen; we do not store that position. The contact stays until you change it or
            delete your account.
          </p>
        </LegalSubsection>

        <LegalSubsection title="Face check (Verified)">
          <p>
            The face check is optional. It asks for your explicit consent first, and we record that consent
            with its time and the exact words you agreed to. Your camera takes 6 pictures while you turn your
            head as asked; they are sent once to our own servers, where a face model (no other company, no
            cloud service) checks that they show one live face and compares it with the faces in your private
            photos. We do not keep the pictures, or any video, or any photo of the check: only a face
            descriptor (a list of numbers made from your face that only our model can compare), encrypted. We
            use it to check your private photos again when you change them, and to find a face that belongs to
            a banned person or to another account, which a moderator then looks at. We keep a scrambled
            fingerprint of each picture for {FACE_CHECK.frameHashDays} days so that the same pictures cannot
            be sent again. Other people see only a &ldquo;Verified&rdquo; badge; your photos stay hidden until
            a full match, as before. The descriptor is deleted when you choose &ldquo;Forget my face&rdquo;,
            when you delete your account, and after {FACE_CHECK.keepYears} years without use at the latest. If
            your account is banned, it is kept after the account so that the ban holds. This is biometric data
            (special category data under the GDPR, article 9; the Illinois BIPA and the Texas CUBI): we never
            sell or share it, and use it for nothing else.
          </p>
        </LegalSubsection>

        <LegalSubsection title="Safety checks on messages and photos">
          <LegalList>
            <li>
              <strong>Explicit-image check.</strong> Every image sent in a chat is checked on our own servers
              by an image classifier (no third party sees it). We keep only a yes-or-no mark on the message,
              as long as the message itself; the scores are not stored.
            </li>
            <li>
              <strong>Hidden words.</strong> The words and phrases you choose to hide (up to 50) are kept with
              your settings until you change them or delete your account. The people you talk to are never
              told that you hide anything.
            </li>
            <li>
              <strong>Hiding your photos and name again.</strong> After a full match either of you can go back
              to a basic match. Your real name and private photos then disappear from the other person&rsquo;s
              screens at once; links to private photos are signed for one viewer and stop working within
              minutes, so a copied link does not last.
            </li>
            <li>
              <strong>Moderation.</strong> When someone reports a conversation, a trained moderator reads only
              the messages around the report. Every time a moderator opens a report we record who and when,
              and keep that record for {RETENTION.moderationViewMonths} months.
            </li>
          </LegalList>
        </LegalSubsection>
      </LegalSection>
    </>
  );
}
