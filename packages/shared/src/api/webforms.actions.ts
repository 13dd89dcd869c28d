// The public actions of the dating site's two forms and their captcha (RULES.md "Reads and writes").
//
// GET  /api?action=captchasitekey   → {success, provider, sitekey}. provider is what THIS request must solve:
//      "none" when captcha is switched off, or when the request comes from localhost (Host is localhost,
//      127.0.0.1, [::1] or *.localhost AND the connection comes from a loopback address) and local skipping
//      is on (CAPTCHA_SKIP_LOCAL, on by default outside production). sitekey is the reCAPTCHA site key, else "".
// GET  /api?action=captchachallenge → {success, parameters, signature}: an ALTCHA v2 challenge that expires
//      after 10 minutes (404 unless the provider is altcha). Each solution is accepted once.
// POST /api {action:"webform", data} → {success}. data is the RULES.md "Entities" payload: form ("delete"|"contact"),
//      name, contactemail, accountemail, acting, accountname, sameemail (1|0), captcha, hasaccount (1|0), type,
//      query; plus, [defined here]:
//        relationship                 the relationship text when acting is "other" (older clients may send
//                                     the text itself as acting, as RULES.md "Entities" has it)
//        statement1..3 (true)         the deletion form's three sworn statements
//        signeddate ("yyyy-MM-dd")    the deletion form's signed date
//        signature                    the deletion form's signature (the typed full name)
//        terms (true)                 the contact form's "how this information will be disclosed" checkbox
//      captcha is the ALTCHA payload (base64) or the reCAPTCHA response token. 400 with the RULES.md "Validation"
//      message of the first rule broken, the captcha last ('Please complete the ReCAPTCHA' when missing, wrong,
//      expired or already used); 429 with Retry-After after 10 submissions an hour from one IP.
//
// [defined here] The confirmation of a deletion request. Support mails the account's own address a link
// to /delete/confirm?token=… (valid 7 days); the page uses these two. Both are POST so the token stays out of
// URLs and access logs, and both allow 30 calls an hour from one IP (429 with Retry-After).
// POST /api {action:"deletionlink", data:{token}}     → {success, accountemail, expires}: the link can be used;
//      expires is an ISO time. 400 with a sentence of schemas/deletion-link.ts (invalid, expired, used, closed,
//      under way) otherwise.
// POST /api {action:"confirmdeletion", data:{token}} → {success}: the account is deleted, the request resolved and
//      the requester (and the account's address, if different) told by mail. The same 400 sentences otherwise.
import { z } from 'zod';
import { ZDeletionLink } from '../schemas/deletion-link.ts';
import { ZWebForm } from '../schemas/web-forms.ts';
import { defineAction } from './action.ts';

const NoInput = z.object({}).strip();

export type CaptchaProvider = 'altcha' | 'recaptcha' | 'none';

/** An ALTCHA v2 challenge as the `altcha` widget reads it. */
export interface AltchaChallenge {
  parameters: {
    algorithm: string;
    nonce: string;
    salt: string;
    cost: number;
    keyLength: number;
    keyPrefix: string;
    keySignature?: string;
    expiresAt?: number;
    data?: Record<string, string | number | boolean | null>;
  };
  signature?: string;
}

const ZAltchaChallenge = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string().optional(),
}) satisfies z.ZodType<AltchaChallenge>;

export const WEBFORMS_ACTIONS = {
  captchasitekey: defineAction<typeof NoInput, { provider: CaptchaProvider; sitekey: string }>({
    method: 'GET',
    gate: 'public',
    input: NoInput,
    outputSchema: z.object({ provider: z.enum(['altcha', 'recaptcha', 'none']), sitekey: z.string() }),
  }),
  captchachallenge: defineAction<typeof NoInput, AltchaChallenge>({
    method: 'GET',
    gate: 'public',
    input: NoInput,
    // Each challenge counts against the client address's hourly allowance.
    sideEffects: true,
    outputSchema: ZAltchaChallenge,
  }),
  webform: defineAction<typeof ZWebForm, object>({
    method: 'POST',
    gate: 'public',
    input: ZWebForm,
    outputSchema: z.object({}),
  }),
  deletionlink: defineAction<typeof ZDeletionLink, { accountemail: string; expires: string }>({
    method: 'POST',
    gate: 'public',
    input: ZDeletionLink,
    outputSchema: z.object({ accountemail: z.string(), expires: z.string() }),
  }),
  confirmdeletion: defineAction<typeof ZDeletionLink, object>({
    method: 'POST',
    gate: 'public',
    input: ZDeletionLink,
    outputSchema: z.object({}),
  }),
};
