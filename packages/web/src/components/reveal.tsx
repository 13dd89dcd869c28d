// Scroll reveal (RULES.md "Constants and limits": 150 px offset, 1 s duration). Content is visible in the prerendered
// HTML and without JavaScript; only after hydration, and only for elements still below the fold, does it hide and
// fade in.
import { type ReactNode, useEffect, useRef } from 'react';

export const SCROLL_REVEAL = {
  /** How far (px) an element must be inside the viewport before it appears. */
  offsetPx: 150,
  durationMs: 1000,
  /**
   * The original throttled its scroll listener to 50 ms. An IntersectionObserver reports at most once per
   * frame and never runs on the scroll path, so it needs no throttle of its own.
   */
  throttleMs: 50,
} as const;

/**
 * All revealing elements share one observer and one measuring pass per frame: reading every position first and
 * writing styles after avoids a forced layout per element while the page hydrates.
 */
const delays = new WeakMap<HTMLElement, number>();
const waiting = new Set<HTMLElement>();
let observer: IntersectionObserver | null = null;
let measuring = false;

function show(element: HTMLElement): void {
  const { style } = element;
  const delay = delays.get(element) ?? 0;
  const duration = SCROLL_REVEAL.durationMs;
  style.transition = `opacity ${duration}ms ease-out ${delay}ms, transform ${duration}ms cubic-bezier(0.22, 1, 0.36, 1) ${delay}ms`;
  style.opacity = '';
  style.transform = '';
  delete element.dataset.revealHidden;
  observer?.unobserve(element);
}

function sharedObserver(): IntersectionObserver {
  if (!observer) {
    observer = new IntersectionObserver(
      (entries) => {
        for (const { isIntersecting, target } of entries) {
          if (isIntersecting && target instanceof HTMLElement) show(target);
        }
      },
      { rootMargin: `0px 0px -${SCROLL_REVEAL.offsetPx}px 0px` },
    );
    // A printed page shows everything.
    window.addEventListener('beforeprint', () => {
      for (const element of document.querySelectorAll<HTMLElement>('[data-reveal-hidden]')) show(element);
    });
  }
  return observer;
}

function measureAndHide(): void {
  measuring = false;
  const viewport = window.innerHeight;
  const lowestScroll = document.documentElement.scrollHeight - viewport;
  // Reads first...
  const below = [...waiting].filter((element) => {
    // Inside a section that is not rendered yet, measure the section: measuring the element would force the
    // browser to lay out what it deliberately skipped (styles.css, data-deferred-render).
    const box = element.closest<HTMLElement>('[data-deferred-render]') ?? element;
    const rect = box.getBoundingClientRect();
    // Hidden only if the visitor cannot see it yet, and can scroll far enough for all of it to come `offsetPx` in.
    return (
      rect.top >= viewport && rect.bottom + window.scrollY - lowestScroll < viewport - SCROLL_REVEAL.offsetPx
    );
  });
  waiting.clear();
  // ...then writes: a transform, so the layout box never moves (CLS stays 0).
  for (const element of below) {
    element.style.opacity = '0';
    element.style.transform = 'translateY(1.5rem)';
    element.dataset.revealHidden = '';
    sharedObserver().observe(element);
  }
}

/**
 * Returns a ref for an element that should fade in as it scrolls into view. The first render (on the server and
 * during hydration) never changes the element, so hydration matches the prerendered markup exactly.
 */
export function useReveal<T extends HTMLElement>(delayMs = 0) {
  const ref = useRef<T>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    delays.set(element, delayMs);
    waiting.add(element);
    if (!measuring) {
      measuring = true;
      requestAnimationFrame(measureAndHide);
    }
    return () => {
      waiting.delete(element);
      observer?.unobserve(element);
      delete element.dataset.revealHidden;
      element.style.opacity = '';
      element.style.transform = '';
      element.style.transition = '';
    };
  }, [delayMs]);

  return ref;
}

/** A block that fades in on scroll; `delayMs` staggers cards in a row. */
export function Reveal({
  children,
  className,
  delayMs,
}: {
  children: ReactNode;
  className?: string;
  delayMs?: number;
}) {
  const ref = useReveal<HTMLDivElement>(delayMs);
  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}
