// /app/signin (RULES.md "Screens and routes"): email, Facebook and Google, the consent to the EULA, Terms and Privacy
// Policy, and the house-rules warning, and Create account for a new person. A provider this server has not configured
// keeps its place but explains itself.
import { Mail, ShieldAlert, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass, textLinkClass } from '../../../components/button-styles.ts';
import { RookeryMark } from '../../../components/rookery-mark.tsx';
import { usePublicConfig } from '../../../lib/config-context.tsx';
import { AppBackdrop, AppCard } from '../../shell/app-screen.tsx';
import { useDocumentTitle } from '../../shell/use-document-title.ts';
import { useSignInMethods } from '../api/sign-in.ts';
import { facebookAuthUrl, googleAuthUrl, startGoogle, startState } from './oauth.ts';
import { FacebookMark, GoogleMark } from './provider-marks.tsx';

const providerButton = buttonClass(
  'outline',
  'lg',
  'w-full disabled:cursor-not-allowed disabled:bg-ocean-50 disabled:text-ocean-500 disabled:ring-ocean-100',
);

interface ProviderButtonProps {
  label: string;
  mark: ReactNode;
  /** Null while loading (shown, disabled, so nothing moves once the answer comes); a function when configured. */
  go: (() => void) | 'absent' | null;
}

/** A provider's button; a provider this server has no app for is not offered at all. */
function ProviderButton({ label, mark, go }: ProviderButtonProps) {
  if (go === 'absent') return null;
  return (
    <button
      type="button"
      className={providerButton}
      disabled={typeof go !== 'function'}
      onClick={typeof go === 'function' ? go : undefined}
    >
      {mark}
      {label}
    </button>
  );
}

export function SigninScreen() {
  useDocumentTitle('Sign in');
  const { product, signIn } = usePublicConfig();
  const methods = useSignInMethods();
  const google = methods.data?.google;
  const facebook = methods.data?.facebook;
  // Null while the server is asked; 'absent' when it has no app for that provider. The page's config says which
  // exist from the first paint (the two placeholders going away moved the screen, CLS 0.11).
  // The server's answer has the last word (a provider it names is offered).
  const unavailable = (known: boolean | undefined) =>
    methods.isPending && known !== false ? null : 'absent';

  const goGoogle = google
    ? () =>
        void startGoogle().then((attempt) =>
          window.location.assign(
            googleAuthUrl({
              authUrl: google.authUrl,
              clientId: google.clientId,
              origin: window.location.origin,
              ...attempt,
            }),
          ),
        )
    : unavailable(signIn?.google);
  const goFacebook = facebook
    ? () =>
        window.location.assign(
          facebookAuthUrl({
            authUrl: facebook.authUrl,
            clientId: facebook.appId,
            origin: window.location.origin,
            state: startState('facebook'),
          }),
        )
    : unavailable(signIn?.facebook);

  return (
    <AppBackdrop>
      <AppCard surface="dark">
        <div className="relative flex flex-1 flex-col items-center justify-center overflow-hidden bg-ocean-950 bg-[radial-gradient(30rem_18rem_at_50%_110%,rgb(255_122_89/0.28),transparent_70%)] px-8 pt-12 pb-16 text-center">
          <span className="grid size-20 place-items-center rounded-[1.6rem] bg-ice-100 shadow-lift">
            <RookeryMark className="size-14" />
          </span>
          <p className="mt-5 font-display text-4xl font-bold tracking-tight text-white">{product}</p>
          <h1 className="mt-3 text-lg font-semibold text-ice-100">Personality before photos.</h1>
          <p className="mt-1 text-sm text-ice-200/80">
            Chat first, and reveal the real you when you're ready.
          </p>
        </div>
        <main
          id="main"
          className="relative z-10 -mt-8 rounded-t-[2rem] bg-white px-6 pt-7 pb-8 sm:px-9 sm:pb-9"
          aria-labelledby="signin-heading"
        >
          <h2 id="signin-heading" className="text-center text-xl font-bold tracking-tight">
            Sign in or create an account
          </h2>
          <div className="mt-5 flex flex-col gap-3">
            <Link to="/app/emaillogin" className={buttonClass('dark', 'lg', 'w-full')}>
              <Mail className="size-5" aria-hidden />
              Sign in with Email
            </Link>
            <ProviderButton
              label="Sign in with Facebook"
              mark={<FacebookMark className="size-5" />}
              go={goFacebook}
            />
            <ProviderButton
              label="Sign in with Google"
              mark={<GoogleMark className="size-5" />}
              go={goGoogle}
            />
          </div>
          {/* A new person starts here, on the first screen, not two screens in. */}
          <p className="mt-5 flex items-center gap-3 text-sm text-ocean-500" aria-hidden>
            <span className="h-px flex-1 bg-ocean-100" />
            New to {product}?
            <span className="h-px flex-1 bg-ocean-100" />
          </p>
          <Link to="/app/register" className={buttonClass('outline', 'lg', 'mt-3 w-full')}>
            <UserPlus className="size-5" aria-hidden />
            Create account
          </Link>
          <p className="mt-6 text-center text-sm leading-relaxed text-ocean-600">
            By continuing you agree to our{' '}
            <Link to="/eula" className={textLinkClass}>
              EULA
            </Link>
            ,{' '}
            <Link to="/terms" className={textLinkClass}>
              Terms of Use
            </Link>{' '}
            and{' '}
            <Link to="/privacy" className={textLinkClass}>
              Privacy Policy
            </Link>
            .
          </p>
          <p className="mt-4 flex items-start gap-2.5 rounded-2xl bg-pebble-50 px-4 py-3 text-sm leading-relaxed text-pebble-700">
            <ShieldAlert className="mt-0.5 size-5 shrink-0 text-coral-600" aria-hidden />
            Harassment, abuse and unsafe behaviour may result in removal from {product}.
          </p>
        </main>
      </AppCard>
    </AppBackdrop>
  );
}
