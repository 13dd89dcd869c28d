// This device's web push as screens use it (Settings → Notifications and the matches list's card): its state,
// turning it on or off, and keeping the server's copy in step on arrival when it is already allowed.
import { useCallback, useEffect, useState } from 'react';
import { messageOf } from '../../../lib/api-error.ts';
import { type PushState, pushState, resyncPush, turnOffPush, turnOnPush } from '../../../lib/web-push.ts';

export interface PushDevice {
  /** null until read. */
  state: PushState | null;
  busy: boolean;
  error: string | null;
  turnOn(): void;
  turnOff(): void;
}

const FAILED = "Couldn't change notifications on this device. Please try again.";

export function usePushDevice(): PushDevice {
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    resyncPush()
      .catch(() => undefined)
      .then(() => pushState())
      .then((read) => {
        if (live) setState(read);
      });
    return () => {
      live = false;
    };
  }, []);

  const run = useCallback((change: () => Promise<PushState>) => {
    setBusy(true);
    setError(null);
    change()
      .then(setState)
      .catch(async (err: unknown) => {
        setError(messageOf(err, FAILED));
        setState(await pushState());
      })
      .finally(() => setBusy(false));
  }, []);

  return {
    state,
    busy,
    error,
    turnOn: useCallback(() => run(turnOnPush), [run]),
    turnOff: useCallback(() => run(turnOffPush), [run]),
  };
}
