// /app/find, the deck (RULES.md "Screens and routes", "States and transitions", "Errors"): the nearby people as a
// vertical carousel of cards. A decision slides the card away (500 ms), removes it here, takes the flips from the
// answer and reloads the deck once it is empty; Flip Deck declines, in one call, the cards this person has seen, and
// the last decision can be undone for a few seconds (use-deck-undo.ts). The empty states and the dialogs are their
// own chunks, fetched while the deck is on screen, so a direct load of /app/find stays within the RULES.md "Budgets"
// budget (under 150 KB of JS gzipped). A match made by the other person's yes while this one flips shows the same
// 'It's a match!' (the `match` alert). 'View profile' opens the profile over the deck.
import type { Candidate } from '@rookery/shared/api/deck.actions.ts';
import {
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useAlerts } from '../../lib/alerts.ts';
import { isUnauthorized, messageOf } from '../../lib/api-client.ts';
import { AppLayout } from '../shell/app-layout.tsx';
import { InlineAlert } from '../shell/inline-alert.tsx';
import {
  type Decision,
  useDecideCard,
  useDeckQuery,
  useFlipDeck,
  useKeepDeckOnLeave,
} from './api/deck-data.ts';
import { DeckCard, DeckCardSkeleton } from './deck-card.tsx';
import { DecisionBar, DeckTopBar } from './deck-controls.tsx';
import type { MatchedPerson } from './deck-dialogs.tsx';
import { arrive, slideAway } from './deck-motion.ts';
import { UndoBar } from './undo-bar.tsx';
import { useCardDrag } from './use-card-drag.ts';
import { useDeckNavigation } from './use-deck-navigation.ts';
import { useDeckUndo } from './use-deck-undo.ts';

/** The undo bar's words for a decision on one card. */
const DECIDED: Record<Decision, (name: string) => string> = {
  accept: (name) => `You liked ${name}.`,
  chill: (name) => `You put ${name} on ice for a week.`,
  decline: (name) => `You declined ${name}.`,
};

const loadEmpty = () => import('./deck-empty.tsx');
const loadDialogs = () => import('./deck-dialogs.tsx');
const GpsState = lazy(async () => ({ default: (await loadEmpty()).GpsState }));
const OutOfFlipsState = lazy(async () => ({ default: (await loadEmpty()).OutOfFlipsState }));
const QuietState = lazy(async () => ({ default: (await loadEmpty()).QuietState }));
const MatchDialog = lazy(async () => ({ default: (await loadDialogs()).MatchDialog }));
const FlipDeckDialog = lazy(async () => ({ default: (await loadDialogs()).FlipDeckDialog }));
const loadProfileSheet = () => import('./deck-profile-sheet.tsx');
const DeckProfileSheet = lazy(async () => ({ default: (await loadProfileSheet()).DeckProfileSheet }));

/** What says the person is about to act: the deck's other chunks are fetched on the first of these. */
const INTENT = ['pointerdown', 'pointerover', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * Fetches the deck's other chunks (the dialogs, the empty states, the profile sheet) on the person's first touch, key
 * or pointer over the page once the deck is drawn: a decision's request and its slide (500 ms) leave them time to
 * come, so "It's a match!" and an empty deck do not wait for code, and loading a phone's page does not evaluate them
 * beside the deck (Lighthouse on /app/find: blocking time after the picture). A match that arrives live before any
 * touch loads its dialog then.
 */
function usePrefetchDeckParts(drawn: boolean) {
  useEffect(() => {
    if (!drawn) return;
    const fetchParts = () => {
      for (const type of INTENT) window.removeEventListener(type, fetchParts, true);
      void loadDialogs();
      void loadEmpty();
      void loadProfileSheet();
    };
    for (const type of INTENT) window.addEventListener(type, fetchParts, { capture: true, passive: true });
    return () => {
      for (const type of INTENT) window.removeEventListener(type, fetchParts, true);
    };
  }, [drawn]);
}

export function DeckScreen() {
  const deck = useDeckQuery();
  const [cards, setCards] = useState<Candidate[]>([]);
  const [flips, setFlips] = useState(0);
  const [index, setIndex] = useState(0);
  const decideCard = useDecideCard();
  const flipDeck = useFlipDeck();
  const busy = decideCard.isPending || flipDeck.isPending;
  const failed = [decideCard, flipDeck].find((call) => call.isError && !isUnauthorized(call.error));
  const error = failed ? messageOf(failed.error) : null;
  const [match, setMatch] = useState<MatchedPerson | null>(null);
  // The other person said yes after this one did, while this one is still flipping.
  useAlerts('match', ({ room, from }) => {
    setMatch(
      (shown) =>
        shown ?? {
          match_id: room,
          user_id: from.user_id,
          display_name: from.display_name,
          imageid: from.imageid,
        },
    );
    setCards((current) => current.filter((card) => card.user_id !== from.user_id));
  });
  const [confirmFlip, setConfirmFlip] = useState(false);
  // The card whose whole profile is open over the deck.
  const [profileOf, setProfileOf] = useState<Candidate | null>(null);
  // The cards this person has had on screen: Flip Deck declines only these, never one they never saw.
  const [seen, setSeen] = useState<ReadonlySet<string>>(() => new Set());
  const cardRef = useRef<HTMLElement>(null);
  const arrival = useRef<'next' | 'previous' | null>(null);
  // The dialogs mount when first wanted and stay, so closing them is as smooth as before.
  const [dialogsWanted, setDialogsWanted] = useState(false);
  if (!dialogsWanted && (match !== null || confirmFlip)) setDialogsWanted(true);
  // The deck ran out under the person's focus (its buttons went with the last card): focus goes to what comes next,
  // the empty state's heading (deck-empty.tsx) or, when the deck is dealt again, Accept; never <body>.
  const [refocus, setRefocus] = useState(false);
  const acceptButton = useRef<HTMLButtonElement>(null);
  // The first card's picture has loaded (or failed to): the deck is drawn (shell/first-screen.ts).
  const [pictureShown, setPictureShown] = useState(false);
  const onPictureShown = useCallback(() => setPictureShown(true), []);

  // A fresh deck from the server replaces the local one, in the same render: set in an effect, the render before it
  // drew the empty deck's state (and fetched its chunk) for a moment, between the skeleton and the first card.
  const [dealt, setDealt] = useState<typeof deck.data>(undefined);
  if (deck.data !== dealt) {
    const data = deck.data;
    setDealt(data);
    if (data) {
      setCards(data.kind === 'cards' ? data.cards : []);
      if (data.kind === 'cards' || data.kind === 'empty') setFlips(data.flips);
      if (data.kind === 'outOfFlips') setFlips(0);
      setIndex(0);
      setSeen(new Set());
    }
  }

  const current = cards[Math.min(index, cards.length - 1)];
  useKeepDeckOnLeave(cards, flips);
  const currentId = current?.user_id;
  useEffect(() => {
    if (currentId) setSeen((was) => (was.has(currentId) ? was : new Set(was).add(currentId)));
  }, [currentId]);
  const restore = useCallback((back: Candidate[], left: number) => {
    // The cards come back at the front, the first of them on screen.
    setCards((now) => [...back, ...now.filter((card) => !back.some((one) => one.user_id === card.user_id))]);
    setFlips(left);
    setIndex(0);
  }, []);
  const undo = useDeckUndo(restore);

  useLayoutEffect(() => {
    const from = arrival.current;
    arrival.current = null;
    if (from && cardRef.current) arrive(cardRef.current, from);
  });

  const go = useCallback(
    (step: 1 | -1) => {
      if (busy) return;
      setIndex((at) => {
        const next = Math.max(0, Math.min(cards.length - 1, at + step));
        if (next !== at) arrival.current = step === 1 ? 'next' : 'previous';
        return next;
      });
    },
    [busy, cards.length],
  );
  const onNext = useCallback(() => go(1), [go]);
  const onPrevious = useCallback(() => go(-1), [go]);
  const canDecide = !busy && match === null && !confirmFlip && profileOf === null && cards.length > 0;
  const swipe = useDeckNavigation({
    onNext,
    onPrevious,
    onDecline: () => onDecide('decline'),
    onAccept: () => onDecide('accept'),
    enabled: canDecide,
  });
  const drag = useCardDrag(cardRef, canDecide, (decision, from) => onDecide(decision, from));

  const { reset: resetDecision } = decideCard;
  const { reset: resetFlip } = flipDeck;
  const reload = useCallback(() => {
    resetDecision();
    resetFlip();
    // The button pressed (Look again, Try again) goes while the deck loads: focus comes back to what shows next.
    setRefocus(true);
    void deck.refetch();
  }, [deck, resetDecision, resetFlip]);

  /** `from`: where a drag let the card go (use-card-drag.ts), so it slides on from there. */
  function onDecide(decision: Decision, from?: string) {
    const card = current;
    const element = cardRef.current;
    if (!card || busy) return;
    flipDeck.reset();
    const motion = element ? slideAway(element, decision, from) : null;
    decideCard.mutate(
      { decision, userId: card.user_id, slide: motion?.finished },
      {
        onSuccess: (answer) => {
          const rest = cards.filter((other) => other.user_id !== card.user_id);
          setFlips(answer.flips);
          setCards(rest);
          setIndex((at) => Math.max(0, Math.min(at, rest.length - 1)));
          if (answer.match) setMatch({ ...card, match_id: answer.match.match_id });
          // A match is not taken back from here (the chat can unmatch); anything else can be, for a few seconds.
          undo.offer(answer.match ? null : { cards: [card], text: DECIDED[decision](card.display_name) });
          if (rest.length === 0) {
            setRefocus(true);
            void deck.refetch();
          } else arrival.current = 'next';
        },
        onError: () => motion?.cancel(),
      },
    );
  }

  function onFlipDeck() {
    setConfirmFlip(false);
    if (seen.size === 0 || busy) return;
    decideCard.reset();
    const shown = cards.filter((card) => seen.has(card.user_id));
    const unseen = cards.filter((card) => !seen.has(card.user_id));
    flipDeck.mutate(
      shown.map((card) => card.user_id),
      {
        onSuccess: (answer) => {
          setFlips(answer.flips);
          setCards(unseen);
          setIndex(0);
          undo.offer({
            cards: shown,
            text: `You declined ${shown.length} ${shown.length === 1 ? 'card' : 'cards'}.`,
          });
          // The cards not yet seen stay; only a deck with none left is dealt again.
          if (unseen.length === 0) {
            setRefocus(true);
            void deck.refetch();
          }
        },
      },
    );
  }

  const state = deck.data?.kind;
  const loading = deck.isPending || (deck.isFetching && cards.length === 0);
  const drawing = loading || (current !== undefined && !pictureShown);
  usePrefetchDeckParts(!drawing);
  const dialogOpen = match !== null || confirmFlip || profileOf !== null;
  // The heading of an empty state takes focus itself when it shows (it may come in its own chunk); a deck dealt
  // again gives it to Accept.
  const focusHeading = refocus && !dialogOpen;
  const dealtAgain = refocus && !dialogOpen && !loading && current !== undefined;
  useEffect(() => {
    if (!dealtAgain) return;
    setRefocus(false);
    acceptButton.current?.focus();
  }, [dealtAgain]);
  let body: ReactNode;
  if (deck.isError && !deck.isFetching) {
    body = (
      <div className="px-4 sm:px-6">
        <InlineAlert
          action={
            <button type="button" onClick={reload} className="font-semibold underline">
              Try again
            </button>
          }
        >
          {messageOf(deck.error)}
        </InlineAlert>
      </div>
    );
  } else if (loading) {
    body = (
      <div className="relative mx-4 flex-1 sm:mx-6" aria-busy="true">
        <p className="sr-only">Loading your deck…</p>
        <DeckCardSkeleton />
      </div>
    );
  } else if (state === 'gps') {
    body = (
      <Suspense fallback={<div className="flex-1" />}>
        <GpsState focusHeading={focusHeading} />
      </Suspense>
    );
  } else if (state === 'outOfFlips') {
    body = (
      <Suspense fallback={<div className="flex-1" />}>
        <OutOfFlipsState
          focusHeading={focusHeading}
          refillAt={deck.data?.kind === 'outOfFlips' ? deck.data.refillAt : null}
          onFlips={(bought) => {
            setFlips(bought);
            reload();
          }}
        />
      </Suspense>
    );
  } else if (!current) {
    body = (
      <Suspense fallback={<div className="flex-1" />}>
        <QuietState flips={flips} onReload={reload} focusHeading={focusHeading} />
      </Suspense>
    );
  } else {
    body = (
      <>
        <DeckTopBar
          index={Math.min(index, cards.length - 1)}
          total={cards.length}
          flips={flips}
          busy={busy}
          onPrevious={onPrevious}
          onNext={onNext}
          onFlipDeck={() => setConfirmFlip(true)}
        />
        <section
          aria-label="Your deck"
          aria-roledescription="carousel"
          className="relative mx-4 min-h-60 flex-1 touch-pan-y sm:mx-6"
          onTouchStart={swipe.onTouchStart}
          onTouchEnd={swipe.onTouchEnd}
          onWheel={swipe.onWheel}
          {...drag}
        >
          <DeckCard
            key={current.user_id}
            ref={cardRef}
            card={current}
            position={`${Math.min(index, cards.length - 1) + 1}/${cards.length}`}
            onOpenProfile={() => setProfileOf(current)}
            onPictureShown={onPictureShown}
          />
        </section>
        {error || undo.problem ? (
          <InlineAlert className="mx-4 mt-3 sm:mx-6">{error ?? undo.problem}</InlineAlert>
        ) : null}
        <UndoBar last={undo.last} pending={undo.pending} onUndo={undo.undo} />
        <DecisionBar name={current.display_name} busy={busy} onDecide={onDecide} acceptRef={acceptButton} />
      </>
    );
  }

  return (
    <AppLayout title="Find" padding="flush" wide drawing={drawing}>
      <h1 className="sr-only">Find a match</h1>
      {body}
      {profileOf ? (
        <Suspense fallback={null}>
          <DeckProfileSheet
            person={profileOf}
            busy={busy}
            onClose={() => setProfileOf(null)}
            onDecide={(decision) => {
              setProfileOf(null);
              onDecide(decision);
            }}
          />
        </Suspense>
      ) : null}
      {dialogsWanted ? (
        <Suspense fallback={null}>
          <MatchDialog match={match} onClose={() => setMatch(null)} />
          <FlipDeckDialog
            open={confirmFlip}
            count={cards.filter((card) => seen.has(card.user_id)).length}
            onFlip={onFlipDeck}
            onClose={() => setConfirmFlip(false)}
          />
        </Suspense>
      ) : null}
    </AppLayout>
  );
}
