// Settings save themselves (RULES.md "States and transitions"): each change waits a moment so a slider drag or quick
// taps are one request, and the latest values always win. A change still waiting when the screen closes is sent then.
import { useCallback, useEffect, useRef, useState } from 'react';
import { type Preferences, savePreferences, useSaveDiscovery } from './api/settings.ts';

export type SaveStatus = 'idle' | 'waiting' | 'saving' | 'saved' | 'failed';

export const AUTOSAVE_DELAY_MS = 500;

export function useAutosave(initial: Preferences) {
  const [prefs, setPrefs] = useState(initial);
  const [waiting, setWaiting] = useState(false);
  const saving = useSaveDiscovery();
  const { mutate } = saving;
  const latest = useRef(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const change = useCallback(
    (next: Partial<Preferences>) => {
      const values = { ...latest.current, ...next };
      latest.current = values;
      setPrefs(values);
      setWaiting(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = undefined;
        setWaiting(false);
        mutate(values);
      }, AUTOSAVE_DELAY_MS);
    },
    [mutate],
  );

  const retry = useCallback(() => mutate(latest.current), [mutate]);

  useEffect(
    () => () => {
      if (timer.current === undefined) return;
      clearTimeout(timer.current);
      void savePreferences(latest.current).catch(() => undefined);
    },
    [],
  );

  // The mutation follows its latest save only, so an older one finishing late never says the newer values are saved.
  const status: SaveStatus = waiting
    ? 'waiting'
    : saving.isPending
      ? 'saving'
      : saving.isError
        ? 'failed'
        : saving.isSuccess
          ? 'saved'
          : 'idle';
  return { prefs, status, change, retry };
}
