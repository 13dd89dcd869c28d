// The account emails: a code (and its one-time link) to verify the address, to reset the password or to
// confirm a new address, the notice to the old address after a change, the notice that sign-in is paused after
// wrong passwords, and the owner's notice when someone spent the account's code guesses. HTML and plain text, every value escaped, names from config.
import { CODES } from '@rookery/shared/limits.ts';
import type { OutgoingMail } from '../../platform/mail/mail-outbox.repo.ts';
import { escapeHtml } from '../../platform/web/page-head.ts';

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
  const body = `
<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 24px">${escapeHtml(intro)}</p>
<p style="margin:0 0 24px;text-align:center">
  <span style="display:inline-block;padding:16px 24px;border-radius:12px;background:#eef5fb;color:#0b2545;font:700 36px/1 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;letter-spacing:12px">${escapeHtml(values.code)}</span>
</p>
<p style="margin:0 0 24px;text-align:center">${escapeHtml(linkLine)}<br>
  <a href="${escapeHtml(values.link)}" style="display:inline-block;margin-top:8px;padding:12px 20px;border-radius:999px;background:#c2410c;color:#ffffff;font-weight:700;text-decoration:none">${escapeHtml(LINK_LABEL[kind])}</a>
</p>
<p style="margin:0 0 16px">${escapeHtml(expiry)}</p>
<p style="margin:0 0 16px;padding:12px 16px;border-left:4px solid #ff7a59;background:#fff6f2">${escapeHtml(safety)}</p>
<p style="margin:0;color:#3d5a80">${escapeHtml(ignore)}</p>`;
  return {
    to,
    subject: `${values.code} ${fill(copy.subject, brand)}`,
    text,
    html: layout(fill(copy.subject, brand), body, brand),
  };
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
  const body = `
<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 16px">${escapeHtml(what)}</p>
<p style="margin:0;padding:12px 16px;border-left:4px solid #ff7a59;background:#fff6f2">${escapeHtml(help)}</p>`;
  const subject = `Your ${brand.product} email address was changed`;
  return { to, subject, text, html: layout(subject, body, brand) };
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
  const body = `
<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 16px">${escapeHtml(what)}</p>
<p style="margin:0 0 16px">${escapeHtml(how)}</p>
<p style="margin:0;padding:12px 16px;border-left:4px solid #ff7a59;background:#fff6f2">${escapeHtml(help)}</p>`;
  const subject = `Too many wrong codes were tried on your ${brand.product} account`;
  return { to, subject, text, html: layout(subject, body, brand) };
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
  const body = `
<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 16px">${escapeHtml(what)}</p>
<p style="margin:0 0 16px">${escapeHtml(you)}</p>
<p style="margin:0;padding:12px 16px;border-left:4px solid #ff7a59;background:#fff6f2">${escapeHtml(help)}</p>`;
  const subject = `Signing in to your ${brand.product} account is paused for ${values.wait}`;
  return { to, subject, text, html: layout(subject, body, brand) };
}

/** The frame every account email shares: a navy header with the product's name, a white card, a footer. */
function layout(title: string, body: string, brand: MailBrand): string {
  const product = escapeHtml(brand.product);
  const support = escapeHtml(brand.supportEmail);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#eef5fb">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#eef5fb;padding:24px 12px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;border-radius:16px;overflow:hidden;background:#ffffff;font:16px/1.5 -apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#0b2545">
<tr><td style="background:#0b2545;padding:20px 28px;color:#ffffff;font-size:22px;font-weight:700;letter-spacing:.5px">${product}</td></tr>
<tr><td style="padding:28px">${body}
</td></tr>
<tr><td style="padding:16px 28px;background:#f7fafc;color:#3d5a80;font-size:13px">${product} · <a href="mailto:${support}" style="color:#c2410c">${support}</a></td></tr>
</table>
</td></tr>
</table>
</body></html>`;
}
