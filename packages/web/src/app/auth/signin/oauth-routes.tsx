// The two provider callback routes, /app/oauth/google and /app/oauth/facebook.
import { OAuthCallbackScreen } from './oauth-callback-screen.tsx';

export function GoogleCallbackScreen() {
  return <OAuthCallbackScreen provider="google" />;
}

export function FacebookCallbackScreen() {
  return <OAuthCallbackScreen provider="facebook" />;
}
