// The HTML of every mail: one frame (the product's name on the dating site's navy, a white card, a footer with the
// support address) around blocks: paragraph, note, heading, code, button, link, table, list and picture. Each block
// takes plain text and escapes it here, so a mail module never writes a tag or a colour of its own.
import { escapeHtml } from '@rookery/shared/html.ts';
import { COLOURS, SITE_LOOKS } from '@rookery/shared/site-looks.ts';

declare const blockBrand: unique symbol;
/** A piece of mail HTML made by this module from escaped text; a plain string is not one. */
export type MailBlock = string & { readonly [blockBrand]: true };

const block = (html: string) => html as MailBlock;
const e = escapeHtml;

const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const MONO = 'ui-monospace,SFMono-Regular,Menlo,Consolas,monospace';
/** The mail's colours: the dating site's theme colour for the frame and text, design tokens for the rest. */
const INK = SITE_LOOKS.dating.themeColor;
const QUIET = COLOURS.ocean600;
const ACCENT = COLOURS.coral700;
const BACKDROP = COLOURS.ocean100;
const WASH = COLOURS.ocean50;

export interface MailFrame {
  /** The document title (mail clients show it in previews); usually the subject. */
  title: string;
  product: string;
  /** The address in the footer; absent for mails to our own support mailbox. */
  supportEmail?: string;
}

/** The whole document: the frame around `blocks`. */
export function mailPage(frame: MailFrame, blocks: readonly MailBlock[]): string {
  const product = e(frame.product);
  const support = frame.supportEmail
    ? ` · <a href="mailto:${e(frame.supportEmail)}" style="color:${ACCENT}">${e(frame.supportEmail)}</a>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(frame.title)}</title></head>
<body style="margin:0;padding:0;background:${BACKDROP}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${BACKDROP};padding:24px 12px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;border-radius:16px;overflow:hidden;background:${COLOURS.white};font:16px/1.5 ${FONT};color:${INK}">
<tr><td style="background:${INK};padding:20px 28px;color:${COLOURS.white};font-size:22px;font-weight:700;letter-spacing:.5px">${product}</td></tr>
<tr><td style="padding:28px">
${blocks.join('\n')}
</td></tr>
<tr><td style="padding:16px 28px;background:${WASH};color:${QUIET};font-size:13px">${product}${support}</td></tr>
</table>
</td></tr>
</table>
</body></html>`;
}

/** A paragraph; `strong` for the one line the mail is about. */
export function paragraph(text: string, options: { strong?: boolean } = {}): MailBlock {
  return block(`<p style="margin:0 0 16px${options.strong ? ';font-weight:600' : ''}">${e(text)}</p>`);
}

/** A paragraph in the quiet colour: what to do if the mail was not expected, where to write. */
export function quiet(text: string): MailBlock {
  return block(`<p style="margin:0 0 16px;color:${QUIET}">${e(text)}</p>`);
}

/** A paragraph set apart with the coral bar: safety advice, the one thing to do. */
export function note(text: string): MailBlock {
  return block(
    `<p style="margin:0 0 16px;padding:12px 16px;border-left:4px solid ${COLOURS.coral400};background:${COLOURS.coral50}">${e(text)}</p>`,
  );
}

export function heading(text: string): MailBlock {
  return block(`<h2 style="margin:24px 0 8px;font-size:17px;line-height:1.3">${e(text)}</h2>`);
}

/** A one-time code, large and spaced, to type in by hand. */
export function code(value: string): MailBlock {
  return block(`<p style="margin:0 0 24px;text-align:center">
  <span style="display:inline-block;padding:16px 24px;border-radius:12px;background:${WASH};color:${INK};font:700 36px/1 ${MONO};letter-spacing:12px">${e(value)}</span>
</p>`);
}

/** The mail's main link as a button, with a line above it and, when `showAddress`, the address below to copy. */
export function button(
  label: string,
  href: string,
  options: { above?: string; showAddress?: boolean } = {},
): MailBlock {
  const above = options.above ? `${e(options.above)}<br>\n  ` : '';
  const address = options.showAddress
    ? `<br>\n  <span style="display:inline-block;margin-top:8px;font-size:13px;color:${QUIET};word-break:break-all">${e(href)}</span>`
    : '';
  return block(`<p style="margin:0 0 24px;text-align:center">${above}<a href="${e(href)}" style="display:inline-block;margin-top:8px;padding:12px 20px;border-radius:999px;background:${ACCENT};color:${COLOURS.white};font-weight:700;text-decoration:none">${e(label)}</a>${address}
</p>`);
}

/** A plain link on its own line. */
export function link(label: string, href: string): MailBlock {
  return block(
    `<p style="margin:0 0 16px"><a href="${e(href)}" style="color:${ACCENT};font-weight:600">${e(label)}</a></p>`,
  );
}

/** Label and value rows (a form's answers): values keep their line breaks. */
export function table(rows: readonly (readonly [label: string, value: string])[]): MailBlock {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;color:${QUIET};font-weight:600">${e(label)}</th><td style="padding:4px 0;white-space:pre-wrap;word-break:break-word">${e(value)}</td></tr>`,
    )
    .join('\n');
  return block(
    `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">\n${cells}\n</table>`,
  );
}

export function numberedList(items: readonly string[]): MailBlock {
  return block(
    `<ol style="margin:0 0 16px;padding-left:24px">${items.map((item) => `<li>${e(item)}</li>`).join('')}</ol>`,
  );
}

/** A square picture (an address we serve), with its text alternative. */
export function picture(src: string, alt: string, size: number): MailBlock {
  return block(
    `<p style="margin:0 0 16px"><img src="${e(src)}" alt="${e(alt)}" width="${size}" height="${size}" style="border-radius:12px" /></p>`,
  );
}
