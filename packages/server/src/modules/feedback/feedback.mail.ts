// The mail that carries in-app feedback to the support mailbox; the reply goes to the account's own address.
// Everything the person typed goes into HTML through the mail layout, which escapes it.
import type { Feedback } from '@rookery/shared/schemas/feedback.ts';
import { mailPage, paragraph, table } from '../../platform/mail/mail-layout.ts';
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
  return {
    subject: oneLine(`App feedback: ${feedback.type} from ${who}`),
    text: [intro, rows.map(([label, value]) => `${label}: ${value}`).join('\n'), outro].join('\n\n'),
    html: mailPage({ title: 'App feedback', product: ctx.product }, [
      paragraph(intro),
      table(rows),
      paragraph(outro),
    ]),
  };
}
