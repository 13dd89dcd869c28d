// The body of POST /signin (RULES.md "Session", "Entities"): one shape per platform. The web's forms
// and the server parse with these, so a person sees the same RULES.md "Validation" message on both sides.
import { z } from 'zod';
import { ZEmailLogin, ZRegister } from '../schemas/auth-forms.ts';

export const SIGNIN_PLATFORMS = ['Register', 'Email', 'Google', 'Facebook'] as const;
export type SignInPlatform = (typeof SIGNIN_PLATFORMS)[number];

/** Always "web" from the browser; the mobile app sends its own id. Not trusted for anything. */
const deviceid = z.string().max(200).optional();

const providerToken = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(4096, message);

const GOOGLE_INCOMPLETE = 'The Google sign-in did not come back complete, please try again.';
/** RFC 7636 4.1: 43 to 128 unreserved characters; the web app sends 43 (32 random bytes, base64url). */
const pkceSecret = z
  .string({ error: GOOGLE_INCOMPLETE })
  .regex(/^[A-Za-z0-9\-._~]{43,128}$/, GOOGLE_INCOMPLETE);

export const ZSignInData = z.discriminatedUnion(
  'platform',
  [
    ZRegister.extend({ platform: z.literal('Register'), deviceid }),
    ZEmailLogin.extend({ platform: z.literal('Email'), deviceid }),
    z
      .object({
        platform: z.literal('Google'),
        /** The authorization code from Google's redirect, exchanged on the server. */
        code: providerToken(GOOGLE_INCOMPLETE),
        /**
         * PKCE (RFC 7636): the verifier whose S256 challenge went to Google with this sign-in; sent on with the code.
         * The web app always sends it with `nonce`; the `{code, deviceid}` of RULES.md "Session" (the mobile app,
         * whose code comes from Google's own SDK) sends neither: both or none.
         */
        code_verifier: pkceSecret.optional(),
        /**
         * The value this tab kept for this sign-in; Google was sent its SHA-256 (base64url) as the `nonce`, which the
         * ID token must carry (OpenID Connect Core 15.5.2), so the token belongs to this browser's attempt.
         */
        nonce: pkceSecret.optional(),
        deviceid,
      })
      .refine((d) => (d.code_verifier === undefined) === (d.nonce === undefined), {
        error: GOOGLE_INCOMPLETE,
      }),
    z.object({
      platform: z.literal('Facebook'),
      /** The user access token from Facebook's redirect, checked on the server with the app secret. */
      token: providerToken('The Facebook sign-in did not come back complete, please try again.'),
      /** May be empty (the browser cannot ask the Graph API); when given it must be the token's user. */
      userid: z.string().trim().max(64).optional().default(''),
      deviceid,
    }),
  ],
  { error: 'Please choose a way to sign in.' },
);

export const ZSignInRequest = z.object(
  { data: ZSignInData },
  { error: 'The request body must be {"data": {"platform": ...}}.' },
);

export type SignInData = z.output<typeof ZSignInData>;
export type SignInRequest = z.input<typeof ZSignInRequest>;
