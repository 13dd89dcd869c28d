// The realtime connection for a screen (the chat, the call): holds the shared socket while mounted, reads its
// state for React, sends the person to /app when the server refuses the session (RULES.md "Roles"), and gives the
// screen an `emit` that waits for the acknowledgement with the RULES.md "Constants and limits" time-out.
import type { Ack, ClientEventName, ClientInput } from '@rookery/shared/events.ts';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import {
  acquireSocket,
  type ConnectionState,
  connection,
  emitWithAck,
  onUnauthorized,
  type RealtimeSocket,
} from './socket.ts';

export interface Realtime {
  /** Undefined only during the first render. */
  socket: RealtimeSocket | undefined;
  state: ConnectionState;
  emit: <E extends ClientEventName>(
    event: E,
    payload: ClientInput<E>,
  ) => Promise<Ack<Record<string, unknown>>>;
}

export function useConnectionState(): ConnectionState {
  return useSyncExternalStore(connection.subscribe, connection.getSnapshot, () => 'closed');
}

export function useRealtime(): Realtime {
  const navigate = useNavigate();
  const [socket, setSocket] = useState<RealtimeSocket>();
  const state = useConnectionState();

  useEffect(() => {
    const stop = onUnauthorized(() => navigate('/app', { replace: true }));
    const held = acquireSocket();
    setSocket(held.socket);
    return () => {
      stop();
      held.release();
    };
  }, [navigate]);

  const emit = useCallback(
    <E extends ClientEventName>(event: E, payload: ClientInput<E>) =>
      socket
        ? emitWithAck(socket, event, payload)
        : Promise.resolve<Ack<Record<string, unknown>>>({ success: false, error: 'Still connecting…' }),
    [socket],
  );

  return { socket, state, emit };
}
