// The price of the next image beside the balance (RULES.md "Money and limits": the first is free, then one
// pebble each). Both lines keep their height while loading, so nothing below them moves.
import { MONEY } from '@rookery/shared/limits.ts';
import { Gem } from 'lucide-react';

interface PebbleCostProps {
  /** null while the balance is loading. */
  pebbles: number | null;
  /** null while the collection is loading. */
  firstIsFree: boolean | null;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

export function PebbleCost({ pebbles, firstIsFree }: PebbleCostProps) {
  const ready = pebbles !== null && firstIsFree !== null;
  return (
    <div className="flex items-center gap-3 rounded-2xl bg-pebble-50 px-4 py-3 ring-1 ring-inset ring-pebble-200">
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-pebble-100 text-pebble-600">
        <Gem className="size-5" aria-hidden />
      </span>
      <div className="min-h-11 flex-1 text-sm leading-snug" aria-live="polite">
        {ready ? (
          <>
            <p className="font-semibold text-ocean-950">
              {firstIsFree
                ? 'Your first image is free'
                : `This image costs ${plural(MONEY.pebblesPerImage, 'pebble')}`}
            </p>
            <p className="text-ocean-600">
              You have <span data-testid="pebble-balance">{plural(pebbles, 'pebble')}</span>
            </p>
          </>
        ) : (
          <span className="block space-y-2 pt-1">
            <span className="sr-only">Loading your pebbles</span>
            <span className="block h-3.5 w-40 animate-pulse rounded bg-pebble-200" />
            <span className="block h-3.5 w-24 animate-pulse rounded bg-pebble-200" />
          </span>
        )}
      </div>
    </div>
  );
}
