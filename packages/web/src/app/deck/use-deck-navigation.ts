// Moving through the deck (RULES.md "Screens and routes"): ↑ and ↓ anywhere on the screen
// (← declines and → accepts the card on screen), and a vertical swipe or mouse-wheel turn on the card
// that goes past the top or bottom of its own scrolling text. One wheel gesture moves one card.
import { type TouchEvent, useCallback, useEffect, useRef, type WheelEvent } from 'react';

const SWIPE_PX = 60;
/** How far a wheel has to turn past the card's text before the next card comes, and the pause after one. */
const WHEEL_PX = 80;
const WHEEL_REST_MS = 650;

/** The keys, for the buttons' aria-keyshortcuts and the help line. */
export const DECK_KEYS = {
  previous: 'ArrowUp',
  next: 'ArrowDown',
  decline: 'ArrowLeft',
  accept: 'ArrowRight',
} as const;

interface Navigation {
  onPrevious: () => void;
  onNext: () => void;
  /** ← and →; absent, those keys do nothing. */
  onDecline?: () => void;
  onAccept?: () => void;
  /** Off while a dialog is open or a card is leaving. */
  enabled: boolean;
}

/** Keys meant for something else: typing, or any dialog or sheet (the side menu, a live alert) in front. */
function isElsewhere(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable ||
      ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
      target.closest('dialog, [role="dialog"], [role="alertdialog"]') !== null)
  );
}

export function useDeckNavigation({ onPrevious, onNext, onDecline, onAccept, enabled }: Navigation) {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (
        event.defaultPrevented ||
        event.altKey ||
        event.ctrlKey ||
        event.metaKey ||
        isElsewhere(event.target)
      ) {
        return;
      }
      if (event.key === DECK_KEYS.next) onNext();
      else if (event.key === DECK_KEYS.previous) onPrevious();
      else if (event.key === DECK_KEYS.decline && onDecline && !event.repeat) onDecline();
      else if (event.key === DECK_KEYS.accept && onAccept && !event.repeat) onAccept();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, onNext, onPrevious, onDecline, onAccept]);

  const start = useRef<{ x: number; y: number; atTop: boolean; atBottom: boolean } | null>(null);

  const onTouchStart = useCallback((event: TouchEvent<HTMLElement>) => {
    const touch = event.touches[0];
    if (!touch || event.touches.length > 1) {
      start.current = null;
      return;
    }
    const scroller = (event.target as HTMLElement).closest<HTMLElement>('[data-card-scroller]');
    start.current = {
      x: touch.clientX,
      y: touch.clientY,
      atTop: !scroller || scroller.scrollTop <= 1,
      atBottom: !scroller || scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1,
    };
  }, []);

  const onTouchEnd = useCallback(
    (event: TouchEvent<HTMLElement>) => {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (!enabled || !from || !touch) return;
      const dx = touch.clientX - from.x;
      const dy = touch.clientY - from.y;
      if (Math.abs(dy) < SWIPE_PX || Math.abs(dy) < Math.abs(dx) * 1.5) return;
      // A swipe up shows the next card once the card's own text has been read to its end.
      if (dy < 0 && from.atBottom) onNext();
      if (dy > 0 && from.atTop) onPrevious();
    },
    [enabled, onNext, onPrevious],
  );

  const wheel = useRef({ travel: 0, restUntil: 0 });
  const onWheel = useCallback(
    (event: WheelEvent<HTMLElement>) => {
      if (!enabled || event.ctrlKey || Math.abs(event.deltaY) <= Math.abs(event.deltaX)) return;
      const state = wheel.current;
      const now = event.timeStamp;
      // The rest of a gesture that already moved a card is spent, and so is any turn while the text scrolls.
      if (now < state.restUntil) {
        state.restUntil = now + WHEEL_REST_MS;
        return;
      }
      const scroller = (event.target as HTMLElement).closest<HTMLElement>('[data-card-scroller]');
      const down = event.deltaY > 0;
      const atEdge = !scroller
        ? true
        : down
          ? scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1
          : scroller.scrollTop <= 1;
      if (!atEdge || Math.sign(state.travel) !== Math.sign(event.deltaY)) state.travel = 0;
      if (!atEdge) return;
      state.travel += event.deltaY;
      if (Math.abs(state.travel) < WHEEL_PX) return;
      state.travel = 0;
      state.restUntil = now + WHEEL_REST_MS;
      if (down) onNext();
      else onPrevious();
    },
    [enabled, onNext, onPrevious],
  );

  return { onTouchStart, onTouchEnd, onWheel };
}
