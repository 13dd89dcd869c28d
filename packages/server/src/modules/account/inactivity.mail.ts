// The inactivity warning (PRODUCT.md "inactivity"): sent once, 14 days before an unused account is deleted, with
// the date and the one thing that keeps the account. HTML and plain text, every value escaped, names from config.
import { RETENTION } from '@rookery/shared/retention.ts';
import type { OutgoingMail } from '../../platform/mail/mail-outbox.repo.ts';
import { escapeHtml } from '../../platform/web/page-head.ts';

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
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head><body style="font:16px/1.5 system-ui,sans-serif;color:#0b2545;max-width:560px;margin:0 auto;padding:16px">
<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 16px;font-weight:600">${escapeHtml(what)}</p>
<p style="margin:0 0 16px">${escapeHtml(gone)}</p>
<p style="margin:0 0 16px;padding:12px 16px;border-left:4px solid #ff7a59;background:#fff6f2">${escapeHtml(keep)}</p>
<p style="margin:0;color:#3d5a80">${escapeHtml(help)}</p>
</body></html>`;
  return { to, subject, text, html };
}
