// A live countdown for a refusal that says how long to wait (a 429's Retry-After): Resend Code shows the
// seconds left and comes back by itself when they are over.
import { useCallback, useEffect, useState } from 'react';

/** `start(seconds)` begins a countdown; `left` is the whole seconds remaining (0 when none). */
export function useCountdown(): { left: number; start: (seconds: number) => void } {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(1000, until - now));
    return () => clearTimeout(timer);
  }, [until, now]);
  const start = useCallback((seconds: number) => {
    const at = Date.now();
    setNow(at);
    setUntil(seconds > 0 ? at + seconds * 1000 : 0);
  }, []);
  return { left: Math.max(0, Math.ceil((until - now) / 1000)), start };
}

/** "0:42" for the button. */
export function countdownText(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
