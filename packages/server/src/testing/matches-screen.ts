// What a person's matches list holds, for the delivery tests: each room's unread badge and whether the other member
// is online, from the `matches` action, kept current by `alert` (message, read) and `presence` events, and fetched
// again on `resync`, as the web app's use-alerts-connection.ts does (it invalidates the matches list). No vitest
// imports.

import type { PersonAlert } from '@rookery/shared/events.ts';
import { connectAs, type TestSocket } from './socket-client.ts';

export interface MatchRow {
  unread: number;
  online: boolean;
}

export interface MatchesScreen {
  socket: TestSocket;
  rooms: Map<string, MatchRow>;
  resyncs: number;
  /** Fetches the list again (what a resync does). */
  refetch(): Promise<void>;
}

export async function openMatchesScreen(url: string, cookie: string): Promise<MatchesScreen> {
  const socket = await connectAs(url, { cookie });
  const screen: MatchesScreen = {
    socket,
    rooms: new Map(),
    resyncs: 0,
    async refetch() {
      const response = await fetch(`${url}/api?action=matches`, { headers: { cookie } });
      if (!response.ok) throw new Error(`matches answered ${response.status}`);
      const body = (await response.json()) as {
        matches: { match_id: string; unread: number; online?: number }[];
      };
      for (const row of body.matches)
        screen.rooms.set(row.match_id, { unread: row.unread, online: row.online === 1 });
    },
  };
  const row = (room: string): MatchRow => {
    const held = screen.rooms.get(room) ?? { unread: 0, online: false };
    screen.rooms.set(room, held);
    return held;
  };
  socket.on('alert', (alert: PersonAlert) => {
    if (alert.kind === 'message' || alert.kind === 'read') row(alert.room).unread = alert.unread;
  });
  socket.on('presence', ({ room, online }) => {
    row(room).online = online;
  });
  socket.on('resync', () => {
    screen.resyncs += 1;
    screen.refetch().catch(() => {});
  });
  await screen.refetch();
  return screen;
}
