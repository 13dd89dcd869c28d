// Verifying the email (RULES.md "Reads and writes" `verifycode`, `verify`): the four-digit code, and a new one.
import { useMutation } from '@tanstack/react-query';
import { apiGet, apiPost, failsWith, unwrap } from '../../../lib/api-client.ts';

export const useVerifyCode = () =>
  useMutation({ mutationFn: (code: string) => apiPost('verifycode', { code }).then(unwrap) });

export const useResendVerifyCode = () =>
  useMutation({
    mutationFn: () => apiGet('verify').then(unwrap).catch(failsWith('Oops, something went wrong!')),
  });
