// /app/oauth/google and /app/oauth/facebook: where the provider sends the browser back. The answer must carry
// the state this tab started; then POST /signin and on to /app. Whatever goes wrong is said in words.
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { ButtonLink } from '../../../components/button-link.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { AppLoading } from '../../shell/app-loading.tsx';
import { AppScreen } from '../../shell/app-screen.tsx';
import { InlineAlert } from '../../shell/inline-alert.tsx';
import { useDocumentTitle } from '../../shell/use-document-title.ts';
import { PROVIDER_NAMES as NAMES, useProviderSignIn } from '../api/provider-sign-in.ts';
import { type Provider, readProviderAnswer } from './oauth.ts';

export function OAuthCallbackScreen({ provider }: { provider: Provider }) {
  useDocumentTitle(`Signing in with ${NAMES[provider]}`);
  const navigate = useNavigate();
  const started = useRef(false);
  const signin = useProviderSignIn(provider);

  useEffect(() => {
    // Once per visit: the state is single-use, and React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    const answer = readProviderAnswer(provider, window.location.search, window.location.hash);
    // The code or token must not stay in the address bar or the history.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    signin.mutate(answer, { onSuccess: () => navigate('/app', { replace: true }) });
  }, [provider, signin.mutate, navigate]);

  if (!signin.isError) return <AppLoading label={`Signing you in with ${NAMES[provider]}…`} />;
  const text = messageOf(signin.error);
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
