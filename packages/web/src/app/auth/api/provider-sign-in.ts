// Signing in with a provider's answer (RULES.md "Session"): the callback's state checked against this tab's (and
// Google's verifier and nonce used up with it), then POST /signin. A refusal is a 401 with its own sentence, which the
// callback shows: this call handles its own 401.
import { useMutation } from '@tanstack/react-query';
import { ApiError, signIn } from '../../../lib/api-client.ts';
import { type Provider, type ProviderAnswer, takeGoogleSecrets, takeState } from '../signin/oauth.ts';

export const PROVIDER_NAMES: Record<Provider, string> = { google: 'Google', facebook: 'Facebook' };

/** What went wrong before the server was asked, in words (shown as they are). */
class SignInProblem extends ApiError {
  constructor(message: string) {
    super(0, message, true);
  }
}

async function completeSignIn(provider: Provider, answer: ProviderAnswer): Promise<void> {
  const name = PROVIDER_NAMES[provider];
  // The state is checked (and used up) before anything else, so a forged redirect gets nowhere; Google's
  // verifier and nonce are used up with it.
  const stateKept = takeState(provider, answer.state);
  const secrets = provider === 'google' ? takeGoogleSecrets() : null;
  if (!stateKept || (provider === 'google' && !secrets)) {
    throw new SignInProblem(
      `This ${name} sign-in was not started here, or it has expired. Please try again.`,
    );
  }
  if (!answer.ok) {
    throw new SignInProblem(
      answer.reason === 'denied'
        ? `${name} sign-in was cancelled, so you are not signed in.`
        : `${name} did not send everything we need. Please try again.`,
    );
  }
  await signIn(
    provider === 'google' && secrets
      ? { platform: 'Google', code: answer.credential, ...secrets, deviceid: 'web' }
      : { platform: 'Facebook', token: answer.credential, userid: '', deviceid: 'web' },
  );
}

/** The provider's answer (from the callback's address) checked against this tab's state, then POST /signin. */
export const useProviderSignIn = (provider: Provider) =>
  useMutation({
    meta: { redirectOn401: false },
    mutationFn: (answer: ProviderAnswer) => completeSignIn(provider, answer),
  });
