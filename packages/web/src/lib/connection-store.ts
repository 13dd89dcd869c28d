// The realtime connection's state as a tiny external store React reads with useSyncExternalStore. Its own module,
// free of socket.io-client, so the app shell can show "Reconnecting…" without loading the socket code.

export type ConnectionState = 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface ConnectionStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): ConnectionState;
  set(state: ConnectionState): void;
}

/** A tiny external store: listeners hear only real changes. */
export function createConnectionStore(initial: ConnectionState = 'closed'): ConnectionStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    set(next) {
      if (next === state) return;
      state = next;
      for (const listener of [...listeners]) listener();
    },
  };
}

/** The one connection of the app (socket.ts writes it). */
export const connection = createConnectionStore('closed');
