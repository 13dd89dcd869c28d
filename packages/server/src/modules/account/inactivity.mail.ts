// The inactivity warning (RULES.md "Money and limits"): sent once, 14 days before an unused account is deleted, with
// the date and the one thing that keeps the account. Plain text, and HTML in the mail layout; names from config.

import { RETENTION } from '@rookery/shared/retention.ts';
import { mailPage, note, paragraph, quiet } from '../../platform/mail/mail-layout.ts';
import type { OutgoingMail } from '../../platform/mail/mail-outbox.repo.ts';

export interface InactivityMailBrand {
  product: string;
  supportEmail: string;
}

/** "March 3, 2026": the day in UTC, the clock the deletion job runs on. */
export function deletionDay(at: Date): string {
  return at.toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });
}

export function inactivityWarningMail(
  to: string,
  values: { name: string; deleteOn: Date },
  brand: InactivityMailBrand,
): OutgoingMail {
  const day = deletionDay(values.deleteOn);
  const greeting = values.name ? `Hi ${values.name},` : 'Hi,';
  const what = `You have not used your ${brand.product} account for almost ${RETENTION.inactiveMonths} months. Your account will be deleted on ${day} unless you sign in.`;
  const gone =
    'Deleting it removes your profile, photos, voice recordings, matches and messages for good; it cannot be undone.';
  const keep = `To keep your account, just sign in to ${brand.product} before ${day}. Nothing else is needed.`;
  const help = `Questions? Write to us at ${brand.supportEmail}.`;
  const subject = `Your ${brand.product} account will be deleted on ${day}`;
  const text = [
    greeting,
    '',
    what,
    '',
    gone,
    '',
    keep,
    '',
    help,
    '',
    `${brand.product} · ${brand.supportEmail}`,
  ].join('\n');
  const html = mailPage({ title: subject, ...brand }, [
    paragraph(greeting),
    paragraph(what, { strong: true }),
    paragraph(gone),
    note(keep),
    quiet(help),
  ]);
  return { to, subject, text, html };
}
