// The password and email screens' calls (RULES.md "Reads and writes"): a password reset by code or by link, and a
// new email address.
import { type ApiInput, apiGet, apiPost, unwrap } from '../../../lib/api-client.ts';

export const requestPasswordCode = (email: string) => apiGet('pwresetcode', { email }).then(unwrap);
export const verifyPasswordCode = (email: string, code: string) =>
  apiPost('verifypwreset', { email, code }).then(unwrap);
export const resetPassword = (email: string, code: string, password: string) =>
  apiPost('resetpw', { email, code, password }).then(unwrap);
export const resetPasswordWithLink = (token: string, password: string) =>
  apiPost('resetpwlink', { token, password }).then(unwrap);

export const changeEmail = (values: ApiInput<'changeemail'>) => apiPost('changeemail', values).then(unwrap);
export const verifyNewEmail = (code: string) => apiPost('verifynewemail', { code }).then(unwrap);
