// The goodbye mail of account deletion: one short note to the address the account had, sent after its rows are
// gone (the address is read before, and kept nowhere else).
import { RETENTION } from '@rookery/shared/retention.ts';
import type { OutgoingMail } from '../../platform/mail/mail-outbox.repo.ts';
import { escapeHtml } from '../../platform/web/page-head.ts';
import type { DeletionReason } from './account-deletion.repo.ts';

export interface DeletionMailBrand {
  product: string;
  supportEmail: string;
}

const WHY: Record<DeletionReason, string> = {
  self: 'as you asked in the app',
  inactive: `because it was not used for ${RETENTION.inactiveMonths} months`,
  request: 'as you asked and confirmed through our deletion form',
};

export function accountDeletedMail(
  to: string,
  reason: DeletionReason,
  brand: DeletionMailBrand,
): OutgoingMail {
  const subject = `Your ${brand.product} account was deleted`;
  const what = `Your ${brand.product} account was deleted, ${WHY[reason]}. Your profile, pictures, recordings and messages are gone, and the people you talked with now see "deleted user".`;
  const kept = `We keep only what our privacy policy names: reports about an account and moderators' decisions, and the totals of your pebble history, without your name or address.`;
  const help = `Questions? Write to ${brand.supportEmail}.`;
  const text = [what, '', kept, '', help, '', brand.product].join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#eef5fb;font:16px/1.5 -apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#0b2545">
<div style="max-width:560px;margin:0 auto;padding:28px;border-radius:16px;background:#ffffff">
<p style="margin:0 0 16px">${escapeHtml(what)}</p>
<p style="margin:0 0 16px">${escapeHtml(kept)}</p>
<p style="margin:0;color:#3d5a80">${escapeHtml(help)}</p>
</div>
</body></html>`;
  return { to, subject, text, html };
}
