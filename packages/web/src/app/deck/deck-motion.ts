// The deck's movement (RULES.md "States and transitions", "Constants and limits"): a decided card slides away in 500
// ms (accept right, decline left, chill down), and the carousel brings the next card in from above or below in 350
// ms. The Web Animations API keeps this out of the shared stylesheet; with reduced motion the cards only fade.
import type { Decision } from './api/deck-data.ts';

export const CARD_SLIDE_MS = 500;
export const CAROUSEL_MS = 350;

export function reducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

const AWAY: Record<Decision, string> = {
  accept: 'translateX(120%) rotate(10deg)',
  decline: 'translateX(-120%) rotate(-10deg)',
  chill: 'translateY(110%) scale(0.9)',
};

/**
 * Starts the slide-away, from where a drag let the card go (`from`) or from its place; await
 * `.finished`, or `.cancel()` it to put the card back (the request failed).
 */
export function slideAway(element: HTMLElement, decision: Decision, from = 'none'): Animation {
  const to = reducedMotion() ? 'none' : AWAY[decision];
  return element.animate(
    [
      { transform: from, opacity: 1 },
      { transform: to, opacity: 0 },
    ],
    {
      duration: CARD_SLIDE_MS,
      easing: 'cubic-bezier(0.4, 0, 1, 1)',
      fill: 'forwards',
    },
  );
}

/** Brings a card in: from below when moving down the deck ('next'), from above when moving up. */
export function arrive(element: HTMLElement, from: 'next' | 'previous'): void {
  const offset = reducedMotion() ? '0' : from === 'next' ? '18%' : '-18%';
  element.animate(
    [
      { transform: `translateY(${offset})`, opacity: 0 },
      { transform: 'none', opacity: 1 },
    ],
    { duration: CAROUSEL_MS, easing: 'cubic-bezier(0.2, 0, 0, 1)' },
  );
}
