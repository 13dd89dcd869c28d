// Settings → Devices: where this account is signed in (a label from the browser or the app, and when it
// was last active), "Sign out" of one of the others, or of all of them at once. Each asks first, as signing out does
// in the side menu. Ending a device closes its live connection at once and its next request goes to sign-in.
import type { Device } from '@rookery/shared/api/auth.actions.ts';
import { Laptop, Smartphone } from 'lucide-react';
import { useId, useState } from 'react';
import { messageOf } from '../../lib/api-client.ts';
import { lastActive as agoWords } from '../../lib/dates.ts';
import { type Ending, useDevices, useEndDevices } from '../auth/api/devices.ts';
import { ConfirmDialog } from '../shell/confirm-dialog.tsx';
import { InlineAlert } from '../shell/inline-alert.tsx';

/** What the confirmation is about: one device, or every one but this. */
const PHONE = /\b(Android|iPhone|iPad|app)\b/;

/** "just now", "2 min ago", "yesterday", "Monday", "Nov 3": lib/dates.ts's words inside a sentence. */
function lastActive(iso: string): string {
  const words = agoWords(iso);
  return words === 'Just now' || words === 'Yesterday' ? words.toLowerCase() : words;
}

function DeviceRow({ device, onSignOut }: { device: Device; onSignOut: () => void }) {
  const whenId = useId();
  const Icon = PHONE.test(device.label) ? Smartphone : Laptop;
  return (
    <li className="flex items-center gap-3 py-3">
      <span className="grid size-8 shrink-0 place-items-center rounded-full bg-ocean-50 text-ocean-700 sm:size-10">
        <Icon className="size-4 sm:size-5" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 font-semibold text-ocean-950">
          <span className="break-words">{device.label}</span>
          {device.current ? (
            <span className="rounded-full bg-ice-50 px-2 py-0.5 text-xs font-semibold text-ice-700 ring-1 ring-ice-200 ring-inset">
              This device
            </span>
          ) : null}
        </p>
        <p id={whenId} className="text-sm text-ocean-600">
          {device.current ? (
            'Active now'
          ) : (
            <>
              Last active <time dateTime={device.lastSeen}>{lastActive(device.lastSeen)}</time>
            </>
          )}
        </p>
      </div>
      {device.current ? null : (
        <button
          type="button"
          onClick={onSignOut}
          aria-label={`Sign out ${device.label}`}
          aria-describedby={whenId}
          className="shrink-0 rounded-full px-3 py-2 text-sm font-semibold text-coral-700 ring-1 ring-coral-200 ring-inset hover:bg-coral-50 focus-visible:ring-4 focus-visible:ring-coral-200 focus-visible:outline-none"
        >
          Sign out
        </button>
      )}
    </li>
  );
}

export function DevicesSettings() {
  const devices = useDevices();
  const [ending, setEnding] = useState<Ending | null>(null);
  const [done, setDone] = useState<string>();
  const end = useEndDevices();
  const endIt = (what: Ending) =>
    end.mutate(what, {
      onSuccess: () => {
        setEnding(null);
        setDone(
          what.kind === 'one' ? `${what.device.label} is signed out.` : 'Every other device is signed out.',
        );
      },
    });

  function ask(what: Ending) {
    end.reset();
    setDone(undefined);
    setEnding(what);
  }

  if (devices.isError) {
    return (
      <InlineAlert
        action={
          <button type="button" onClick={() => devices.refetch()} className="font-semibold underline">
            Try again
          </button>
        }
      >
        {messageOf(devices.error)}
      </InlineAlert>
    );
  }
  const list = devices.data;
  const others = list?.filter((device) => !device.current).length ?? 0;

  return (
    <div className="flex flex-col gap-3" data-testid="devices">
      <p className="text-sm leading-relaxed text-ocean-600">
        Where you are signed in. If you don't recognise one, sign it out and change your password.
      </p>
      {list ? (
        <ul aria-label="Signed-in devices" className="divide-y divide-ocean-100">
          {list.map((device) => (
            <DeviceRow key={device.id} device={device} onSignOut={() => ask({ kind: 'one', device })} />
          ))}
        </ul>
      ) : (
        <div aria-hidden className="flex animate-pulse flex-col gap-3 py-3">
          <div className="h-10 rounded-2xl bg-ocean-50" />
          <div className="h-10 rounded-2xl bg-ocean-50" />
        </div>
      )}
      <p role="status" className="text-sm font-semibold text-ice-700 empty:hidden">
        {done}
      </p>
      {list && others === 0 ? (
        <p className="text-sm text-ocean-600">You're not signed in anywhere else.</p>
      ) : null}
      {others > 0 ? (
        <button
          type="button"
          onClick={() => ask({ kind: 'others' })}
          className="self-start rounded-full px-4 py-2 text-sm font-semibold text-coral-700 ring-1 ring-coral-200 ring-inset hover:bg-coral-50 focus-visible:ring-4 focus-visible:ring-coral-200 focus-visible:outline-none"
        >
          Sign out of all other devices
        </button>
      ) : null}
      <ConfirmDialog
        open={ending !== null}
        title={ending?.kind === 'one' ? `Sign out ${ending.device.label}?` : 'Sign out of all other devices?'}
        onYes={() => ending && endIt(ending)}
        yesLabel="Sign out"
        yesVariant="dark"
        onNo={() => setEnding(null)}
        noLabel="Cancel"
        focusNo
        pending={end.isPending}
        pendingLabel="Signing out…"
        error={end.isError ? messageOf(end.error) : undefined}
      >
        {ending?.kind === 'one'
          ? 'That device will need your password to sign in again.'
          : 'Every device but this one will need your password to sign in again.'}
      </ConfirmDialog>
    </div>
  );
}
