import { describe, expect, it } from 'vitest';
import { WEB_FORM_MESSAGES as M } from './web-form-rules.ts';
import {
  type ContactFormInput,
  contactFormSchema,
  type DeletionFormInput,
  deletionFormSchema,
  ZWebForm,
} from './web-forms.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;
const paths = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

const sworn = { statement1: true, statement2: true, statement3: true } as const;
const goodDeletion: DeletionFormInput = {
  form: 'delete',
  name: 'Ana Lee',
  contactemail: 'ana@example.com',
  acting: 'myself',
  sameemail: '1',
  ...sworn,
  signeddate: '2026-03-01',
  signature: 'Ana Lee',
};
const goodContact: ContactFormInput = {
  form: 'contact',
  name: 'Ana Lee',
  contactemail: 'ana@example.com',
  hasaccount: '0',
  type: 'General enquiry',
  terms: true,
};

const deletion = deletionFormSchema();
const contact = contactFormSchema();

describe('deletion form: every RULES.md "Validation" rule in order', () => {
  const cases: [string, Partial<DeletionFormInput>, string][] = [
    ['name missing', { name: '  ' }, M.name],
    ['name too long', { name: 'x'.repeat(101) }, M.nameTooLong],
    ['contact email missing', { contactemail: '' }, M.contactEmail],
    ['contact email malformed', { contactemail: 'ana@example' }, M.invalidEmail],
    ['acting missing', { acting: '' }, M.acting],
    ['other without relationship', { acting: 'other', relationship: ' ' }, M.relationship],
    ['relationship over 200', { acting: 'other', relationship: 'x'.repeat(201) }, M.relationshipTooLong],
    ['myself without the same-email answer', { sameemail: undefined }, M.sameEmail],
    ['myself, different email, no account email', { sameemail: '0', accountemail: '' }, M.accountHolderEmail],
    ['myself, different email, malformed', { sameemail: 0, accountemail: 'x@y' }, M.invalidEmail],
    ['client without account email', { acting: 'client', accountname: 'Bo' }, M.accountHolderEmail],
    ['friend without account email', { acting: 'friend', accountname: 'Bo' }, M.accountHolderEmail],
    [
      'client without account name',
      { acting: 'client', accountemail: 'bo@example.com' },
      M.accountHolderName,
    ],
    [
      'other without account name',
      { acting: 'other', relationship: 'Sister', accountemail: 'bo@example.com' },
      M.accountHolderName,
    ],
    ['a statement unticked', { statement2: false }, M.statements],
    ['signed date missing', { signeddate: '' }, M.signedDate],
    ['signed date not a date', { signeddate: '2026-02-30' }, M.signedDateInvalid],
    ['signature missing', { signature: ' ' }, M.signature],
    ['signature too long', { signature: 'x'.repeat(101) }, M.signatureTooLong],
  ];
  it.each(cases)('%s', (_name, change, message) => {
    expect(firstMessage(deletion.safeParse({ ...goodDeletion, ...change }))).toBe(message);
  });

  it('reports every broken rule, in the order RULES.md "Validation" lists them', () => {
    expect(paths(deletion.safeParse({ form: 'delete', acting: 'client' }))).toEqual([
      `name: ${M.name}`,
      `contactemail: ${M.contactEmail}`,
      `accountemail: ${M.accountHolderEmail}`,
      `accountname: ${M.accountHolderName}`,
      `statement1: ${M.statements}`,
      `statement2: ${M.statements}`,
      `statement3: ${M.statements}`,
      `signeddate: ${M.signedDate}`,
      `signature: ${M.signature}`,
    ]);
  });

  it('requires the captcha only when asked to, with its message', () => {
    expect(deletion.safeParse(goodDeletion).success).toBe(true);
    const strict = deletionFormSchema({ requireCaptcha: true });
    expect(firstMessage(strict.safeParse(goodDeletion))).toBe(M.captcha);
    expect(strict.safeParse({ ...goodDeletion, captcha: 'token' }).data?.captcha).toBe('token');
  });

  it('myself copies the name, and with the same email the contact email, into the account fields', () => {
    expect(deletion.parse(goodDeletion)).toEqual({
      form: 'delete',
      name: 'Ana Lee',
      contactemail: 'ana@example.com',
      acting: 'myself',
      sameemail: 1,
      accountemail: 'ana@example.com',
      accountname: 'Ana Lee',
      ...sworn,
      signeddate: '2026-03-01',
      signature: 'Ana Lee',
    });
    const other = deletion.parse({ ...goodDeletion, sameemail: '0', accountemail: ' old@example.com ' });
    expect(other).toMatchObject({ sameemail: 0, accountemail: 'old@example.com', accountname: 'Ana Lee' });
  });

  it('keeps only the fields the chosen option uses', () => {
    const friend = deletion.parse({
      ...goodDeletion,
      acting: 'friend',
      relationship: 'left over from another choice',
      sameemail: '1',
      accountemail: 'bo@example.com',
      accountname: 'Bo Lee',
    });
    expect(friend).not.toHaveProperty('relationship');
    expect(friend).not.toHaveProperty('sameemail');
    expect(friend).toMatchObject({ acting: 'friend', accountemail: 'bo@example.com', accountname: 'Bo Lee' });
  });

  it('accepts \'other\' as the typed relationship itself, as RULES.md "Entities" sends it, and allows no account email', () => {
    const typed = deletion.parse({ ...goodDeletion, acting: 'Her lawyer', accountname: 'Bo Lee' });
    expect(typed).toMatchObject({ acting: 'other', relationship: 'Her lawyer', accountname: 'Bo Lee' });
    expect(typed).not.toHaveProperty('accountemail');
    // The parsed request parses again to itself, so the page can send what it validated.
    expect(deletion.parse(typed)).toEqual(typed);
  });
});

describe('contact form: every RULES.md "Validation" rule in order', () => {
  const cases: [string, Partial<ContactFormInput>, string][] = [
    ['name missing', { name: '' }, M.name],
    ['contact email missing', { contactemail: undefined }, M.contactEmail],
    ['contact email malformed', { contactemail: 'ana.example.com' }, M.invalidEmail],
    ['has-account not answered', { hasaccount: '' }, M.hasAccount],
    ['has an account, same-email not answered', { hasaccount: '1' }, M.sameEmail],
    ['has an account, different, no account email', { hasaccount: 1, sameemail: '0' }, M.accountEmail],
    [
      'has an account, different, malformed',
      { hasaccount: 1, sameemail: 0, accountemail: 'a@' },
      M.invalidEmail,
    ],
    ['type missing', { type: '' }, M.queryType],
    ['type not one of the four', { type: 'Billing' }, M.queryType],
    ['query over 2000', { query: 'x'.repeat(2001) }, M.queryTooLong],
    ['terms unticked', { terms: false }, M.terms],
  ];
  it.each(cases)('%s', (_name, change, message) => {
    expect(firstMessage(contact.safeParse({ ...goodContact, ...change }))).toBe(message);
  });

  it('requires the captcha only when asked to', () => {
    expect(firstMessage(contactFormSchema({ requireCaptcha: true }).safeParse(goodContact))).toBe(M.captcha);
  });

  it('copies the contact email when it is the account email, and drops account fields without an account', () => {
    expect(contact.parse({ ...goodContact, hasaccount: '1', sameemail: '1', query: '  Hello  ' })).toEqual({
      form: 'contact',
      name: 'Ana Lee',
      contactemail: 'ana@example.com',
      hasaccount: 1,
      sameemail: 1,
      accountemail: 'ana@example.com',
      type: 'General enquiry',
      query: 'Hello',
      terms: true,
    });
    const none = contact.parse({ ...goodContact, sameemail: '0', accountemail: 'left@example.com' });
    expect(none).not.toHaveProperty('accountemail');
    expect(none).not.toHaveProperty('sameemail');
  });
});

describe('the webform action input', () => {
  it('tells the two forms apart by `form` and refuses anything else', () => {
    expect(ZWebForm.parse(goodDeletion).form).toBe('delete');
    expect(ZWebForm.parse({ ...goodContact, captcha: 'x' })).toMatchObject({ form: 'contact', captcha: 'x' });
    expect(firstMessage(ZWebForm.safeParse({ ...goodContact, form: 'feedback' }))).toBe(
      'Please choose a form: delete or contact.',
    );
  });

  it('gives the field message for a value of the wrong type', () => {
    expect(firstMessage(ZWebForm.safeParse({ ...goodContact, name: 42 }))).toBe(M.name);
    expect(firstMessage(ZWebForm.safeParse({ ...goodContact, hasaccount: 'maybe' }))).toBe(M.hasAccount);
  });
});
