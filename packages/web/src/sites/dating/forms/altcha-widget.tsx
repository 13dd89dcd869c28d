// The ALTCHA widget (<altcha-widget> from the `altcha` package, v3). The package touches `window` and defines
// a custom element as it loads, so it is imported only in the browser, from an effect, never while a page is
// prerendered. It stays inside our CSP: the proof of work runs in blob: workers (worker-src 'self' blob:),
// its styles are injected (style-src 'unsafe-inline') and it fetches the challenge from /api (connect-src 'self').
import type {} from 'altcha/types/react';
import { type CSSProperties, useEffect, useRef, useState } from 'react';

export const CHALLENGE_URL = '/api?action=captchachallenge';

interface WidgetElement extends HTMLElement {
  reset?: () => void;
}

/** The site's colours (styles.css ocean and coral) and corners, through the widget's CSS custom properties. */
const look = {
  '--altcha-border-radius': '0.75rem',
  '--altcha-border-color': '#c9d8e8',
  '--altcha-color-base': '#ffffff',
  '--altcha-color-base-content': '#07162b',
  '--altcha-color-primary': '#12305a',
  '--altcha-color-primary-content': '#ffffff',
  '--altcha-color-error': '#b43815',
  '--altcha-max-width': '100%',
} as CSSProperties;

export function AltchaWidget({
  onAnswer,
  resetSignal,
  invalid,
}: {
  /** The base64 payload once solved; '' when it is reset, expires or fails. */
  onAnswer: (payload: string) => void;
  /** Changing it starts over (an answer is spent once the server has seen it). */
  resetSignal: number;
  invalid: boolean;
}) {
  const [loaded, setLoaded] = useState(false);
  const ref = useRef<WidgetElement>(null);
  const answer = useRef(onAnswer);
  answer.current = onAnswer;

  useEffect(() => {
    let live = true;
    import('altcha').then(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const widget = ref.current;
    if (!loaded || !widget) return;
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string | null }>).detail;
      answer.current(state === 'verified' && payload ? payload : '');
    };
    widget.addEventListener('statechange', onState);
    return () => widget.removeEventListener('statechange', onState);
  }, [loaded]);

  useEffect(() => {
    if (resetSignal > 0) ref.current?.reset?.();
  }, [resetSignal]);

  return (
    <div className={invalid ? 'rounded-xl ring-2 ring-coral-600' : undefined}>
      {loaded ? (
        <altcha-widget ref={ref} challenge={CHALLENGE_URL} name="altcha" style={look} />
      ) : (
        // Holds the widget's place while its script loads, so nothing below moves.
        <div className="h-[4.5rem] rounded-xl border border-ocean-200 bg-white" aria-hidden />
      )}
    </div>
  );
}
