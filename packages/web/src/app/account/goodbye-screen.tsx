// /app/goodbye: where a person lands once their account is deleted. It says what happened and what did
// not (their matches keep the conversation as with a deleted user), thanks them, and leaves both ways open: the
// dating site, or a new account one day. It asks the server nothing: they are already signed out.
import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass, textLinkClass } from '../../components/button-styles.ts';
import { usePublicConfig } from '../../lib/config-context.tsx';
import { AppScreen } from '../shell/app-screen.tsx';

export function GoodbyeScreen() {
  const { product } = usePublicConfig();
  return (
    <AppScreen
      title="Your account is deleted"
      art={
        <span className="mb-5 grid size-16 place-items-center rounded-3xl bg-coral-50 text-coral-600">
          <Heart className="size-8" aria-hidden />
        </span>
      }
      intro={`Thank you for being part of ${product}. We hope you found someone, or something, worth finding.`}
    >
      <div className="flex flex-col gap-4 text-ocean-800">
        <p className="leading-relaxed">
          Your profile, images, photos, voice recordings and sign-in are gone, and you have been signed out on
          this device. Your matches now see a deleted user; what was written stays readable for them.
        </p>
        <p className="text-sm leading-relaxed text-ocean-600">
          Anything kept for safety reasons (a report you made or that was made about you) is kept only as long
          as our{' '}
          <a href="/privacy" target="_blank" rel="noreferrer" className={textLinkClass}>
            Privacy Policy
          </a>{' '}
          says.
        </p>
        <div className="mt-2 flex flex-col gap-3">
          <a href="/" className={buttonClass('dark', 'lg', 'w-full')}>
            Back to {product}
          </a>
          <Link to="/app/register" className={buttonClass('outline', 'lg', 'w-full')}>
            Create a new account
          </Link>
        </div>
      </div>
    </AppScreen>
  );
}
