// The mails a web form sends: the submission to support (reply goes to the person) and a short, fixed
// acknowledgement to the person. Everything a visitor typed is escaped before it goes into HTML.
import { DELETION_STATEMENTS } from '@rookery/shared/schemas/web-form-rules.ts';
import type { ContactRequest, DeletionRequest } from '@rookery/shared/schemas/web-forms.ts';
import { escapeHtml } from '../../platform/web/page-head.ts';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface MailContext {
  product: string;
  /** The submission's id, quoted in both mails so a reply can be matched to the row. */
  reference: string;
  received: Date;
}

export type Rows = [label: string, value: string][];

export const ACTING_LABEL: Record<DeletionRequest['acting'], string> = {
  myself: 'Myself (the account holder)',
  client: 'A client',
  friend: 'A family member or friend',
  other: 'Other',
};

export function textBlock(rows: Rows): string {
  return rows.map(([label, value]) => `${label}: ${value}`).join('\n');
}

export function htmlTable(rows: Rows): string {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;color:#475a73;font-weight:600">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" style="border-collapse:collapse">${cells}</table>`;
}

/** A plain HTML page around paragraphs that are already HTML. */
export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font:16px/1.5 system-ui,sans-serif;color:#07162b;max-width:640px;margin:0 auto;padding:16px">${body}</body></html>`;
}

export const p = (text: string) => `<p>${escapeHtml(text)}</p>`;

/** A subject is one line, whatever the visitor typed into a name. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function deletionRows(form: DeletionRequest): Rows {
  const acting = form.acting === 'other' ? `Other: ${form.relationship ?? ''}` : ACTING_LABEL[form.acting];
  const accountEmail = form.accountemail
    ? `${form.accountemail}${form.sameemail === 1 ? ' (same as the contact email)' : ''}`
    : 'not given';
  return [
    ['Requested by', `${form.name} <${form.contactemail}>`],
    ['Acting for', acting],
    ['Account holder', form.accountname],
    ['Account email', accountEmail],
    ['Signed', `${form.signature}, on ${form.signeddate}`],
  ];
}

function contactRows(form: ContactRequest): Rows {
  const account =
    form.hasaccount === 1
      ? `Yes, ${form.accountemail ?? ''}${form.sameemail === 1 ? ' (same as the contact email)' : ''}`
      : 'No';
  return [
    ['From', `${form.name} <${form.contactemail}>`],
    ['Has an account', account],
    ['Type of query', form.type],
    ['Query', form.query || '(no message)'],
  ];
}

export function supportMail(form: DeletionRequest | ContactRequest, ctx: MailContext): MailContent {
  const meta: Rows = [
    ['Reference', ctx.reference],
    ['Received', ctx.received.toISOString()],
  ];
  if (form.form === 'delete') {
    const rows = [...deletionRows(form), ...meta];
    const statements = DELETION_STATEMENTS.map((s, i) => `${i + 1}. ${s}`);
    const intro = 'A data deletion request came in through the form at /delete.';
    const next =
      "Before deleting anything, confirm the request with the account's own email address. It must be done within 30 days of the date received. Reply to this mail to write to the requester.";
    return {
      subject: oneLine(`Data deletion request: ${form.accountname}`),
      text: [intro, textBlock(rows), `Sworn statements, all accepted:\n${statements.join('\n')}`, next].join(
        '\n\n',
      ),
      html: page(
        'Data deletion request',
        `${p(intro)}${htmlTable(rows)}<p><strong>Sworn statements, all accepted:</strong></p><ol>${DELETION_STATEMENTS.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ol>${p(next)}`,
      ),
    };
  }
  const rows = [...contactRows(form), ...meta];
  const intro = `A message came in through the contact form. The sender confirmed they understand how this information will be disclosed.`;
  return {
    subject: oneLine(`Contact form: ${form.type} from ${form.name}`),
    text: [intro, textBlock(rows), 'Reply to this mail to answer the sender.'].join('\n\n'),
    html: page(
      'Contact form',
      `${p(intro)}${htmlTable(rows)}${p('Reply to this mail to answer the sender.')}`,
    ),
  };
}

/**
 * The acknowledgement goes to whatever address was typed into the form, so it says only our own fixed words
 * (issue 19): no name, no account, no query, nothing a stranger could use to send their text from our domain.
 */
export function acknowledgementMail(
  form: Pick<DeletionRequest | ContactRequest, 'form'>,
  ctx: MailContext & { supportEmail: string },
): MailContent {
  const subject =
    form.form === 'delete' ? 'We have received your data deletion request' : 'We have received your message';
  const body = [
    'Hello,',
    form.form === 'delete'
      ? `We have received a data deletion request sent from this address through the ${ctx.product} website. We process every request within 30 days and confirm it with the account's own email address before anything is deleted.`
      : `We have received a message sent from this address through the ${ctx.product} contact form. A person from our team will reply, usually within two working days.`,
    `Your reference: ${ctx.reference}`,
    `If you did not send it, you can ignore this email, or write to ${ctx.supportEmail}.`,
    `The ${ctx.product} team`,
  ];
  return {
    subject,
    text: body.join('\n\n'),
    html: page(subject, body.map(p).join('')),
  };
}
