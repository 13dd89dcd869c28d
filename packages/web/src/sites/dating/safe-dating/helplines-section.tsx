// Local helplines for the four countries RULES.md "Screens and routes" names, emergency number first. Only
// long-standing national services whose numbers we have checked; every number is a tel: link so a phone can call it
// in one tap.
import { Phone } from 'lucide-react';
import { Reveal } from '../../../components/reveal.tsx';

interface Helpline {
  name: string;
  what: string;
  /** As people write it in that country. */
  number: string;
  /** What the phone dials (tel: URI). */
  dial: string;
}

interface Country {
  name: string;
  emergency: string;
  lines: readonly Helpline[];
}

export const HELPLINES: readonly Country[] = [
  {
    name: 'United States',
    emergency: '911',
    lines: [
      {
        name: 'National Domestic Violence Hotline',
        what: 'Support for anyone affected by abuse, 24/7',
        number: '1-800-799-7233',
        dial: '+18007997233',
      },
      {
        name: 'RAINN National Sexual Assault Hotline',
        what: 'Confidential support after sexual violence',
        number: '1-800-656-4673',
        dial: '+18006564673',
      },
      {
        name: '988 Suicide & Crisis Lifeline',
        what: 'Call or text when you are struggling',
        number: '988',
        dial: '988',
      },
    ],
  },
  {
    name: 'Canada',
    emergency: '911',
    lines: [
      {
        name: 'Assaulted Women’s Helpline',
        what: 'Crisis support for women experiencing abuse (Ontario)',
        number: '1-866-863-0511',
        dial: '+18668630511',
      },
      {
        name: '9-8-8 Suicide Crisis Helpline',
        what: 'Call or text, day or night',
        number: '988',
        dial: '988',
      },
      {
        name: 'Canadian Anti-Fraud Centre',
        what: 'Report romance scams and fraud',
        number: '1-888-495-8501',
        dial: '+18884958501',
      },
    ],
  },
  {
    name: 'New Zealand',
    emergency: '111',
    lines: [
      {
        name: 'Women’s Refuge crisis line',
        what: 'Help with family violence, 24/7',
        number: '0800 733 843',
        dial: '0800733843',
      },
      {
        name: 'Safe to talk',
        what: 'Support after sexual harm, 24/7',
        number: '0800 044 334',
        dial: '0800044334',
      },
      {
        name: 'Need to talk? 1737',
        what: 'Call or text a trained counsellor',
        number: '1737',
        dial: '1737',
      },
      {
        name: 'Netsafe',
        what: 'Online abuse, harassment and scams',
        number: '0508 638 723',
        dial: '0508638723',
      },
    ],
  },
  {
    name: 'Australia',
    emergency: '000',
    lines: [
      {
        name: '1800RESPECT',
        what: 'Domestic, family and sexual violence counselling, 24/7',
        number: '1800 737 732',
        dial: '1800737732',
      },
      {
        name: 'Lifeline',
        what: 'Crisis support and suicide prevention, 24/7',
        number: '13 11 14',
        dial: '131114',
      },
    ],
  },
];

const numberLink =
  'inline-flex min-h-11 items-center gap-2 rounded-full font-display text-lg font-bold whitespace-nowrap text-ocean-950 underline decoration-ice-300 decoration-2 underline-offset-4 hover:decoration-ice-700';

export function HelplinesSection() {
  return (
    <section id="helplines" data-deferred-render aria-labelledby="helplines-heading" className="scroll-mt-24">
      <Reveal>
        <h2 id="helplines-heading" className="text-3xl font-bold tracking-tight">
          Local helplines
        </h2>
        <p className="mt-4 max-w-3xl text-lg leading-relaxed text-ocean-700">
          Free, confidential and staffed by people trained to help. In an emergency, always call the emergency
          number first.
        </p>
      </Reveal>
      <div className="mt-8 grid gap-5 md:grid-cols-2">
        {HELPLINES.map((country, index) => (
          <Reveal
            key={country.name}
            delayMs={(index % 2) * 100}
            className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-ocean-100 sm:p-7"
          >
            <section aria-labelledby={`helplines-${index}`}>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h3 id={`helplines-${index}`} className="text-xl font-bold">
                  {country.name}
                </h3>
                <a
                  href={`tel:${country.emergency}`}
                  className="inline-flex min-h-11 items-center gap-2 rounded-full bg-coral-50 px-4 font-semibold text-coral-700 ring-1 ring-coral-200 hover:bg-coral-100"
                >
                  <Phone className="size-4" aria-hidden />
                  Emergency {country.emergency}
                </a>
              </div>
              <ul className="mt-5 divide-y divide-ocean-100">
                {country.lines.map((line) => (
                  <li key={line.name} className="py-3 first:pt-0 last:pb-0">
                    <p className="font-semibold text-ocean-950">{line.name}</p>
                    <p className="text-sm text-ocean-600">{line.what}</p>
                    <a href={`tel:${line.dial}`} className={numberLink}>
                      {line.number}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          </Reveal>
        ))}
      </div>
    </section>
  );
}
