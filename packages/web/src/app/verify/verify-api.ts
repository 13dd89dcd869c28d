// The verification screen's calls (API.md 3 `verifycode`, `verify` for a new code) and the one-time code link
// (`codelink`) that the verification, password reset and new email links open.
import { apiGet, apiPost, unwrap } from '../../lib/api-client.ts';

export const verifyCode = (code: string) => apiPost('verifycode', { code }).then(unwrap);
export const resendVerifyCode = () => apiGet('verify').then(unwrap);
export const openCodeLink = (token: string) => apiPost('codelink', { token }).then(unwrap);
