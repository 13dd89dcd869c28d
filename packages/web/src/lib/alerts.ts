// The person's live news (events.ts `alert` and `presence`) for any screen: one registry of listeners
// that the app-wide connection (app/alerts) feeds, and `useAlerts(kind, handler)` to hear one kind. No socket code
// here, so a screen can listen without loading socket.io-client; a handler added twice (StrictMode) is removed
// twice, and the newest handler always runs, so a screen never needs to resubscribe for fresh state.
import type { PersonAlert, PersonAlertKind } from '@rookery/shared/events.ts';
import { useEffect, useRef } from 'react';

export type AlertOf<K extends PersonAlertKind> = Extract<PersonAlert, { kind: K }>;
export interface Presence {
  room: string;
  online: boolean;
}

type Listener = (value: never) => void;
const listeners = new Map<string, Set<Listener>>();

function add(channel: string, listener: Listener): () => void {
  let set = listeners.get(channel);
  if (!set) {
    set = new Set();
    listeners.set(channel, set);
  }
  set.add(listener);
  return () => {
    listeners.get(channel)?.delete(listener);
  };
}

function deliver(channel: string, value: unknown): void {
  for (const listener of [...(listeners.get(channel) ?? [])]) {
    try {
      (listener as (value: unknown) => void)(value);
    } catch (error) {
      // One screen's failure must not keep the news from the others.
      console.warn('alert listener failed', error);
    }
  }
}

/** Hears one kind of alert until the returned function is called. */
export function onAlert<K extends PersonAlertKind>(
  kind: K,
  handler: (alert: AlertOf<K>) => void,
): () => void {
  return add(`alert:${kind}`, handler as Listener);
}

export function onPresence(handler: (presence: Presence) => void): () => void {
  return add('presence', handler as Listener);
}

/**
 * The connection came back after a drop, or the server said fan-out between its servers had a gap (`resync`, issue
 * 32): screens refetch what they show. `since`: the server's, when events since then may have been lost.
 */
export function onResync(handler: (since?: string) => void): () => void {
  return add('resync', handler as Listener);
}

/** Called by the app-wide connection for each event it receives. */
export const publish = {
  alert(alert: PersonAlert): void {
    deliver(`alert:${alert.kind}`, alert);
  },
  presence(presence: Presence): void {
    deliver('presence', presence);
  },
  resync(since?: string): void {
    deliver('resync', since);
  },
};

/** A screen's subscription to one kind of alert, for as long as it is mounted. */
export function useAlerts<K extends PersonAlertKind>(kind: K, handler: (alert: AlertOf<K>) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => onAlert(kind, (alert) => latest.current(alert)), [kind]);
}

export function usePresence(handler: (presence: Presence) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => onPresence((presence) => latest.current(presence)), []);
}
