// The "new version" notice itself: a chunk of its own, fetched when the browser is idle after the
// first paint (update-banner.tsx), so it is at hand before any new build can replace the files it came from.
import { RefreshCw } from 'lucide-react';
import { buttonClass } from '../../components/button-styles.ts';
import { usePublicConfig } from '../../lib/config-context.tsx';
import { appUpdate } from './update-state.ts';

export function UpdateNotice() {
  const { product } = usePublicConfig();
  return (
    <div className="pointer-events-none fixed inset-x-0 top-0 z-50 flex justify-center px-3 pt-[max(0.75rem,env(safe-area-inset-top))]">
      <div
        role="status"
        className="pointer-events-auto flex w-full max-w-md items-center gap-3 rounded-2xl bg-white py-2.5 pr-2.5 pl-4 text-ocean-950 shadow-xl ring-1 ring-ocean-200"
      >
        <RefreshCw className="size-5 shrink-0 text-ice-600" aria-hidden />
        <p className="min-w-0 flex-1 text-sm leading-snug font-medium">
          A new version of {product} is ready.
        </p>
        <button type="button" onClick={() => appUpdate.apply()} className={buttonClass('primary', 'md')}>
          Reload
        </button>
      </div>
    </div>
  );
}
