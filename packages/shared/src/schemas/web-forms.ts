// The two public forms of the dating site, /delete and /contact (RULES.md "Validation"),
// with their exact messages. The pages validate with these schemas and the server's `webform` action parses
// the wire payload (RULES.md "Entities") with the same ones, so both give the same message for the same input.
//
// Each schema checks its rules in the order RULES.md "Validation" lists them and reports every broken rule in that
// order, so the first issue is "the first broken rule" the server answers with, and the page can show them all. The
// loose field types below never fail by themselves: the rules live in one ordered function.
import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import {
  ACTING_CHOICES,
  type Acting,
  captcha,
  email,
  type Flag,
  fail,
  flag,
  isCalendarDate,
  WEB_FORM_MESSAGES as M,
  QUERY_TYPES,
  type QueryType,
  required,
  text,
  tick,
  toFlag,
  type WebFormOptions,
} from './web-form-rules.ts';

export interface DeletionRequest {
  form: 'delete';
  name: string;
  contactemail: string;
  acting: Acting;
  /** Only when acting is 'other'. */
  relationship?: string;
  /** Only when acting is 'myself': 1 when the contact email is the account's email. */
  sameemail?: Flag;
  /** Copied from contactemail for myself with the same email; may be absent only for 'other'. */
  accountemail?: string;
  /** Copied from name for myself. */
  accountname: string;
  statement1: true;
  statement2: true;
  statement3: true;
  /** yyyy-MM-dd. */
  signeddate: string;
  signature: string;
  captcha?: string;
}

export interface ContactRequest {
  form: 'contact';
  name: string;
  contactemail: string;
  hasaccount: Flag;
  /** Only when hasaccount is 1. */
  sameemail?: Flag;
  /** Only when hasaccount is 1; copied from contactemail when sameemail is 1. */
  accountemail?: string;
  type: QueryType;
  query: string;
  terms: true;
  captcha?: string;
}

const DeletionFields = z.object({
  form: z.literal('delete'),
  name: text(M.name),
  contactemail: text(M.contactEmail),
  /** myself | client | friend | other, or the typed relationship text (RULES.md "Entities"). */
  acting: text(M.acting),
  /** The relationship text when acting is 'other'. */
  relationship: text(M.relationship),
  sameemail: flag(M.sameEmail),
  accountemail: text(M.accountHolderEmail),
  accountname: text(M.accountHolderName),
  statement1: tick(M.statements),
  statement2: tick(M.statements),
  statement3: tick(M.statements),
  signeddate: text(M.signedDate),
  signature: text(M.signature),
  captcha: text(M.captcha),
});

export type DeletionFormInput = z.input<typeof DeletionFields>;

export function deletionFormSchema(options: WebFormOptions = {}) {
  return DeletionFields.transform((v, ctx): DeletionRequest => {
    const name = required(ctx, 'name', v.name, M.name, LIMITS.realName, M.nameTooLong);
    const contactemail = email(ctx, 'contactemail', v.contactemail, M.contactEmail);

    const chosen = (v.acting ?? '').trim();
    const known = ACTING_CHOICES.find((choice) => choice === chosen.toLowerCase());
    let acting: Acting | undefined = known;
    let relationship: string | undefined;
    if (!chosen) fail(ctx, 'acting', M.acting);
    else if (!known || known === 'other') {
      // Older clients send the relationship itself as `acting` (RULES.md "Entities").
      acting = 'other';
      const typed = known === 'other' ? v.relationship : chosen;
      relationship = required(
        ctx,
        'relationship',
        typed,
        M.relationship,
        LIMITS.relationshipText,
        M.relationshipTooLong,
      );
    }

    let sameemail: Flag | undefined;
    if (acting === 'myself') {
      sameemail = toFlag(v.sameemail);
      if (sameemail === undefined) fail(ctx, 'sameemail', M.sameEmail);
    }

    let accountemail: string | undefined;
    if (acting === 'myself' && sameemail === 1) accountemail = contactemail;
    else if ((acting === 'myself' && sameemail === 0) || acting === 'client' || acting === 'friend') {
      accountemail = email(ctx, 'accountemail', v.accountemail, M.accountHolderEmail);
    } else if (acting === 'other' && (v.accountemail ?? '').trim()) {
      accountemail = email(ctx, 'accountemail', v.accountemail, M.accountHolderEmail);
    }

    let accountname: string | undefined;
    if (acting === 'myself') accountname = name;
    else if (acting) {
      accountname = required(
        ctx,
        'accountname',
        v.accountname,
        M.accountHolderName,
        LIMITS.realName,
        M.nameTooLong,
      );
    }

    // One message for the three boxes, on each one left unticked.
    for (const key of ['statement1', 'statement2', 'statement3'] as const) {
      if (v[key] !== true) fail(ctx, key, M.statements);
    }
    const date = (v.signeddate ?? '').trim();
    if (!date) fail(ctx, 'signeddate', M.signedDate);
    else if (!isCalendarDate(date)) fail(ctx, 'signeddate', M.signedDateInvalid);
    const signature = required(
      ctx,
      'signature',
      v.signature,
      M.signature,
      LIMITS.realName,
      M.signatureTooLong,
    );
    const token = captcha(ctx, v.captcha, options);

    if (ctx.issues.length > 0) return z.NEVER;
    return {
      form: 'delete',
      name: name as string,
      contactemail: contactemail as string,
      acting: acting as Acting,
      ...(relationship === undefined ? {} : { relationship }),
      ...(sameemail === undefined ? {} : { sameemail }),
      ...(accountemail === undefined ? {} : { accountemail }),
      accountname: accountname as string,
      statement1: true,
      statement2: true,
      statement3: true,
      signeddate: date,
      signature: signature as string,
      ...(token === undefined ? {} : { captcha: token }),
    };
  });
}

const ContactFields = z.object({
  form: z.literal('contact'),
  name: text(M.name),
  contactemail: text(M.contactEmail),
  hasaccount: flag(M.hasAccount),
  sameemail: flag(M.sameEmail),
  accountemail: text(M.accountEmail),
  type: text(M.queryType),
  query: text(M.queryTooLong),
  /** The "how this information will be disclosed" checkbox. */
  terms: tick(M.terms),
  captcha: text(M.captcha),
});

export type ContactFormInput = z.input<typeof ContactFields>;

export function contactFormSchema(options: WebFormOptions = {}) {
  return ContactFields.transform((v, ctx): ContactRequest => {
    const name = required(ctx, 'name', v.name, M.name, LIMITS.realName, M.nameTooLong);
    const contactemail = email(ctx, 'contactemail', v.contactemail, M.contactEmail);
    const hasaccount = toFlag(v.hasaccount);
    if (hasaccount === undefined) fail(ctx, 'hasaccount', M.hasAccount);

    let sameemail: Flag | undefined;
    let accountemail: string | undefined;
    if (hasaccount === 1) {
      sameemail = toFlag(v.sameemail);
      if (sameemail === undefined) fail(ctx, 'sameemail', M.sameEmail);
      else if (sameemail === 1) accountemail = contactemail;
      else accountemail = email(ctx, 'accountemail', v.accountemail, M.accountEmail);
    }

    const type = QUERY_TYPES.find((t) => t === v.type);
    if (!type) fail(ctx, 'type', M.queryType);
    const query = (v.query ?? '').trim();
    if (query.length > LIMITS.feedbackDetails) fail(ctx, 'query', M.queryTooLong);
    if (v.terms !== true) fail(ctx, 'terms', M.terms);
    const token = captcha(ctx, v.captcha, options);

    if (ctx.issues.length > 0) return z.NEVER;
    return {
      form: 'contact',
      name: name as string,
      contactemail: contactemail as string,
      hasaccount: hasaccount as Flag,
      ...(sameemail === undefined ? {} : { sameemail }),
      ...(accountemail === undefined ? {} : { accountemail }),
      type: type as QueryType,
      query,
      terms: true,
      ...(token === undefined ? {} : { captcha: token }),
    };
  });
}

/**
 * The `webform` action's input: the RULES.md "Entities" payload, told apart by `form`. The captcha is not required
 * here: the server checks it with its provider, answering `WEB_FORM_MESSAGES.captcha` when it is missing or wrong.
 */
export const ZWebForm = z.discriminatedUnion('form', [deletionFormSchema(), contactFormSchema()], {
  error: 'Please choose a form: delete or contact.',
});

export type WebFormRequest = DeletionRequest | ContactRequest;
