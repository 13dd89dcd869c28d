// Settings save themselves (RULES.md "States and transitions"): each change waits a moment so a slider drag or quick
// taps are one request, and the latest values always win. A change still waiting when the screen closes is sent then.
import { useCallback, useEffect, useRef, useState } from 'react';
import { type Preferences, savePreferences } from './api/settings.ts';

export type SaveStatus = 'idle' | 'waiting' | 'saving' | 'saved' | 'failed';

export const AUTOSAVE_DELAY_MS = 500;

export function useAutosave(initial: Preferences, onError: (error: unknown) => void) {
  const [prefs, setPrefs] = useState(initial);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const latest = useRef(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const alive = useRef(true);

  const save = useCallback(
    async (values: Preferences) => {
      setStatus('saving');
      try {
        await savePreferences(values);
        // An older request finishing late does not claim the newer values are saved.
        if (alive.current && latest.current === values) setStatus('saved');
      } catch (error) {
        if (!alive.current) return;
        setStatus('failed');
        onError(error);
      }
    },
    [onError],
  );

  const change = useCallback(
    (next: Partial<Preferences>) => {
      const values = { ...latest.current, ...next };
      latest.current = values;
      setPrefs(values);
      setStatus('waiting');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = undefined;
        void save(values);
      }, AUTOSAVE_DELAY_MS);
    },
    [save],
  );

  const retry = useCallback(() => void save(latest.current), [save]);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      if (timer.current === undefined) return;
      clearTimeout(timer.current);
      void savePreferences(latest.current).catch(() => undefined);
    };
  }, []);

  return { prefs, status, change, retry };
}
