// The rules shared by the two public forms (web-forms.ts): the RULES.md "Validation" messages, the choices, the sworn
// statements, and the small checks each schema runs in the order of RULES.md "Validation", each reporting its issue
// on its field.
import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { emailField } from './email.ts';

export const WEB_FORM_MESSAGES = {
  name: 'Name is required',
  contactEmail: 'Contact Email is required',
  invalidEmail: 'invalid email address',
  acting: 'Please select who you are acting on behalf of.',
  relationship: 'Please provide details of your relationship to the account holder.',
  sameEmail: 'Please confirm whether the contact email is the same as your account email.',
  accountHolderEmail: "Account holder's email is required.",
  accountHolderName: "Account holder's name is required.",
  statements: 'You must accept all statements.',
  signedDate: 'Signed Date is required',
  signature: 'Signature is required',
  captcha: 'Please complete the ReCAPTCHA',
  hasAccount: 'Please confirm whether you have an account with us.',
  accountEmail: 'Account Email is required',
  queryType: 'Please select type of query',
  terms: 'Please confirm you understand how this information will be disclosed.',
  // Limits RULES.md "Constants and limits" sets without a sentence of its own.
  nameTooLong: `Name must be ${LIMITS.realName} characters or fewer.`,
  relationshipTooLong: `Relationship details must be ${LIMITS.relationshipText} characters or fewer.`,
  signedDateInvalid: 'Signed Date must be a valid date.',
  signatureTooLong: `Signature must be ${LIMITS.realName} characters or fewer.`,
  queryTooLong: `Your query must be ${LIMITS.feedbackDetails} characters or fewer.`,
} as const;

const M = WEB_FORM_MESSAGES;

/** Who a deletion request is for (RULES.md "Entities", "Roles"); on the wire, 'other' may arrive as the typed relationship. */
export const ACTING_CHOICES = ['myself', 'client', 'friend', 'other'] as const;
export type Acting = (typeof ACTING_CHOICES)[number];

/** The contact form's query types (RULES.md "Entities"); the wire carries the label itself. */
export const QUERY_TYPES = [
  'Technical issue',
  'Complaint',
  'Feedback or suggestions',
  'General enquiry',
] as const;
export type QueryType = (typeof QUERY_TYPES)[number];

/** The three sworn statements of the deletion form, quoted in the form and in the mail to support. */
export const DELETION_STATEMENTS = [
  "I am the account holder, or I have the account holder's permission or the legal authority to make this request for them.",
  'The information I have given in this form is true and complete.',
  'I understand that deletion is permanent: the profile, matches, messages, photos and voice recordings cannot be restored.',
] as const;

export interface WebFormOptions {
  /**
   * The page requires the captcha when it shows a widget; the server leaves it out of the schema and checks
   * it with its captcha provider (skipped on localhost and with provider none), with the same message.
   */
  requireCaptcha?: boolean;
}

/** 1 or 0 on the wire (RULES.md "Entities"); radio buttons give '1' or '0'; '' or nothing means "not answered". */
export const flag = (message: string) =>
  z
    .union([z.literal(1), z.literal(0), z.literal('1'), z.literal('0'), z.literal('')], { error: message })
    .nullish();
export const text = (message: string) => z.string({ error: message }).nullish();
export const tick = (message: string) => z.boolean({ error: message }).nullish();

export type Flag = 0 | 1;
export type Ctx = z.core.$RefinementCtx<unknown>;

export function toFlag(value: Flag | '1' | '0' | '' | null | undefined): Flag | undefined {
  if (value === 1 || value === '1') return 1;
  if (value === 0 || value === '0') return 0;
  return undefined;
}

export function fail(ctx: Ctx, path: string, message: string): undefined {
  ctx.addIssue({ code: 'custom', message, path: [path] });
  return undefined;
}

/** Required, trimmed text of at most `max` characters; undefined (with an issue) otherwise. */
export function required(
  ctx: Ctx,
  path: string,
  value: string | null | undefined,
  message: string,
  max: number,
  tooLong: string,
) {
  const trimmed = (value ?? '').trim();
  if (!trimmed) return fail(ctx, path, message);
  if (trimmed.length > max) return fail(ctx, path, tooLong);
  return trimmed;
}

export function email(
  ctx: Ctx,
  path: string,
  value: string | null | undefined,
  message: string,
): string | undefined {
  const parsed = emailField(message, M.invalidEmail).safeParse(value ?? '');
  if (parsed.success) return parsed.data;
  return fail(ctx, path, parsed.error.issues[0]?.message ?? M.invalidEmail);
}

export function captcha(
  ctx: Ctx,
  value: string | null | undefined,
  options: WebFormOptions,
): string | undefined {
  const token = (value ?? '').trim();
  if (!token && options.requireCaptcha) fail(ctx, 'captcha', M.captcha);
  return token || undefined;
}

/** A calendar date written yyyy-MM-dd that exists (no 31 February). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
