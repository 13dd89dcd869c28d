// The mail that carries in-app feedback to the support mailbox; the reply goes to the account's own address.
// Everything the person typed is escaped before it goes into HTML.
import type { Feedback } from '@rookery/shared/schemas/feedback.ts';
import { escapeHtml } from '../../platform/web/page-head.ts';
import type { Sender } from './feedback.repo.ts';

export interface FeedbackMailContext {
  product: string;
  userId: string;
  reference: string;
  received: Date;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export function feedbackSupportMail(feedback: Feedback, sender: Sender, ctx: FeedbackMailContext) {
  const who = sender.name.trim() || 'A member';
  const rows: [string, string][] = [
    ['From', `${who} <${sender.email}>`],
    ['Account', `${ctx.userId} (signs in with ${sender.source})`],
    ['Sent from', feedback.source],
    ['Type', feedback.type],
    ['Details', feedback.details],
    ['Reference', ctx.reference],
    ['Received', ctx.received.toISOString()],
  ];
  const intro = `A signed-in member wrote through Contact Us in the ${ctx.product} app.`;
  const outro = 'Reply to this mail to answer them.';
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;color:#475a73;font-weight:600">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return {
    subject: oneLine(`App feedback: ${feedback.type} from ${who}`),
    text: [intro, rows.map(([label, value]) => `${label}: ${value}`).join('\n'), outro].join('\n\n'),
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>App feedback</title></head><body style="font:16px/1.5 system-ui,sans-serif;color:#07162b;max-width:640px;margin:0 auto;padding:16px"><p>${escapeHtml(intro)}</p><table role="presentation" style="border-collapse:collapse">${cells}</table><p>${escapeHtml(outro)}</p></body></html>`,
  };
}
