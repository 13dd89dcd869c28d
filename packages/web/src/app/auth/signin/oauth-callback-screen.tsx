// /app/oauth/google and /app/oauth/facebook: where the provider sends the browser back. The answer must carry
// the state this tab started; then POST /signin and on to /app. Whatever goes wrong is said in words.
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { ButtonLink } from '../../../components/button-link.tsx';
import { signIn } from '../../../lib/api-client.ts';
import { messageOf } from '../../../lib/api-error.ts';
import { AppLoading } from '../../shell/app-loading.tsx';
import { AppScreen } from '../../shell/app-screen.tsx';
import { InlineAlert } from '../../shell/inline-alert.tsx';
import { useDocumentTitle } from '../../shell/use-document-title.ts';
import {
  type Provider,
  type ProviderAnswer,
  readProviderAnswer,
  takeGoogleSecrets,
  takeState,
} from './oauth.ts';

const NAMES: Record<Provider, string> = { google: 'Google', facebook: 'Facebook' };

class SignInProblem extends Error {}

async function completeSignIn(provider: Provider, answer: ProviderAnswer): Promise<void> {
  // The state is checked (and used up) before anything else, so a forged redirect gets nowhere; Google's
  // verifier and nonce are used up with it.
  const stateKept = takeState(provider, answer.state);
  const secrets = provider === 'google' ? takeGoogleSecrets() : null;
  if (!stateKept || (provider === 'google' && !secrets)) {
    throw new SignInProblem(
      `This ${NAMES[provider]} sign-in was not started here, or it has expired. Please try again.`,
    );
  }
  if (!answer.ok) {
    throw new SignInProblem(
      answer.reason === 'denied'
        ? `${NAMES[provider]} sign-in was cancelled, so you are not signed in.`
        : `${NAMES[provider]} did not send everything we need. Please try again.`,
    );
  }
  await signIn(
    provider === 'google' && secrets
      ? { platform: 'Google', code: answer.credential, ...secrets, deviceid: 'web' }
      : { platform: 'Facebook', token: answer.credential, userid: '', deviceid: 'web' },
  );
}

export function OAuthCallbackScreen({ provider }: { provider: Provider }) {
  useDocumentTitle(`Signing in with ${NAMES[provider]}`);
  const navigate = useNavigate();
  const started = useRef(false);
  const signin = useMutation({
    meta: { redirectOn401: false },
    mutationFn: (answer: ProviderAnswer) => completeSignIn(provider, answer),
    onSuccess: () => navigate('/app', { replace: true }),
  });

  useEffect(() => {
    // Once per visit: the state is single-use, and React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    const answer = readProviderAnswer(provider, window.location.search, window.location.hash);
    // The code or token must not stay in the address bar or the history.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    signin.mutate(answer);
  }, [provider, signin.mutate]);

  if (!signin.isError) return <AppLoading label={`Signing you in with ${NAMES[provider]}…`} />;
  const error = signin.error;
  const text = error instanceof SignInProblem ? error.message : messageOf(error);
  return (
    <AppScreen title={`${NAMES[provider]} sign-in`} heading="We couldn't sign you in" back="/app/signin">
      <InlineAlert>{text}</InlineAlert>
      <div className="mt-auto pt-8">
        <ButtonLink to="/app/signin" variant="dark" size="lg" className="w-full">
          Back to sign in
        </ButtonLink>
      </div>
    </AppScreen>
  );
}
