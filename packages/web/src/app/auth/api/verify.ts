// The verification screen's calls (RULES.md "Reads and writes" `verifycode`, and `verify` for a new code); the
// one-time code link's call is the shell's (shell/code/code-link-api.ts).
import { apiGet, apiPost, unwrap } from '../../../lib/api-client.ts';

export const verifyCode = (code: string) => apiPost('verifycode', { code }).then(unwrap);
export const resendVerifyCode = () => apiGet('verify').then(unwrap);
