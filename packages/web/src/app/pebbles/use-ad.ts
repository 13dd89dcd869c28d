// One rewarded ad (RULES.md "Reads and writes" adstart/adcomplete): start it, count its seconds down, then claim the
// pebble. The server only pays for a token it issued, after the ad's length, once; the countdown here only mirrors
// that.
import { useCallback, useEffect, useRef, useState } from 'react';
import { isUnauthorized, messageOf } from '../../lib/api-client.ts';
import { useSetMenuPebbles } from '../account/api/menu.ts';
import { useCompleteAd, useStartAd } from './api/pebbles.ts';

export type AdPhase =
  | { kind: 'idle' }
  | { kind: 'playing'; token: string; seconds: number; left: number }
  | { kind: 'claiming' }
  | { kind: 'done'; pebbles: number }
  | { kind: 'failed'; message: string };

export function useAd() {
  const [phase, setPhase] = useState<AdPhase>({ kind: 'idle' });
  const setPebbles = useSetMenuPebbles();
  const endsAt = useRef(0);

  const fail = useCallback((error: unknown) => {
    // A 401 has already sent the person to /app (lib/query-client.ts).
    if (!isUnauthorized(error)) setPhase({ kind: 'failed', message: messageOf(error) });
  }, []);

  const start = useStartAd();
  const { mutate: complete } = useCompleteAd();
  const claim = useCallback(
    (token: string) => {
      setPhase({ kind: 'claiming' });
      complete(token, {
        onSuccess: ({ pebbles }) => {
          setPebbles(pebbles);
          setPhase({ kind: 'done', pebbles });
        },
        onError: fail,
      });
    },
    [complete, setPebbles, fail],
  );

  const playing = phase.kind === 'playing' ? phase : null;
  const token = playing?.token;
  useEffect(() => {
    if (!token) return;
    const tick = () => {
      const left = Math.max(0, Math.ceil((endsAt.current - Date.now()) / 1000));
      if (left > 0) {
        setPhase((now) => (now.kind === 'playing' && now.left !== left ? { ...now, left } : now));
        return;
      }
      window.clearInterval(timer);
      claim(token);
    };
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [token, claim]);

  return {
    phase,
    starting: start.isPending,
    start: () =>
      start.mutate(undefined, {
        onSuccess: ({ token: issued, seconds }) => {
          endsAt.current = Date.now() + seconds * 1000;
          setPhase({ kind: 'playing', token: issued, seconds, left: seconds });
        },
        onError: fail,
      }),
    /** Closes the ad or its result; an ad closed early pays nothing. */
    reset: () => setPhase({ kind: 'idle' }),
  };
}
