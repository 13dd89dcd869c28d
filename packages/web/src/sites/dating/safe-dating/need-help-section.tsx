// "Need help?": reporting and blocking in the app, reaching our team, and the Safety Center that is on its way.
import { Ban, Flag, LifeBuoy, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { textLinkClass } from '../../../components/button-styles.ts';
import { Reveal } from '../../../components/reveal.tsx';

export function NeedHelpSection({ product, supportEmail }: { product: string; supportEmail: string }) {
  return (
    <section id="need-help" data-deferred-render aria-labelledby="need-help-heading" className="scroll-mt-24">
      <Reveal>
        <div className="flex items-center gap-4">
          <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-coral-400 text-ocean-950">
            <LifeBuoy className="size-6" aria-hidden />
          </span>
          <h2 id="need-help-heading" className="text-3xl font-bold tracking-tight">
            Need help?
          </h2>
        </div>
        <p className="mt-4 max-w-3xl text-lg leading-relaxed text-ocean-700">
          If someone on {product} makes you feel unsafe, you are not overreacting, and you do not have to deal
          with it alone.
        </p>
      </Reveal>
      <div className="mt-8 grid gap-4 md:grid-cols-3">
        <Reveal className="rounded-3xl bg-pebble-50 p-6 ring-1 ring-pebble-200">
          <Flag className="size-6 text-coral-700" aria-hidden />
          <h3 className="mt-3 text-lg font-bold">Report in the app</h3>
          <p className="mt-2 leading-relaxed text-ocean-700">
            In a chat, tap your match’s picture and choose Report. The match ends at once and our team reviews
            what happened. Depending on what we find, we mute, suspend or ban the account.
          </p>
        </Reveal>
        <Reveal delayMs={100} className="rounded-3xl bg-pebble-50 p-6 ring-1 ring-pebble-200">
          <Ban className="size-6 text-coral-700" aria-hidden />
          <h3 className="mt-3 text-lg font-bold">Block or unmatch</h3>
          <p className="mt-2 leading-relaxed text-ocean-700">
            Unmatch quietly ends a conversation. Block, next to Report, also hides you from each other for
            good. You never need a reason, and nobody is told why.
          </p>
        </Reveal>
        <Reveal delayMs={200} className="rounded-3xl bg-pebble-50 p-6 ring-1 ring-pebble-200">
          <Mail className="size-6 text-coral-700" aria-hidden />
          <h3 className="mt-3 text-lg font-bold">Talk to our team</h3>
          <p className="mt-2 leading-relaxed text-ocean-700">
            Use our{' '}
            <Link to="/contact" className={textLinkClass}>
              contact form
            </Link>{' '}
            or write to{' '}
            <a href={`mailto:${supportEmail}`} className={`${textLinkClass} break-words`}>
              {supportEmail}
            </a>
            . A real person reads every message.
          </p>
        </Reveal>
      </div>
      <Reveal className="mt-4 rounded-3xl bg-ocean-950 p-6 text-ocean-200 sm:p-8">
        <h3 className="text-lg font-bold text-white">Coming soon: the Safety Center</h3>
        <p className="mt-2 max-w-3xl leading-relaxed">
          We are building a Safety Center into {product}: record and flag your dates, escalation tools if a
          date goes wrong, and live chat with our team during a date for eligible subscription tiers.
        </p>
      </Reveal>
    </section>
  );
}
