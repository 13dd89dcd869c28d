// The goodbye mail of account deletion: one short note to the address the account had, sent after its rows are
// gone (the address is read before, and kept nowhere else).

import { RETENTION } from '@rookery/shared/retention.ts';
import { mailPage, paragraph, quiet } from '../../platform/mail/mail-layout.ts';
import type { OutgoingMail } from '../../platform/mail/mail-outbox.repo.ts';
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
  const html = mailPage({ title: subject, ...brand }, [paragraph(what), paragraph(kept), quiet(help)]);
  return { to, subject, text, html };
}
