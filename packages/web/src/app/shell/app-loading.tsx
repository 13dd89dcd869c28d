// The branded splash of /app: shown while the app's code downloads, while /app decides where the person goes,
// and while a sign-in completes. One look for all three, so nothing jumps between them. It sits in the public
// chunk (the route's fallback), so it stays tiny: the mark is already there for the site header.
import { RookeryMark } from '../../components/rookery-mark.tsx';

export function AppLoading({ label = 'Getting your rookery ready…' }: { label?: string }) {
  return (
    <div className="grid min-h-dvh place-items-center bg-ocean-950 bg-[radial-gradient(44rem_28rem_at_50%_115%,rgb(255_122_89/0.22),transparent_70%)] px-6">
      <div className="flex w-full max-w-xs flex-col items-center text-center">
        <span className="grid size-24 place-items-center rounded-[1.75rem] bg-ice-100 shadow-lift">
          <RookeryMark className="size-16" />
        </span>
        <p className="mt-7 font-medium text-ice-100" aria-live="polite">
          {label}
        </p>
        <div
          role="progressbar"
          aria-label={label}
          className="mt-5 h-1.5 w-40 overflow-hidden rounded-full bg-white/10"
        >
          <div className="h-full w-2/5 rounded-full bg-coral-400 motion-safe:animate-progress" />
        </div>
      </div>
    </div>
  );
}
