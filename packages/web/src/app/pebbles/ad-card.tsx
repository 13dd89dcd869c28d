// The in-house rewarded ad (RULES.md "Ads"): a safe-dating tip with the seconds left and a bar that fills
// over the ad's length, then the pebble it earned.
import { CircleCheck, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { usePublicConfig } from '../../lib/config-context.tsx';
import { AppButton } from '../shell/submit-button.tsx';
import { pickTip } from './ad-tips.ts';

interface AdCardProps {
  seconds: number;
  left: number;
  onClose: () => void;
}

export function AdCard({ seconds, left, onClose }: AdCardProps) {
  const { product } = usePublicConfig();
  const [tip] = useState(() => pickTip(product));
  // The bar starts empty and fills linearly over the whole ad; starting it on the next frame lets it animate.
  const [filling, setFilling] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setFilling(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <section
      aria-label="Ad"
      className="flex flex-1 flex-col overflow-hidden rounded-[1.75rem] bg-ocean-950 text-white shadow-lift"
    >
      <div className="flex items-center justify-between px-5 pt-4 text-xs font-semibold tracking-wide text-ice-200 uppercase">
        <span>Ad · Safe dating tip</span>
        <span aria-live="off" className="tabular-nums normal-case">
          {left > 0 ? `${left}s left` : 'Done'}
        </span>
      </div>
      <div
        className="mx-5 mt-3 h-2 overflow-hidden rounded-full bg-white/15"
        role="progressbar"
        aria-label="Ad progress"
        aria-valuemin={0}
        aria-valuemax={seconds}
        aria-valuenow={seconds - left}
      >
        <div
          className="h-full rounded-full bg-coral-400 ease-linear"
          style={{
            width: filling ? '100%' : '0%',
            transitionProperty: 'width',
            transitionDuration: `${seconds}s`,
          }}
        />
      </div>
      <div className="flex flex-1 flex-col justify-center px-6 py-8">
        <ShieldCheck className="size-12 text-ice-300" aria-hidden />
        <h2 className="mt-4 text-2xl leading-tight font-bold tracking-tight">{tip.title}</h2>
        <p className="mt-3 leading-relaxed text-ocean-100">{tip.text}</p>
        <p className="mt-6 text-sm text-ice-200">From the {product} Safe Dating Guideline.</p>
      </div>
      <div className="px-5 pb-5">
        <AppButton variant="onDark" onClick={onClose}>
          Close ad (no pebble)
        </AppButton>
      </div>
    </section>
  );
}

export function AdReward({ pebbles, onDone }: { pebbles: number; onDone: () => void }) {
  return (
    <section
      aria-labelledby="ad-reward"
      className="flex flex-1 flex-col items-center justify-center rounded-[1.75rem] bg-ice-50 px-6 py-10 text-center"
    >
      <CircleCheck className="size-14 text-ice-700" aria-hidden />
      <div role="status">
        <h2 id="ad-reward" className="mt-4 text-2xl font-bold tracking-tight text-ocean-950">
          You earned a pebble!
        </h2>
        <p className="mt-2 text-ocean-600">
          You now have {pebbles} {pebbles === 1 ? 'pebble' : 'pebbles'}.
        </p>
      </div>
      <div className="mt-8 w-full">
        <AppButton variant="dark" onClick={onDone}>
          Done
        </AppButton>
      </div>
    </section>
  );
}
