// A deck card that follows the finger: a sideways drag moves and tilts the card; let go past a third of
// its width (or 120 px) it decides, right to accept and left to decline (the buttons' and ← →'s decisions), else it
// springs back. Up and down stay the carousel's and the card's own scrolling (touch-action: pan-y). With reduced
// motion the card moves without tilting and goes back without springing.
import {
  type DragEvent,
  type MouseEvent,
  type PointerEvent,
  type RefObject,
  useCallback,
  useRef,
} from 'react';
import type { Decision } from './api/deck-data.ts';
import { reducedMotion } from './deck-motion.ts';

/** A drag starts once the pointer has gone this far sideways (a tap or a vertical swipe is not a drag). */
const START_PX = 10;
const DECIDE_PX = 120;
const SNAP_MS = 220;

/** The card's transform for a sideways offset. */
export function dragTransform(dx: number, reduced: boolean): string {
  return reduced
    ? `translateX(${dx}px)`
    : `translateX(${dx}px) rotate(${Math.max(-15, Math.min(15, dx / 18))}deg)`;
}

/** The decision of a drag let go at `dx` on a card `width` wide, or null to spring back. */
export function dragDecision(dx: number, width: number): Decision | null {
  const needed = Math.min(DECIDE_PX, width / 3);
  if (Math.abs(dx) < needed) return null;
  return dx > 0 ? 'accept' : 'decline';
}

interface Drag {
  id: number;
  x: number;
  y: number;
  dx: number;
  moving: boolean;
}

/** Pointer handlers for the deck; `onDecide` gets the transform the card was let go at, to slide on from there. */
export function useCardDrag(
  card: RefObject<HTMLElement | null>,
  enabled: boolean,
  onDecide: (decision: Decision, from: string) => void,
) {
  const drag = useRef<Drag | null>(null);
  // A drag's release is not a click on the button under it ('View profile').
  const swallowClick = useRef(false);

  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      swallowClick.current = false;
      if (!enabled || !event.isPrimary || event.button !== 0) return;
      drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY, dx: 0, moving: false };
    },
    [enabled],
  );

  const onPointerMove = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      const now = drag.current;
      const element = card.current;
      if (!now || now.id !== event.pointerId || !element) return;
      const dx = event.clientX - now.x;
      const dy = event.clientY - now.y;
      if (!now.moving) {
        if (Math.abs(dy) > START_PX && Math.abs(dy) >= Math.abs(dx)) {
          drag.current = null;
          return;
        }
        if (Math.abs(dx) < START_PX) return;
        now.moving = true;
        event.currentTarget.setPointerCapture(event.pointerId);
        element.dataset.dragging = '';
        // What a mouse began to select on its way to becoming a drag is let go.
        window.getSelection()?.removeAllRanges();
      }
      now.dx = dx;
      element.style.transform = dragTransform(dx, reducedMotion());
      element.dataset.leaning = dx > 0 ? 'accept' : 'decline';
    },
    [card],
  );

  const finish = useCallback(
    (event: PointerEvent<HTMLElement>, cancelled: boolean) => {
      const now = drag.current;
      const element = card.current;
      if (!now || now.id !== event.pointerId) return;
      drag.current = null;
      if (!now.moving || !element) return;
      swallowClick.current = true;
      delete element.dataset.dragging;
      delete element.dataset.leaning;
      const from = element.style.transform;
      element.style.transform = '';
      const decision = cancelled ? null : dragDecision(now.dx, element.offsetWidth);
      if (decision) {
        onDecide(decision, from);
        return;
      }
      if (!reducedMotion()) {
        element.animate([{ transform: from }, { transform: 'none' }], {
          duration: SNAP_MS,
          easing: 'cubic-bezier(0.2, 0.9, 0.3, 1.2)',
        });
      }
    },
    [card, onDecide],
  );

  const onClickCapture = useCallback((event: MouseEvent<HTMLElement>) => {
    if (!swallowClick.current) return;
    swallowClick.current = false;
    event.preventDefault();
    event.stopPropagation();
  }, []);

  return {
    onPointerDown,
    onPointerMove,
    onPointerUp: (event: PointerEvent<HTMLElement>) => finish(event, false),
    onPointerCancel: (event: PointerEvent<HTMLElement>) => finish(event, true),
    onClickCapture,
    // The browser's own image drag would take the pointer away.
    onDragStart: (event: DragEvent<HTMLElement>) => event.preventDefault(),
  };
}
