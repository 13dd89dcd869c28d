// The mails a trusted contact gets: the request to be one, a shared date, a missed "I'm safe"
// check-in, and "I need help". Each names people by display name only, and the date by its place text and time in
// the date's own zone. No member-written text goes into a subject (a display name is anyone's to choose), and every
// mail ends with the link that stops them all.
import { link, mailPage, paragraph, picture } from '../../platform/mail/mail-layout.ts';
import { zonedClock, zonedTime } from '../../platform/mail/zoned-time.ts';
import type { Ending } from './date-safety.repo.ts';

export interface DateFacts {
  /** The person who shared (display name, as at share time). */
  person: string;
  /** Their match (display name, as at share time). */
  match: string;
  location: string;
  dateAt: Date;
  /** The date's IANA zone: every time in the mail is written in it. */
  zone: string;
  /** The private page's address (null in mails sent without a new token). */
  pageUrl: string | null;
  /** The match's AI image under the page's token, or null when they have none. */
  imageUrl: string | null;
  /** How the date or match ended early, if it did. */
  ending: Ending | null;
  /** The link that stops every trusted-contact mail to this address. */
  stopUrl: string;
  product: string;
}

export interface Mail {
  subject: string;
  text: string;
  html: string;
}

function render(
  subject: string,
  lines: string[],
  facts: Pick<DateFacts, 'pageUrl' | 'imageUrl' | 'match' | 'product' | 'stopUrl'>,
  extra: { href: string; label: string }[] = [],
): Mail {
  const links = [
    ...extra,
    ...(facts.pageUrl ? [{ href: facts.pageUrl, label: 'See the date and check-ins' }] : []),
  ];
  const stop = `Not you, or no more of these mails: ${facts.stopUrl}`;
  const text = [
    ...lines,
    '',
    ...links.map((l) => `${l.label}: ${l.href}`),
    '',
    stop,
    `— ${facts.product}`,
  ].join('\n');
  const html = mailPage({ title: subject, product: facts.product }, [
    ...lines.map((line) => paragraph(line)),
    ...(facts.imageUrl ? [picture(facts.imageUrl, `${facts.match}'s picture`, 160)] : []),
    ...links.map((l) => link(l.label, l.href)),
    link('Not you, or no more of these mails', facts.stopUrl),
  ]);
  return { subject, text, html };
}

const ENDED: Record<Ending['how'], string> = {
  unmatch: 'The match was ended',
  block: 'The match was ended with a block',
  report: 'The match was ended with a report',
  deleted: 'The match was closed because an account was deleted',
  cancelled: 'The date was cancelled',
  closed: 'The date is no longer in the app',
};

/** "The match was ended during the date, at 9:41 pm." in the date's zone. */
export function endingSentence(ending: Ending, dateAt: Date, zone: string): string {
  if (!ending.at) return `${ENDED[ending.how]}.`;
  const when =
    ending.at.getTime() >= dateAt.getTime()
      ? `during the date, at ${zonedClock(ending.at, zone)}`
      : `before the date, on ${zonedTime(ending.at, zone)}`;
  return `${ENDED[ending.how]} ${when}.`;
}

function dateLines(facts: DateFacts): string[] {
  return [
    `Who: ${facts.match}`,
    `Where and when: ${facts.location}, ${zonedTime(facts.dateAt, facts.zone)}`,
    ...(facts.ending ? [endingSentence(facts.ending, facts.dateAt, facts.zone)] : []),
  ];
}

export function contactRequestMail(facts: {
  person: string;
  acceptUrl: string;
  stopUrl: string;
  product: string;
}): Mail {
  return render(
    `Will you be a trusted contact on ${facts.product}?`,
    [
      `${facts.person} on ${facts.product} would like you as their trusted contact for dates.`,
      'If you accept, they can send you where and when they meet someone, and we mail you if they do not check in as safe or ask for help.',
      "If you don't know them, say so on the page below: we will not mail you again.",
    ],
    { pageUrl: null, imageUrl: null, match: '', product: facts.product, stopUrl: facts.stopUrl },
    [{ href: facts.acceptUrl, label: 'Accept or say this isn’t me' }],
  );
}

export function sharedDateMail(facts: DateFacts, safeBy: Date): Mail {
  return render(
    `A date was shared with you on ${facts.product}`,
    [
      `${facts.person} is going on a date and chose you as their trusted contact on ${facts.product}.`,
      ...dateLines(facts),
      `They will check in when they arrive and say they are safe by ${zonedTime(safeBy, facts.zone)}. If they do not, we will mail you.`,
    ],
    facts,
  );
}

export function missedCheckInMail(facts: DateFacts, safeBy: Date): Mail {
  return render(
    `A missed check-in on ${facts.product}: please check on your friend`,
    [
      `${facts.person} planned to say they were safe by ${zonedTime(safeBy, facts.zone)} and has not.`,
      ...dateLines(facts),
      'Please try to reach them. If you think they are in danger, call the emergency services.',
    ],
    facts,
  );
}

export function needHelpMail(
  facts: DateFacts,
  position: { latitude: number; longitude: number } | null,
  at: Date,
): Mail {
  const map = position
    ? [
        {
          href: `https://www.openstreetmap.org/?mlat=${position.latitude}&mlon=${position.longitude}#map=17/${position.latitude}/${position.longitude}`,
          label: `Their position (${position.latitude.toFixed(5)}, ${position.longitude.toFixed(5)}) on a map`,
        },
      ]
    : [];
  return render(
    `Urgent: your friend needs help now (${facts.product})`,
    [
      `${facts.person} pressed "I need help" during their date, at ${zonedTime(at, facts.zone)}.`,
      ...dateLines(facts),
      position ? 'Their position when they pressed it is below.' : 'Their position was not available.',
      'Please call them now. If you cannot reach them, call the emergency services.',
    ],
    facts,
    map,
  );
}
