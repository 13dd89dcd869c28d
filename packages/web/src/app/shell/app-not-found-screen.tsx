// Any /app path without a screen: the app's own not-found page, with the way back into the app.

import { ButtonLink } from '../../components/button-link.tsx';
import { LostPenguin } from '../../components/lost-penguin.tsx';
import { AppScreen } from './app-screen.tsx';

export function AppNotFoundScreen() {
  return (
    <AppScreen
      title="Page not found"
      heading="This screen isn't here"
      back={{ history: true, fallback: '/app' }}
      art={
        <div className="mb-6">
          <LostPenguin />
        </div>
      }
      intro="This penguin searched every floe and could not find it. The link may be old, or have a typo."
    >
      <div className="mt-auto">
        <ButtonLink to="/app" variant="dark" size="lg" className="w-full">
          Go to the app
        </ButtonLink>
      </div>
    </AppScreen>
  );
}
