// This device's web push as screens use it (Settings → Notifications and the matches list's card): its state,
// turning it on or off, and keeping the server's copy in step on arrival when it is already allowed.
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { failsWith, messageOf } from '../../../lib/api-client.ts';
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

  // Subscribing asks the browser, then the server (pushsubscribe in lib/web-push.ts); a failure reads the state again.
  const change = useMutation({
    mutationFn: (turn: () => Promise<PushState>) => turn().catch(failsWith(FAILED)),
    onSuccess: setState,
    onError: async () => setState(await pushState()),
  });
  const { mutate: run } = change;

  return {
    state,
    busy: change.isPending,
    error: change.isError ? messageOf(change.error) : null,
    turnOn: useCallback(() => run(turnOnPush), [run]),
    turnOff: useCallback(() => run(turnOffPush), [run]),
  };
}
