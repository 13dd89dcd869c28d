// The house rules on the welcome page (RULES.md "Purpose", "Validation": one account per person, 18+, no bots;
// RULES.md "Safety and moderation"), written for the person reading them on their first day.

import type { LucideIcon } from 'lucide-react';
import { Bot, Hand, HeartHandshake, MapPinned, ShieldCheck, Smile, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { textLinkClass } from '../../../components/button-styles.ts';

interface Rule {
  icon: LucideIcon;
  title: string;
  text: string;
}

const rules = (product: string, minimumAge: number): Rule[] => [
  {
    icon: Smile,
    title: 'Be yourself',
    text: `Use your real age and words that are your own. On ${product} your personality is what people fall for, so let it show.`,
  },
  {
    icon: UserRound,
    title: 'One account per person',
    text: 'Your account is yours alone: no second profiles, no shared or borrowed accounts.',
  },
  {
    icon: ShieldCheck,
    title: `${minimumAge}+ only`,
    text: `${product} is for adults. If you are under ${minimumAge}, you can't use it, and we remove accounts that are.`,
  },
  {
    icon: HeartHandshake,
    title: 'Be kind',
    text: 'Treat everyone with respect, even when it\'s not a match. A polite "no thanks" goes a long way.',
  },
  {
    icon: Hand,
    title: 'No harassment',
    text: 'Abuse, threats, hate and unwanted sexual messages or images are never OK. Report it, and we act on it.',
  },
  {
    icon: MapPinned,
    title: 'Meet safely',
    text: 'Get to know people in the app first, meet somewhere public, and tell a friend where you are going.',
  },
  {
    icon: Bot,
    title: 'No bots',
    text: 'Real people only. Scripts, bots, automation and scraping get accounts removed.',
  },
];

export function HouseRules({ product, minimumAge }: { product: string; minimumAge: number }) {
  return (
    <section aria-labelledby="house-rules">
      <h2 id="house-rules" className="text-sm font-semibold tracking-wide text-coral-700 uppercase">
        House rules
      </h2>
      <ul className="mt-3 flex flex-col gap-4">
        {rules(product, minimumAge).map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3.5">
            <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-ice-100 text-ice-700">
              <Icon className="size-5" aria-hidden />
            </span>
            <div>
              <h3 className="font-sans font-semibold text-ocean-950">{title}</h3>
              <p className="mt-0.5 text-sm leading-relaxed text-ocean-600">{text}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-ocean-600">
        More tips in our{' '}
        <Link to="/safedating" className={textLinkClass}>
          Safe Dating Guideline
        </Link>
        .
      </p>
    </section>
  );
}
