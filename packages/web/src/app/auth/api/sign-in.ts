// Signing in (RULES.md "Session", "Reads and writes" `signinmethods`): the providers this server offers, and POST
// /signin by email and by registering (with a provider's answer: provider-sign-in.ts, in the callback's own chunk).
// A wrong email or password is a 401 with its own sentence, which the screens show: these calls handle their own 401.
import type { EmailLogin, Register } from '@rookery/shared/schemas/auth-forms.ts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, signIn, unwrap } from '../../../lib/api-client.ts';
import { authKeys } from './auth-keys.ts';

export const signInMethodsQuery = queryOptions({
  queryKey: authKeys.signInMethods,
  queryFn: () => apiGet('signinmethods').then(unwrap),
  staleTime: 5 * 60_000,
});

export const useSignInMethods = () => useQuery(signInMethodsQuery);

export const useEmailLogin = () =>
  useMutation({
    meta: { redirectOn401: false },
    mutationFn: (values: EmailLogin) => signIn({ platform: 'Email', ...values, deviceid: 'web' }),
  });

export const useRegister = () =>
  useMutation({
    meta: { redirectOn401: false },
    mutationFn: (values: Register) => signIn({ platform: 'Register', ...values, deviceid: 'web' }),
  });
