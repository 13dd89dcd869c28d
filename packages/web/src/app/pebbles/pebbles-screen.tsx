// /app/store?from= (RULES.md "Screens and routes", "Ads"): the pebble balance, 'One Ad = One Pebble',
// and 'Watch an Ad', which plays the in-house ad and adds the pebble it earns. Back returns to `from`.
import { MONEY } from '@rookery/shared/limits.ts';
import { Clapperboard } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/button-link.tsx';
import { useMenuData } from '../account/api/menu.ts';
import { AppLayout } from '../shell/app-layout.tsx';
import { InlineAlert } from '../shell/inline-alert.tsx';
import { AppButton } from '../shell/submit-button.tsx';
import { AdCard, AdReward } from './ad-card.tsx';
import { pebblesBack } from './pebbles-back.ts';
import { PebbleGlyph } from './public/pebble-count.tsx';
import { useAd } from './use-ad.ts';

export function PebblesScreen() {
  const [params] = useSearchParams();
  const from = params.get('from');
  const menu = useMenuData();
  const ad = useAd();
  const { phase } = ad;
  const pebbles = phase.kind === 'done' ? phase.pebbles : menu.data?.pebbles;

  if (phase.kind === 'playing' || phase.kind === 'claiming') {
    return (
      <AppLayout title="Store" menuBar={false}>
        <h1 className="sr-only">Watching an ad</h1>
        <AdCard
          seconds={phase.kind === 'playing' ? phase.seconds : 1}
          left={phase.kind === 'playing' ? phase.left : 0}
          onClose={ad.reset}
        />
      </AppLayout>
    );
  }

  return (
    <AppLayout title="Store" back={pebblesBack(from)} wide>
      <h1 className="text-[1.75rem] leading-tight font-bold tracking-tight text-ocean-950">Store</h1>
      {/* The balance beside what earns pebbles at 1024 px and up. */}
      <div className="flex flex-1 flex-col lg:grid lg:grid-cols-2 lg:items-start lg:gap-6">
        <div className="mt-6 flex items-center gap-4 rounded-[1.75rem] bg-pebble-50 p-5 ring-1 ring-pebble-200 ring-inset">
          <PebbleGlyph className="size-14 text-pebble-400" />
          <div>
            <p className="text-sm font-semibold text-pebble-600">Your pebbles</p>
            <p className="text-4xl font-bold tabular-nums text-ocean-950" data-testid="pebble-balance">
              {pebbles ?? '–'}
            </p>
          </div>
        </div>
        {phase.kind === 'done' ? (
          <div className="mt-6 flex flex-1 flex-col">
            <AdReward pebbles={phase.pebbles} onDone={ad.reset} />
          </div>
        ) : (
          <div className="mt-6 flex flex-1 flex-col">
            <div className="rounded-[1.75rem] p-5 ring-1 ring-ocean-100 ring-inset">
              <Clapperboard className="size-8 text-coral-600" aria-hidden />
              <h2 className="mt-3 text-xl font-bold text-ocean-950">One Ad = One Pebble</h2>
              <p className="mt-2 leading-relaxed text-ocean-600">
                Watch a short ad about dating safely to earn a pebble, up to {MONEY.adsPerDay} a day. Spend
                pebbles on AI images or more flips.
              </p>
            </div>
            {phase.kind === 'failed' ? <InlineAlert className="mt-4">{phase.message}</InlineAlert> : null}
            <div className="mt-auto flex flex-col gap-3 pt-8 lg:mt-6 lg:pt-0">
              <AppButton onClick={ad.start} pending={ad.starting} pendingLabel="Starting the ad…">
                Watch an Ad
              </AppButton>
              {from === 'find' ? (
                <ButtonLink to="/app/find" variant="outline" size="lg" className="w-full">
                  Back to Find
                </ButtonLink>
              ) : null}
            </div>
          </div>
        )}
      </div>
    </AppLayout>
  );
}
