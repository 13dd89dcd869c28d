// The account actions of RULES.md "Reads and writes" from sign-up to the deck: thin handlers over the account
// services.
import type { ACTIONS } from '@rookery/shared/api/actions.ts';
import type { SignInMethods } from '@rookery/shared/api/auth.actions.ts';
import type { Handlers } from '../../platform/http/api-dispatcher.ts';
import { clientOf } from '../../platform/http/client-address.ts';
import { getViewer } from '../../platform/http/viewer.ts';
import type { CodesService } from './codes.service.ts';
import { deviceCookieOf } from './device-cookie.ts';
import type { EmailChangeService } from './email-change.service.ts';
import type { PasswordResetService } from './password-reset.service.ts';
import type { SignInService } from './signin.service.ts';
import type { VerificationService } from './verification.service.ts';

type AuthActionName =
  | 'signinmethods'
  | 'pwresetcode'
  | 'verifypwreset'
  | 'resetpw'
  | 'codelink'
  | 'resetpwlink'
  | 'logincheck'
  | 'verify'
  | 'verifycode'
  | 'accepttc'
  | 'changeemail'
  | 'verifynewemail';

export interface AuthActionDeps {
  methods: SignInMethods;
  signIn: SignInService;
  verification: VerificationService;
  passwordReset: PasswordResetService;
  emailChange: EmailChangeService;
  codes: CodesService;
  /** Stores the position logincheck brings (the location module). */
  recordLocation(
    userId: string,
    fix: { latitude?: number; longitude?: number; accuracy?: number | null },
    deviceCountry: string | null | undefined,
  ): Promise<unknown>;
}

export function authActions(deps: AuthActionDeps): Pick<Handlers<typeof ACTIONS>, AuthActionName> {
  const { verification, passwordReset, emailChange } = deps;
  return {
    signinmethods: async () => deps.methods,

    pwresetcode: async ({ input, request }) => {
      await passwordReset.requestCode(input.email, clientOf(request), deviceCookieOf(request));
      return { email: input.email };
    },
    verifypwreset: async ({ input, request }) => {
      await passwordReset.checkCode(input.email, input.code, clientOf(request));
      return {};
    },
    resetpw: async ({ input, request }) => {
      // A public action; from Settings it comes with the session it was made in, which stays signed in.
      const current = await getViewer(request);
      await passwordReset.reset(input.email, input.code, input.password, clientOf(request), current);
      await deps.signIn.forgetFailures(input.email, clientOf(request));
      return {};
    },
    codelink: async ({ input }) => {
      const { purpose, sentTo } = await deps.codes.checkLink(input.token, false);
      if (purpose === 'verify') return { purpose, email: await verification.confirmByLink(input.token) };
      if (purpose === 'changeemail') return { purpose, email: await emailChange.confirmByLink(input.token) };
      return { purpose, email: sentTo };
    },
    resetpwlink: async ({ input, request }) => {
      const { email } = await passwordReset.resetWithLink(input.token, input.password);
      await deps.signIn.forgetFailures(email, clientOf(request));
      return {};
    },

    logincheck: async ({ input, viewer, request }) => {
      const answer = await verification.loginCheck(viewer.userId);
      // A position that cannot be stored or named must not keep anyone out of the app.
      await deps
        .recordLocation(viewer.userId, input.locationdata ?? {}, input.devicecountry)
        .catch((err: unknown) => {
          request.log.warn({ err }, 'logincheck could not record the location');
        });
      return answer;
    },
    verify: async ({ viewer }) => {
      await verification.resend(viewer.userId);
      return {};
    },
    verifycode: async ({ input, viewer }) => {
      await verification.confirm(viewer.userId, input.code);
      return {};
    },
    accepttc: async ({ viewer }) => {
      await verification.acceptTerms(viewer.userId);
      return {};
    },

    changeemail: async ({ input, viewer, request }) => {
      await emailChange.request(viewer.userId, input, deviceCookieOf(request));
      return {};
    },
    verifynewemail: async ({ input, viewer }) => ({
      email: await emailChange.confirm(viewer.userId, input.code),
    }),
  };
}
