// The verification screen's calls (API.md 3 `verifycode`, `verify` for a new code).
import { apiGet, apiPost, unwrap } from '../../lib/api-client.ts';

export const verifyCode = (code: string) => apiPost('verifycode', { code }).then(unwrap);
export const resendVerifyCode = () => apiGet('verify').then(unwrap);
