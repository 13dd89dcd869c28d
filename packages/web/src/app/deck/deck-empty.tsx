// The deck's empty states (RULES.md "Screens and routes", "Errors"): no position (GPS), out of flips, and nobody
// near.
import { MONEY } from '@rookery/shared/limits.ts';
import { clsx } from 'clsx';
import { Layers, LocateOff, type LucideIcon, Snowflake } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { ButtonLink } from '../../components/button-link.tsx';
import { messageOf } from '../../lib/api-client.ts';
import { useMenuData, useSetMenuPebbles } from '../account/api/menu.ts';
import { PebbleCount } from '../pebbles/public/pebble-count.tsx';
import { InlineAlert } from '../shell/inline-alert.tsx';
import { AppButton } from '../shell/submit-button.tsx';
import { useBuyFlips } from './api/buy-flips.ts';
import { flipsText, refillText } from './deck-text.ts';

/**
 * `focusHeading`: the deck ran out under the person's focus (the last card decided, every card flipped, Look again):
 * the heading takes focus once no dialog is open, so the keyboard and a screen reader are at the new state, not at
 * the top of the page. It shows the focus ring when the keyboard brought it there (:focus-visible), not after a tap.
 */
interface StateFocus {
  focusHeading?: boolean;
}

function EmptyState({
  icon: Icon,
  tone = 'ice',
  title,
  children,
  actions,
  focusHeading = false,
}: StateFocus & {
  icon: LucideIcon;
  tone?: 'ice' | 'coral';
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);
  return (
    <section
      aria-labelledby="deck-empty"
      className="flex flex-1 flex-col items-center px-6 pt-6 text-center sm:px-9"
    >
      <span
        className={clsx(
          'grid size-20 place-items-center rounded-[1.75rem]',
          tone === 'coral' ? 'bg-coral-50 text-coral-600' : 'bg-ice-50 text-ice-700',
        )}
      >
        <Icon className="size-10" aria-hidden />
      </span>
      <h2
        ref={heading}
        id="deck-empty"
        tabIndex={-1}
        className="mt-6 rounded-lg text-2xl leading-tight font-bold tracking-tight text-ocean-950"
      >
        {title}
      </h2>
      <div className="mt-3 max-w-xs leading-relaxed text-ocean-600">{children}</div>
      <div className="mt-auto flex w-full flex-col gap-3 pt-8">{actions}</div>
    </section>
  );
}

export function GpsState({ focusHeading }: StateFocus) {
  return (
    <EmptyState
      focusHeading={focusHeading}
      icon={LocateOff}
      title="We can't see where you are"
      actions={
        <ButtonLink to="/app" variant="dark" size="lg" className="w-full">
          Try again
        </ButtonLink>
      }
    >
      <p>
        GPS is not available, so we can't find people near you. Allow location for this site in your browser's
        settings, then try again.
      </p>
    </EmptyState>
  );
}

export function OutOfFlipsState({
  onFlips,
  refillAt,
  focusHeading,
}: StateFocus & {
  onFlips: (flips: number) => void;
  refillAt: string | null;
}) {
  const refill = refillText(refillAt);
  const menu = useMenuData();
  const setPebbles = useSetMenuPebbles();
  const buy = useBuyFlips();
  const buyOne = () =>
    buy.mutate(undefined, {
      onSuccess: ({ pebbles, flips }) => {
        setPebbles(pebbles);
        onFlips(flips);
      },
    });
  return (
    <EmptyState
      focusHeading={focusHeading}
      icon={Layers}
      tone="coral"
      title="Uh oh you're out of flips"
      actions={
        <>
          {buy.isError ? <InlineAlert>{messageOf(buy.error)}</InlineAlert> : null}
          <AppButton onClick={buyOne} pending={buy.isPending} pendingLabel="Using a pebble…">
            Use a pebble
          </AppButton>
          <ButtonLink to="/app/store?from=find" variant="outline" size="lg" className="w-full">
            Watch an Ad
          </ButtonLink>
        </>
      }
    >
      {refill ? <p className="font-semibold text-ocean-900">{refill}.</p> : null}
      <p className={refill ? 'mt-1' : undefined}>
        One pebble buys {MONEY.flipsPerPebble} more flips
        {refill ? ' now.' : ', or your flips refill a day after your first flip.'}
      </p>
      <div className="mt-4">
        <PebbleCount pebbles={menu.data?.pebbles} />
      </div>
    </EmptyState>
  );
}

export function QuietState({
  flips,
  onReload,
  focusHeading,
}: StateFocus & { flips: number; onReload: () => void }) {
  return (
    <EmptyState
      focusHeading={focusHeading}
      icon={Snowflake}
      title="It's quiet on the ice, with no match in sight"
      actions={
        <>
          <AppButton variant="dark" onClick={onReload}>
            Look again
          </AppButton>
          <ButtonLink to="/app/settings" variant="outline" size="lg" className="w-full">
            Widen my distance
          </ButtonLink>
        </>
      }
    >
      <p>New people join every day. Check back soon, or look further afield in Settings.</p>
      <p className="mt-3 text-sm font-semibold text-ocean-500">{flipsText(flips)}</p>
    </EmptyState>
  );
}
