// The mails a web form sends: the submission to support (reply goes to the person) and a short, fixed
// acknowledgement to the person. Everything a visitor typed goes into HTML through the mail layout, which escapes it.
import { DELETION_STATEMENTS } from '@rookery/shared/schemas/web-form-rules.ts';
import type { ContactRequest, DeletionRequest } from '@rookery/shared/schemas/web-forms.ts';
import { heading, mailPage, numberedList, paragraph, table } from '../../platform/mail/mail-layout.ts';

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
      html: mailPage({ title: 'Data deletion request', product: ctx.product }, [
        paragraph(intro),
        table(rows),
        heading('Sworn statements, all accepted:'),
        numberedList(DELETION_STATEMENTS),
        paragraph(next),
      ]),
    };
  }
  const rows = [...contactRows(form), ...meta];
  const intro = `A message came in through the contact form. The sender confirmed they understand how this information will be disclosed.`;
  return {
    subject: oneLine(`Contact form: ${form.type} from ${form.name}`),
    text: [intro, textBlock(rows), 'Reply to this mail to answer the sender.'].join('\n\n'),
    html: mailPage({ title: 'Contact form', product: ctx.product }, [
      paragraph(intro),
      table(rows),
      paragraph('Reply to this mail to answer the sender.'),
    ]),
  };
}

/**
 * The acknowledgement goes to whatever address was typed into the form, so it says only our own fixed words
 *: no name, no account, no query, nothing a stranger could use to send their text from our domain.
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
    html: mailPage(
      { title: subject, product: ctx.product, supportEmail: ctx.supportEmail },
      body.map((line) => paragraph(line)),
    ),
  };
}
