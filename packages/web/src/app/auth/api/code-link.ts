// The one-time code link's call (RULES.md "Reads and writes" `codelink`), which the verification, password reset and
// new email links open through code-link.tsx.
import { useMutation } from '@tanstack/react-query';
import { apiPost, failsWith, unwrap } from '../../../lib/api-client.ts';

export const LINK_FALLBACK = 'This link has expired or was already used. Please request a new code.';

export const useOpenCodeLink = () =>
  useMutation({
    meta: { redirectOn401: false },
    mutationFn: (token: string) =>
      apiPost('codelink', { token }).then(unwrap).catch(failsWith(LINK_FALLBACK)),
  });
