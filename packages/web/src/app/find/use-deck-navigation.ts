// Moving through the deck (SPEC.md 2 "Vertical carousel, up/down navigation"): the arrow keys anywhere on the
// screen, and a vertical swipe on the card that goes past the top or bottom of its own scrolling text.
import { type TouchEvent, useCallback, useEffect, useRef } from 'react';

const SWIPE_PX = 60;

interface Navigation {
  onPrevious: () => void;
  onNext: () => void;
  /** Off while a dialog is open or a card is leaving. */
  enabled: boolean;
}

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

export function useDeckNavigation({ onPrevious, onNext, enabled }: Navigation) {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (
        event.defaultPrevented ||
        event.altKey ||
        event.ctrlKey ||
        event.metaKey ||
        isTyping(event.target)
      ) {
        return;
      }
      if (event.key === 'ArrowDown') onNext();
      else if (event.key === 'ArrowUp') onPrevious();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, onNext, onPrevious]);

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

  return { onTouchStart, onTouchEnd };
}
