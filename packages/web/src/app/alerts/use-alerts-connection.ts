// The app-wide hold on the one realtime connection (lib/socket.ts) while a person is signed in: every screen's
// news arrives through it (lib/alerts.ts), the chat and call screens share it, and after a drop, or when the server
// says fan-out between its servers had a gap (`resync`), the lists are fetched again (badges, matches,
// notifications) and the screens told to resync, so nothing is missed.
import type { PersonAlert } from '@rookery/shared/events.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { publish } from '../../lib/alerts.ts';
import { acquireSocket, onUnauthorized, type RealtimeSocket } from '../../lib/socket.ts';
import { accountKeys } from '../account/api/account-keys.ts';
import { matchesKeys } from '../matches/api/matches-keys.ts';
import { notificationsKeys } from '../notifications/api/notifications-keys.ts';
import { spreadResyncs } from './resync-spread.ts';

export function useAlertsConnection(): RealtimeSocket | undefined {
  const queryClient = useQueryClient();
  const [socket, setSocket] = useState<RealtimeSocket>();

  useEffect(() => {
    const held = acquireSocket();
    const current = held.socket;
    setSocket(current);
    let dropped = false;
    const onAlert = (alert: PersonAlert) => publish.alert(alert);
    const onPresence = (presence: { room: string; online: boolean }) => publish.presence(presence);
    const onDisconnect = () => {
      dropped = true;
    };
    // What happened while away: the badges and lists again from the server, and the open screens told.
    const refetch = (since?: string) => {
      void queryClient.invalidateQueries({ queryKey: accountKeys.menu });
      void queryClient.invalidateQueries({ queryKey: matchesKeys.list });
      void queryClient.invalidateQueries({ queryKey: notificationsKeys.list });
      publish.resync(since);
    };
    const onConnect = () => {
      if (!dropped) return;
      dropped = false;
      refetch();
    };
    // The socket stayed, but news from people on other servers was lost while Redis was away (resync-spread.ts).
    const resyncs = spreadResyncs(refetch);
    const onServerResync = ({ since }: { since: string }) => resyncs.heard(since);
    current.on('alert', onAlert);
    current.on('presence', onPresence);
    current.on('disconnect', onDisconnect);
    current.on('connect', onConnect);
    current.on('resync', onServerResync);
    // A refused session ends the hold at once; the screens send the person to sign in.
    const stop = onUnauthorized(() => held.release());
    return () => {
      stop();
      current.off('alert', onAlert);
      current.off('presence', onPresence);
      current.off('disconnect', onDisconnect);
      current.off('connect', onConnect);
      current.off('resync', onServerResync);
      resyncs.stop();
      held.release();
    };
  }, [queryClient]);

  return socket;
}
