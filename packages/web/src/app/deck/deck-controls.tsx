// The deck's buttons: the carousel's up and down with the 'n/total' counter, the flips left and Flip Deck above
// the card; Decline, Chill and Accept below it.
import { clsx } from 'clsx';
import { ChevronDown, ChevronUp, Heart, type LucideIcon, Shuffle, Snowflake, X } from 'lucide-react';
import type { Ref } from 'react';
import type { Decision } from './api/deck-data.ts';
import { flipsAfterDeckText } from './deck-text.ts';
import { DECK_KEYS } from './use-deck-navigation.ts';

const roundClass =
  'grid place-items-center rounded-full transition-[transform,background-color] duration-150 active:scale-95 disabled:opacity-40 disabled:active:scale-100';

interface DeckTopBarProps {
  index: number;
  total: number;
  flips: number;
  busy: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onFlipDeck: () => void;
}

export function DeckTopBar({ index, total, flips, busy, onPrevious, onNext, onFlipDeck }: DeckTopBarProps) {
  const step = clsx(roundClass, 'size-9 text-ocean-800 hover:bg-ocean-100');
  return (
    // Wraps where the three do not fit on one line (200% zoom on a phone): Flip Deck goes below.
    <div className="flex flex-wrap items-center gap-1.5 px-4 pb-3 whitespace-nowrap sm:gap-2 sm:px-6">
      <div className="flex items-center gap-1 rounded-full bg-ocean-50 p-1">
        <button
          type="button"
          className={step}
          onClick={onPrevious}
          disabled={index === 0}
          aria-label="Previous card"
        >
          <ChevronUp className="size-5" aria-hidden />
        </button>
        <p
          className="min-w-[2.75rem] text-center text-sm font-bold tabular-nums text-ocean-900"
          aria-live="polite"
        >
          <span className="sr-only">Card </span>
          {index + 1}/{total}
        </p>
        <button
          type="button"
          className={step}
          onClick={onNext}
          disabled={index >= total - 1}
          aria-label="Next card"
        >
          <ChevronDown className="size-5" aria-hidden />
        </button>
      </div>
      <p
        className="ml-auto max-w-[8rem] text-right text-xs leading-tight font-semibold whitespace-normal text-ocean-500 sm:max-w-none sm:text-[0.8125rem]"
        data-testid="flips-left"
        title="Each card dealt counts as one flip"
      >
        {flipsAfterDeckText(flips)}
      </p>
      <button
        type="button"
        onClick={onFlipDeck}
        disabled={busy}
        className="inline-flex h-10 shrink-0 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-ocean-900 ring-1 ring-ocean-200 ring-inset transition-colors hover:bg-ocean-50 disabled:opacity-50"
      >
        {/* On a phone the words need the room: the icon comes back from sm up. */}
        <Shuffle className="size-4 max-sm:hidden" aria-hidden />
        Flip Deck
      </button>
    </div>
  );
}

interface DecisionBarProps {
  name: string;
  busy: boolean;
  onDecide: (decision: Decision) => void;
  /** The Accept button, where focus goes when a deck that ran out is dealt again (deck-screen.tsx). */
  acceptRef?: Ref<HTMLButtonElement>;
}

const DECISIONS: { decision: Decision; label: string; icon: LucideIcon; circle: string; key?: string }[] = [
  {
    decision: 'decline',
    label: 'Decline',
    key: DECK_KEYS.decline,
    icon: X,
    circle:
      'size-15 bg-white text-coral-600 shadow-card ring-1 ring-ocean-100 group-hover:bg-coral-50 max-[280px]:size-12',
  },
  {
    decision: 'chill',
    label: 'Chill',
    icon: Snowflake,
    circle:
      'size-12 bg-white text-ice-600 shadow-card ring-1 ring-ocean-100 group-hover:bg-ice-50 max-[280px]:size-11',
  },
  {
    decision: 'accept',
    label: 'Accept',
    key: DECK_KEYS.accept,
    icon: Heart,
    circle: 'size-15 bg-coral-400 text-ocean-950 shadow-card group-hover:bg-coral-300 max-[280px]:size-12',
  },
];

/** The keyboard's help, shown where there is a mouse and read out with the buttons everywhere. */
export const DECK_KEYS_HELP = 'Keys: ↑ ↓ move between cards, ← declines, → accepts.';

export function DecisionBar({ name, busy, onDecide, acceptRef }: DecisionBarProps) {
  return (
    <fieldset
      className="flex flex-wrap items-end justify-center gap-x-6 px-4 pt-3 max-[280px]:gap-x-2 max-[280px]:px-2"
      aria-describedby="deck-keys"
    >
      <legend className="sr-only">Decide on {name}</legend>
      {DECISIONS.map(({ decision, label, icon: Icon, circle, key }) => (
        <button
          key={decision}
          ref={decision === 'accept' ? acceptRef : undefined}
          type="button"
          // Not `disabled` while the decision is sent: a disabled button drops focus to <body>, so a keyboard user
          // would start again from the top, and "It's a match!" would have no button to give focus back to.
          onClick={() => {
            if (!busy) onDecide(decision);
          }}
          aria-disabled={busy || undefined}
          aria-keyshortcuts={key}
          className="group flex w-16 flex-col items-center gap-1 rounded-2xl text-xs font-semibold text-ocean-600 aria-disabled:opacity-50 max-[280px]:w-auto"
        >
          <span className={clsx(roundClass, circle, 'group-active:scale-95')}>
            <Icon
              className={decision === 'chill' ? 'size-6' : 'size-7'}
              strokeWidth={2.5}
              fill={decision === 'accept' ? 'currentColor' : 'none'}
              aria-hidden
            />
          </span>
          {label}
        </button>
      ))}
      <p
        id="deck-keys"
        className="sr-only basis-full pt-2 text-center text-xs text-ocean-500 [@media(hover:hover)_and_(pointer:fine)]:not-sr-only"
      >
        {DECK_KEYS_HELP}
      </p>
    </fieldset>
  );
}
