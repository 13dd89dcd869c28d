// The one-time code link's call (RULES.md "Reads and writes" `codelink`), which the verification, password reset and
// new email links open through code-link.tsx.
import { apiPost, unwrap } from '../../../lib/api-client.ts';

export const openCodeLink = (token: string) => apiPost('codelink', { token }).then(unwrap);
