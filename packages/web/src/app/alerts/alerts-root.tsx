// Everything live of the signed-in app, in its own chunk loaded after the first paint (alerts-layer.tsx): the one
// realtime connection, the caches the alerts keep fresh, the toasts, the ringing sheet, the tab's badge and a
// small "Reconnecting…" note (the chat and call screens draw their own).
import { WifiOff } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useConnectionState } from '../../lib/use-realtime.ts';
import { useMenuData } from '../account/api/menu.ts';
import { AlertToasts } from './alert-toasts.tsx';
import { badgeCount } from './alerts-cache.ts';
import { openRoom } from './chat-target.ts';
import { RingingSheet } from './ringing-sheet.tsx';
import { unlockAudioOnGesture } from './sounds.ts';
import { useAlertsCache } from './use-alerts-cache.ts';
import { useAlertsConnection } from './use-alerts-connection.ts';
import { useTabBadge } from './use-tab-badge.ts';

/** Screens that show the connection's state themselves. */
const OWN_STATE = new Set(['/app/chat', '/app/avchat']);

function ReconnectingNote() {
  const state = useConnectionState();
  const { pathname } = useLocation();
  if (state !== 'reconnecting' || OWN_STATE.has(pathname)) return null;
  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-0 top-[max(0.875rem,env(safe-area-inset-top))] z-30 flex justify-center px-3 sm:top-[2.875rem]"
    >
      <span className="flex items-center gap-2 rounded-full bg-pebble-100 px-4 py-2 text-sm font-semibold text-pebble-700 shadow-card">
        <WifiOff className="size-4" aria-hidden />
        Reconnecting…
      </span>
    </div>
  );
}

export function AlertsRoot() {
  const socket = useAlertsConnection();
  useAlertsCache(openRoom);
  useTabBadge(badgeCount(useMenuData().data));
  useEffect(() => unlockAudioOnGesture(), []);
  return (
    <>
      <ReconnectingNote />
      <AlertToasts openRoom={openRoom} />
      <RingingSheet socket={socket} openRoom={openRoom} />
    </>
  );
}
