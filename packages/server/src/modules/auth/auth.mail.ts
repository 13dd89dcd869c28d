// The account emails: a code (and its one-time link) to verify the address, to reset the password or to
// confirm a new address, the notice to the old address after a change, the notice that sign-in is paused after
// wrong passwords, and the owner's notice when someone spent the account's code guesses. Plain text, and HTML in
// the mail layout (which escapes every value); names from config.
import { CODES } from '@rookery/shared/limits.ts';
import { button, code, mailPage, note, paragraph, quiet } from '../../platform/mail/mail-layout.ts';
import type { OutgoingMail } from '../../platform/mail/mail-outbox.repo.ts';

export interface MailBrand {
  product: string;
  supportEmail: string;
}

export type CodeMailKind = 'verify' | 'reset' | 'changeemail';

const CODE_COPY: Record<CodeMailKind, { subject: string; intro: string; ignore: string }> = {
  verify: {
    subject: 'is your {product} verification code',
    intro: 'Welcome to {product}! Enter this code in the app to verify your email address.',
    ignore: 'If you did not create a {product} account, you can ignore this email.',
  },
  reset: {
    subject: 'is your {product} password reset code',
    intro:
      'Someone, hopefully you, asked to reset the password of your {product} account. Enter this code to choose a new one.',
    ignore: 'If you did not ask for this, you can ignore this email: your password stays as it is.',
  },
  changeemail: {
    subject: 'confirms your new {product} email address',
    intro: 'Enter this code in {product} to make this address the email of your account.',
    ignore: 'If you did not ask for this, you can ignore this email: nothing changes.',
  },
};

const LINK_LABEL: Record<CodeMailKind, string> = {
  verify: 'Verify my email',
  reset: 'Choose a new password',
  changeemail: 'Confirm my new email',
};

const fill = (text: string, brand: MailBrand) => text.replaceAll('{product}', brand.product);

export function codeMail(
  kind: CodeMailKind,
  to: string,
  values: { name: string; code: string; link: string },
  brand: MailBrand,
): OutgoingMail {
  const copy = CODE_COPY[kind];
  const linkLine = `Or open this link (it works once, for ${CODES.validMinutes} minutes):`;
  const greeting = values.name ? `Hi ${values.name},` : 'Hi,';
  const intro = fill(copy.intro, brand);
  const expiry = `The code works for ${CODES.validMinutes} minutes.`;
  const safety = `${brand.product} will never ask for this code. Do not share it with anyone, even someone who says they work for us.`;
  const ignore = fill(copy.ignore, brand);
  const text = [
    greeting,
    '',
    intro,
    '',
    `    ${values.code}`,
    '',
    linkLine,
    values.link,
    '',
    expiry,
    safety,
    ignore,
    '',
    `${brand.product} · ${brand.supportEmail}`,
  ].join('\n');
  const html = mailPage({ title: fill(copy.subject, brand), ...brand }, [
    paragraph(greeting),
    paragraph(intro),
    code(values.code),
    button(LINK_LABEL[kind], values.link, { above: linkLine }),
    paragraph(expiry),
    note(safety),
    quiet(ignore),
  ]);
  return { to, subject: `${values.code} ${fill(copy.subject, brand)}`, text, html };
}

export function emailChangedMail(
  to: string,
  values: { name: string; oldEmail: string; newEmail: string },
  brand: MailBrand,
): OutgoingMail {
  const greeting = values.name ? `Hi ${values.name},` : 'Hi,';
  const what = `The email address of your ${brand.product} account was changed from ${values.oldEmail} to ${values.newEmail}. From now on we write to the new address.`;
  const help = `If you did not do this, write to us at ${brand.supportEmail} right away so we can secure your account.`;
  const text = [greeting, '', what, '', help, '', `${brand.product} · ${brand.supportEmail}`].join('\n');
  const subject = `Your ${brand.product} email address was changed`;
  const html = mailPage({ title: subject, ...brand }, [paragraph(greeting), paragraph(what), note(help)]);
  return { to, subject, text, html };
}

/** To the owner, once per closing: someone spent the account's code guesses; the mailed links still work. */
export function codesClosedMail(to: string, values: { name: string }, brand: MailBrand): OutgoingMail {
  const greeting = values.name ? `Hi ${values.name},` : 'Hi,';
  const what = `Someone entered too many wrong codes for your ${brand.product} account, so we stopped accepting codes for it.`;
  const how = `You are not locked out: sign in with your password, or use the link in the latest code email we send you. Either opens code entry again.`;
  const help = `If you did not try these codes, your account is safe, but write to us at ${brand.supportEmail} if this keeps happening.`;
  const text = [greeting, '', what, '', how, '', help, '', `${brand.product} · ${brand.supportEmail}`].join(
    '\n',
  );
  const subject = `Too many wrong codes were tried on your ${brand.product} account`;
  const html = mailPage({ title: subject, ...brand }, [
    paragraph(greeting),
    paragraph(what),
    paragraph(how),
    note(help),
  ]);
  return { to, subject, text, html };
}

/** The owner's notice at the first pause of a streak of wrong passwords (modules/auth/signin-guard.ts). */
export function signinPausedMail(
  to: string,
  values: { name: string; wait: string },
  brand: MailBrand,
): OutgoingMail {
  const greeting = values.name ? `Hi ${values.name},` : 'Hi,';
  const what = `Someone just tried several wrong passwords for your ${brand.product} account, so we have paused signing in with a password for ${values.wait}. Your account and your messages are safe, and you stay signed in where you already are.`;
  const you = `If it was you, wait ${values.wait} and try again, or reset your password now with "Forgot password" on the sign-in screen; that also ends the pause.`;
  const help = `If it was not you, choose a new, longer password with "Forgot password", and write to us at ${brand.supportEmail} if anything looks wrong.`;
  const text = [greeting, '', what, '', you, '', help, '', `${brand.product} · ${brand.supportEmail}`].join(
    '\n',
  );
  const subject = `Signing in to your ${brand.product} account is paused for ${values.wait}`;
  const html = mailPage({ title: subject, ...brand }, [
    paragraph(greeting),
    paragraph(what),
    paragraph(you),
    note(help),
  ]);
  return { to, subject, text, html };
}
