// The mails of a deletion request after the form: the confirmation link to the account's own address, and the
// "it is done" mail to the requester (and to the account's address when that is someone else's). Nothing typed in the
// form is in them: the requester's name and relationship would reach the holder's mailbox from ours.
import { RETENTION } from '@rookery/shared/retention.ts';
import type { DeletionRequest } from '@rookery/shared/schemas/web-forms.ts';
import { button, mailPage, paragraph } from '../../platform/mail/mail-layout.ts';
import { mailTime } from '../../platform/mail/mail-time.ts';
import { ACTING_LABEL, type MailContent } from './webforms.mail.ts';

/** Who asked, in fixed words from the form's choice alone: "someone who said they are a client". */
export function requesterText(form: Pick<DeletionRequest, 'acting'>): string {
  if (form.acting === 'myself') return 'someone who said they are the account holder';
  if (form.acting === 'other') return 'someone who said they are not the account holder';
  const acting = ACTING_LABEL[form.acting];
  return `someone who said they are ${acting.charAt(0).toLowerCase()}${acting.slice(1)} of the account holder`;
}

export interface ConfirmationMailInput {
  product: string;
  accountName: string;
  accountEmail: string;
  request: Pick<DeletionRequest, 'acting'>;
  reference: string;
  link: string;
  expires: Date;
}

export function confirmationMail(input: ConfirmationMailInput): MailContent {
  const subject = `Confirm the deletion of your ${input.product} account`;
  const hello = input.accountName ? `Hello ${input.accountName},` : 'Hello,';
  const asked = `We were asked to delete the ${input.product} account ${input.accountEmail} and the data held about it. The request came through our data deletion form from ${requesterText(input.request)}.`;
  const how = `If you want the account deleted, open the link below and press "Delete the account". It works until ${mailTime(input.expires)}.`;
  const what =
    'Deletion removes your profile, photos, voice recordings, AI images, matches and location, and cannot be undone. Messages you sent stay with the people you sent them to, from a "deleted user".';
  const ignore =
    'If you did not ask for this, or do not want the account deleted, ignore this mail: nothing is deleted unless you confirm. If you think someone is trying to close your account against your wishes, reply to this mail.';
  const reference = `Reference: ${input.reference}`;
  const bye = `The ${input.product} team`;
  return {
    subject,
    text: [hello, asked, how, input.link, what, ignore, reference, bye].join('\n\n'),
    html: mailPage({ title: subject, product: input.product }, [
      paragraph(hello),
      paragraph(asked),
      paragraph(how),
      button('Review and confirm the deletion', input.link, { showAddress: true }),
      paragraph(what),
      paragraph(ignore),
      paragraph(reference),
      paragraph(bye),
    ]),
  };
}

export interface DoneMailInput {
  product: string;
  /** The name the mail greets: the account holder's own in their copy; none for the requester (typed text). */
  greet: string;
  accountEmail: string;
  reference: string;
  deletedAt: Date;
}

export function deletionDoneMail(input: DoneMailInput): MailContent {
  const subject = `The ${input.product} account ${input.accountEmail} has been deleted`;
  const lines = [
    input.greet ? `Hello ${input.greet},` : 'Hello,',
    `The ${input.product} account ${input.accountEmail} and the data held about it were deleted on ${mailTime(input.deletedAt)}, after the account's owner confirmed the request.`,
    `We keep a record of the request for up to ${RETENTION.deletionFormMonths} months, as proof that we acted on it, and payment records for as long as the law requires.`,
    `Reference: ${input.reference}`,
    `The ${input.product} team`,
  ];
  const html = mailPage(
    { title: subject, product: input.product },
    lines.map((line) => paragraph(line)),
  );
  return { subject, text: lines.join('\n\n'), html };
}
