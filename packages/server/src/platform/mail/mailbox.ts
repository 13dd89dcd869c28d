// The mailbox an address delivers to, for counting and matching addresses that people spell in many ways: the
// acknowledgement cap of the web forms and the ban list. Never used to send mail.

/** Providers that ignore dots in the local part (Gmail's two domains are one mailbox). */
const DOTLESS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * Lower case; the `+tag` of plus-addressing dropped (Gmail, Outlook, iCloud, Fastmail, Proton and most others
 * deliver `name+tag@` to `name@`); for Gmail, dots dropped and googlemail.com read as gmail.com. A provider that
 * gives `a+b@` to someone other than `a@` would merge two people: none of the large ones does.
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  const dotless = DOTLESS[domain];
  if (dotless) {
    local = local.replaceAll('.', '');
    domain = dotless;
  }
  return `${local}@${domain}`;
}
