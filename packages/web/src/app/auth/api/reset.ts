// The password and email screens' calls (RULES.md "Reads and writes"): a password reset by code or by link, and a
// new email address confirmed by its code. The reset screens are open to a signed-out person: they handle their own
// 401.
import type { ChangeEmail } from '@rookery/shared/schemas/auth-forms.ts';
import { useMutation } from '@tanstack/react-query';
import { apiGet, apiPost, failsWith, unwrap } from '../../../lib/api-client.ts';
import { getCookie } from '../../../lib/cookies.ts';

const OOPS = 'Oops, something went wrong!';

export type CodeRequest = { sent: true; email: string; resent: boolean } | { sent: false };

/** A reset code for the account-email cookie's address; `resent` when one was asked for before (the pending cookie). */
async function requestCode(): Promise<CodeRequest> {
  const account = getCookie('email');
  if (!account) return { sent: false };
  const { email } = await apiGet('pwresetcode', { email: account }).then(unwrap);
  return { sent: true, email, resent: getCookie('pwresetcode') !== undefined };
}

export const useRequestPasswordCode = () =>
  useMutation({ meta: { redirectOn401: false }, mutationFn: requestCode });

export const useVerifyPasswordCode = (email: string) =>
  useMutation({
    meta: { redirectOn401: false },
    mutationFn: (code: string) =>
      apiPost('verifypwreset', { email, code })
        .then(unwrap)
        .catch(failsWith('Too many attempts, please try again later.')),
  });

export const useResetPassword = (email: string, code: string) =>
  useMutation({
    meta: { redirectOn401: false },
    mutationFn: (password: string) =>
      apiPost('resetpw', { email, code, password }).then(unwrap).catch(failsWith(OOPS)),
  });

export const useResetPasswordWithLink = (token: string) =>
  useMutation({
    meta: { redirectOn401: false },
    mutationFn: (password: string) =>
      apiPost('resetpwlink', { token, password }).then(unwrap).catch(failsWith(OOPS)),
  });

const changeEmail = (values: ChangeEmail) => apiPost('changeemail', values).then(unwrap);

export const useChangeEmail = () => useMutation({ mutationFn: changeEmail });

/** A new code goes out by asking for the change again with the same details. */
export const useResendEmailCode = () =>
  useMutation({ mutationFn: (values: ChangeEmail) => changeEmail(values).catch(failsWith(OOPS)) });

export const useVerifyNewEmail = () =>
  useMutation({ mutationFn: (code: string) => apiPost('verifynewemail', { code }).then(unwrap) });
