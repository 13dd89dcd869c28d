// The matches list's invitation to web push: shown once the person has a match, on a browser that can
// push, has not decided and was not asked before. The browser's own prompt comes only after "Turn on"; "Not now"
// is remembered on this browser, and Settings → Notifications can turn pushes on at any time. The router puts the
// card in the matches screen's slot (app-routes.tsx).
import { BellRing, X } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '../../components/button-styles.ts';
import { usePublicConfig } from '../../lib/config-context.tsx';
import { markPushAsked, pushAsked } from '../../lib/web-push.ts';
import { InlineAlert } from '../shell/inline-alert.tsx';
import { usePushDevice } from './api/push-device.ts';

export function PushPromptCard({ firstName }: { firstName: string | null }) {
  const { product } = usePublicConfig();
  const device = usePushDevice();
  const [dismissed, setDismissed] = useState(pushAsked);
  const [turnedOn, setTurnedOn] = useState(false);
  // Only while undecided: a browser that already allows or blocks pushes, or cannot push, is not asked.
  const undecided =
    device.state === 'off' && typeof Notification !== 'undefined' && Notification.permission === 'default';
  if (dismissed || (!undecided && !turnedOn && !device.busy)) return null;
  if (turnedOn && device.state === 'on') return null;

  const later = () => {
    markPushAsked();
    setDismissed(true);
  };
  const turnOn = () => {
    setTurnedOn(true);
    device.turnOn();
  };
  const who = firstName ? `${firstName} writes or calls` : 'your matches write or call';

  return (
    <aside aria-label="Notifications" className="relative mt-5 rounded-3xl bg-ice-50 p-5 ring-1 ring-ice-200">
      <button
        type="button"
        onClick={later}
        aria-label="Not now"
        className="absolute top-3 right-3 grid size-9 place-items-center rounded-full text-ocean-500 hover:bg-white focus-visible:ring-2 focus-visible:ring-ice-500 focus-visible:outline-none"
      >
        <X className="size-5" aria-hidden />
      </button>
      <div className="flex items-start gap-4 pr-8">
        <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-white text-coral-600 ring-1 ring-ice-200">
          <BellRing className="size-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <h2 className="font-bold text-ocean-950">Don't miss a message</h2>
          <p className="mt-1 text-sm leading-relaxed text-ocean-700">
            Get a notification when {who}, even when {product} is closed. We only say who, never what they
            wrote.
          </p>
        </div>
      </div>
      {device.error ? <InlineAlert className="mt-3">{device.error}</InlineAlert> : null}
      {turnedOn && device.state === 'blocked' ? (
        <p className="mt-3 text-sm text-ocean-700">
          Your browser said no. You can allow notifications later in Settings → Notifications.
        </p>
      ) : (
        <div className="mt-4 flex flex-wrap gap-2">
          <button type="button" onClick={turnOn} disabled={device.busy} className={buttonClass('dark', 'md')}>
            {device.busy ? 'Just a moment…' : 'Turn on'}
          </button>
          <button type="button" onClick={later} className={buttonClass('outline', 'md')}>
            Not now
          </button>
        </div>
      )}
    </aside>
  );
}
