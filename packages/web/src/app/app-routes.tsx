// The signed-in web app under /app, loaded lazily from the dating site's route table. The app routes among its
// own screens, and every screen but the entry splash is its own chunk, so the first /app load stays small.
import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense } from 'react';
import { Route, type RouteObject, Routes, ScrollRestoration } from 'react-router';
import { NavigationProgress } from '../components/navigation-progress.tsx';
import { withChunkReload } from '../lib/chunk-reload.ts';
import { handleSignedOut } from '../lib/query-client.ts';
import { menuQuery } from './account/api/menu.ts';
import { EntryScreen } from './entry/entry-screen.tsx';
import { AfterPaint } from './shell/after-paint.tsx';
import { AppLoading } from './shell/app-loading.tsx';
import { onPreload, preloadScreen } from './shell/screen-preload.ts';
import { useSignedOutRedirect } from './shell/use-session-actions.ts';

/**
 * A screen (or an after-paint part) from its own chunk, by the name of its export (a chunk gone with a new build
 * reloads the page once).
 */
function screen<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  const loadOrReload = withChunkReload(load);
  return lazy(async () => ({ default: (await loadOrReload())[name] as ComponentType }));
}

/**
 * A screen with another feature's part in its slot: the two chunks load together, so the part never pops in after
 * the screen has drawn (either chunk gone with a new build reloads the page once).
 */
function screenWithPart<S, P, Props extends object>(
  loadScreen: () => Promise<S>,
  loadPart: () => Promise<P>,
  compose: (screen: S, part: P) => { Screen: ComponentType<Props>; props: Props },
) {
  const [screenOrReload, partOrReload] = [withChunkReload(loadScreen), withChunkReload(loadPart)];
  return lazy(async () => {
    const { Screen, props } = compose(...(await Promise.all([screenOrReload(), partOrReload()])));
    // biome-ignore lint/correctness/noComponentHookFactories: made once, when the chunks have come (lazy keeps it)
    const ScreenWithPart = () => <Screen {...props} />;
    return { default: ScreenWithPart };
  });
}

const SigninScreen = screen(() => import('./auth/signin/signin-screen.tsx'), 'SigninScreen');
const EmailLoginScreen = screen(() => import('./auth/signin/email-login-screen.tsx'), 'EmailLoginScreen');
const RegisterScreen = screen(() => import('./auth/signin/register-screen.tsx'), 'RegisterScreen');
const GoogleCallback = screen(() => import('./auth/signin/oauth-routes.tsx'), 'GoogleCallbackScreen');
const FacebookCallback = screen(() => import('./auth/signin/oauth-routes.tsx'), 'FacebookCallbackScreen');
const VerifyScreen = screen(() => import('./auth/verify/verify-screen.tsx'), 'VerifyScreen');
const PolicyScreen = screen(() => import('./auth/welcome/policy-screen.tsx'), 'PolicyScreen');
const LocationScreen = screen(() => import('./auth/welcome/location-screen.tsx'), 'LocationScreen');
const ResetPasswordScreen = screen(
  () => import('./auth/reset/reset-password-screen.tsx'),
  'ResetPasswordScreen',
);
const ResetEmailScreen = screen(() => import('./auth/reset/reset-email-screen.tsx'), 'ResetEmailScreen');
const loadProfileCorner = withChunkReload(() => import('./profile/profile-corner-screen.tsx'));
const ProfileCornerScreen = lazy(async () => ({ default: (await loadProfileCorner()).ProfileCornerScreen }));
const loadDeckScreen = () => import('./deck/deck-screen.tsx');
const DeckScreen = screen(loadDeckScreen, 'DeckScreen');
// Most people go from the entry splash to the deck: its code and its cards (and the menu row its frame reads) can
// come while the splash decides.
onPreload('/app/find', (queryClient, withData) => {
  void loadDeckScreen().catch(() => undefined);
  if (!withData) return;
  void queryClient.prefetchQuery(menuQuery);
  return import('./deck/api/deck-data.ts').then(({ deckQuery }) => {
    void queryClient.prefetchQuery(deckQuery);
  });
});
const loadMediaHub = withChunkReload(() => import('./media/media-hub-screen.tsx'));
const MediaHubScreen = lazy(async () => ({ default: (await loadMediaHub()).MediaHubScreen }));
// The face check lives in its own feature and chunks; the Profile Corner and the media hub hold its parts.
const loadFaceCheckSection = withChunkReload(() => import('./face-check/face-check-section.tsx'));
const FaceCheckSection = lazy(async () => ({ default: (await loadFaceCheckSection()).FaceCheckSection }));
const loadFaceCheckOffer = withChunkReload(() => import('./face-check/face-check-offer.tsx'));
const FaceCheckOffer = lazy(async () => ({ default: (await loadFaceCheckOffer()).FaceCheckOffer }));
const VoiceRecorderScreen = screen(() => import('./audio/voice-recorder-screen.tsx'), 'VoiceRecorderScreen');
const ImagesScreen = screen(() => import('./images/images-screen.tsx'), 'ImagesScreen');
const NewImageScreen = screen(() => import('./images/new-image-screen.tsx'), 'NewImageScreen');
const ViewImageScreen = screen(() => import('./images/view-image-screen.tsx'), 'ViewImageScreen');
const ProfileViewScreen = screen(() => import('./profile-view/profile-view-screen.tsx'), 'ProfileViewScreen');
// The matches list holds push's invitation (app/push), and Settings the hidden words' section (app/hidden-words).
const MatchesScreen = screenWithPart(
  () => import('./matches/matches-screen.tsx'),
  () => import('./push/push-prompt-card.tsx'),
  ({ MatchesScreen }, { PushPromptCard }) => ({
    Screen: MatchesScreen,
    props: { pushPrompt: PushPromptCard },
  }),
);
const ChatScreen = screen(() => import('./chat/chat-screen.tsx'), 'ChatScreen');
const CallScreen = screen(() => import('./calls/call-screen.tsx'), 'CallScreen');
const NotificationsScreen = screen(
  () => import('./notifications/notifications-screen.tsx'),
  'NotificationsScreen',
);
const DateSafetyScreen = screen(() => import('./date-safety/date-safety-screen.tsx'), 'DateSafetyScreen');
const NeedHelpScreen = screen(() => import('./date-safety/need-help-screen.tsx'), 'NeedHelpScreen');
const SettingsScreen = screenWithPart(
  () => import('./settings/settings-screen.tsx'),
  () => import('./hidden-words/hidden-words-settings.tsx'),
  ({ SettingsScreen }, { HiddenWordsSettings }) => ({
    Screen: SettingsScreen,
    props: { hiddenWords: <HiddenWordsSettings /> },
  }),
);
const PebblesScreen = screen(() => import('./pebbles/pebbles-screen.tsx'), 'PebblesScreen');
const DeleteAccountScreen = screen(
  () => import('./account/delete-account-screen.tsx'),
  'DeleteAccountScreen',
);
const GoodbyeScreen = screen(() => import('./account/goodbye-screen.tsx'), 'GoodbyeScreen');
const FeedbackScreen = screen(() => import('./feedback/feedback-screen.tsx'), 'FeedbackScreen');
const AppNotFoundScreen = screen(() => import('./shell/app-not-found-screen.tsx'), 'AppNotFoundScreen');

// What the first screen does not need at once, mounted when the browser is first idle after the paint.
const UpdateBanner = screen(() => import('./pwa/update-banner.tsx'), 'UpdateBanner');
const AlertsLayer = screen(() => import('./alerts/alerts-layer.tsx'), 'AlertsLayer');
const UPDATES_WAIT = { timeoutMs: 3000, fallbackMs: 1000 };
const ALERTS_WAIT = { timeoutMs: 1500, fallbackMs: 300 };

/** Where every query's and mutation's 401 leads (lib/query-client.ts); apart, so AppRoot does not follow the URL. */
function SignedOutRedirect() {
  useSignedOutRedirect();
  return null;
}

export function AppRoot() {
  return (
    <>
      <SignedOutRedirect />
      <NavigationProgress />
      <ScrollRestoration />
      <AfterPaint part={UpdateBanner} wait={UPDATES_WAIT} />
      <Suspense fallback={<AppLoading />}>
        <Routes>
          <Route index element={<EntryScreen />} />
          <Route path="signin" element={<SigninScreen />} />
          <Route path="emaillogin" element={<EmailLoginScreen />} />
          <Route path="register" element={<RegisterScreen />} />
          <Route path="oauth/google" element={<GoogleCallback />} />
          <Route path="oauth/facebook" element={<FacebookCallback />} />
          <Route path="verify" element={<VerifyScreen />} />
          <Route path="policy" element={<PolicyScreen />} />
          <Route path="location" element={<LocationScreen />} />
          <Route path="resetpassword" element={<ResetPasswordScreen />} />
          <Route path="resetemail" element={<ResetEmailScreen />} />
          <Route path="profile1" element={<ProfileCornerScreen faceCheck={<FaceCheckSection />} />} />
          <Route path="profile2" element={<MediaHubScreen afterSubmit={FaceCheckOffer} />} />
          <Route path="audio" element={<VoiceRecorderScreen />} />
          <Route path="find" element={<DeckScreen />} />
          <Route path="images" element={<ImagesScreen />} />
          <Route path="newimage" element={<NewImageScreen />} />
          <Route path="viewimage" element={<ViewImageScreen />} />
          <Route path="viewprofile" element={<ProfileViewScreen />} />
          <Route path="matches" element={<MatchesScreen />} />
          <Route path="chat" element={<ChatScreen />} />
          <Route path="avchat" element={<CallScreen />} />
          <Route path="notifications" element={<NotificationsScreen />} />
          <Route path="settings" element={<SettingsScreen />} />
          <Route path="datesafety" element={<DateSafetyScreen />} />
          <Route path="datehelp" element={<NeedHelpScreen />} />
          <Route path="store" element={<PebblesScreen />} />
          <Route path="contact" element={<FeedbackScreen />} />
          <Route path="delete" element={<DeleteAccountScreen />} />
          <Route path="goodbye" element={<GoodbyeScreen />} />
          <Route path="*" element={<AppNotFoundScreen />} />
        </Routes>
      </Suspense>
      <AfterPaint part={AlertsLayer} wait={ALERTS_WAIT} />
    </>
  );
}

/**
 * A screen opened directly (a link, a reload): its first data is asked for as soon as this chunk has come, while the
 * router and React are still starting (main.tsx), instead of once the screen has rendered (Lighthouse on /app/find:
 * the cards, and so the deck's picture, were asked for about 500 ms of a phone's main thread later). The 401 rule is
 * installed first, so a signed-out person is sent to sign in as before. Settles once the requests are on their way.
 */
export function warmFirstScreen(queryClient: QueryClient, pathname: string): Promise<void> {
  handleSignedOut(queryClient);
  return preloadScreen(pathname.replace(/\/+$/, ''), queryClient, true);
}

/** What the lazy `/app/*` route of the dating site resolves to. */
export const appRoute = { Component: AppRoot } satisfies Pick<RouteObject, 'Component'>;
