// The three mails a trusted contact gets (issue 23.1): a shared date, a missed "I'm safe" check-in, and "I need
// help". Each names people by display name only, and the date by its place text and time (UTC).
import { link, mailPage, paragraph, picture } from '../../platform/mail/mail-layout.ts';
import { mailTime } from '../../platform/mail/mail-time.ts';

export interface DateFacts {
  /** The person who shared (display name). */
  person: string;
  /** Their match (display name). */
  match: string;
  location: string;
  dateAt: Date;
  /** The private page's address (null in mails sent without a new token). */
  pageUrl: string | null;
  /** The match's AI image under the page's token, or null when they have none. */
  imageUrl: string | null;
  product: string;
}

interface Mail {
  subject: string;
  text: string;
  html: string;
}

function render(
  subject: string,
  lines: string[],
  facts: DateFacts,
  extra: { href: string; label: string }[] = [],
): Mail {
  const links = [
    ...extra,
    ...(facts.pageUrl ? [{ href: facts.pageUrl, label: 'See the date and check-ins' }] : []),
  ];
  const text = [...lines, '', ...links.map((l) => `${l.label}: ${l.href}`), '', `— ${facts.product}`].join(
    '\n',
  );
  const html = mailPage({ title: subject, product: facts.product }, [
    ...lines.map((line) => paragraph(line)),
    ...(facts.imageUrl ? [picture(facts.imageUrl, `${facts.match}'s picture`, 160)] : []),
    ...links.map((l) => link(l.label, l.href)),
  ]);
  return { subject, text, html };
}

function dateLines(facts: DateFacts): string[] {
  return [`Who: ${facts.match}`, `Where and when: ${`${facts.location}, ${mailTime(facts.dateAt)}`}`];
}

export function sharedDateMail(facts: DateFacts, safeBy: Date): Mail {
  return render(
    `${facts.person} shared a date with you`,
    [
      `${facts.person} is going on a date and chose you as their trusted contact on ${facts.product}.`,
      ...dateLines(facts),
      `They will check in when they arrive and say they are safe by ${mailTime(safeBy)}. If they do not, we will mail you.`,
    ],
    facts,
  );
}

export function missedCheckInMail(facts: DateFacts, safeBy: Date): Mail {
  return render(
    `${facts.person} has not checked in as safe`,
    [
      `${facts.person} planned to say they were safe by ${mailTime(safeBy)} and has not.`,
      ...dateLines(facts),
      'Please try to reach them. If you think they are in danger, call the emergency services.',
    ],
    facts,
  );
}

export function needHelpMail(
  facts: DateFacts,
  position: { latitude: number; longitude: number } | null,
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
    `${facts.person} needs help now`,
    [
      `${facts.person} pressed "I need help" during their date.`,
      ...dateLines(facts),
      position ? 'Their position when they pressed it is below.' : 'Their position was not available.',
      'Please call them now. If you cannot reach them, call the emergency services.',
    ],
    facts,
    map,
  );
}
