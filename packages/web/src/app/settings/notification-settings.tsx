// Settings → Notifications: this device's web push (on, off, blocked by the browser with how to fix it,
// or not possible here), which kinds of news are pushed, the message sound and "Show when I'm online". Each
// switch saves itself (alerts/api/set-preference.ts).
import type { Preferences } from '@rookery/shared/api/alerts.actions.ts';
import { BellOff, BellRing, Smartphone } from 'lucide-react';
import { useId } from 'react';
import { buttonClass } from '../../components/button-styles.ts';
import { messageOf } from '../../lib/api-client.ts';
import { usePublicConfig } from '../../lib/config-context.tsx';
import { usePreferences } from '../alerts/api/preferences.ts';
import { useSetPreference } from '../alerts/api/set-preference.ts';
import { type PushDevice, usePushDevice } from '../push/api/push-device.ts';
import { InlineAlert } from '../shell/inline-alert.tsx';

const PUSH_SWITCHES: { key: keyof Preferences; label: string; hint?: string }[] = [
  { key: 'push_messages', label: 'Messages', hint: 'Who wrote, never what they wrote.' },
  { key: 'push_matches', label: 'New matches' },
  { key: 'push_calls', label: 'Calls' },
  { key: 'push_dates', label: 'Dates' },
  { key: 'push_gifts', label: 'Gifts' },
];

const APP_SWITCHES = (product: string): { key: keyof Preferences; label: string; hint: string }[] => [
  {
    key: 'message_sound',
    label: 'Message sound',
    hint: `A short sound for a new message while ${product} is open.`,
  },
  {
    key: 'show_online',
    label: "Show when I'm online",
    hint: 'Your matches see an "online now" mark while you are here.',
  },
];

const SWITCH_CLASS =
  'relative h-8 w-14 shrink-0 cursor-pointer appearance-none rounded-full bg-ocean-200 transition-colors before:absolute before:top-1 before:left-1 before:size-6 before:rounded-full before:bg-white before:shadow-card before:transition-transform checked:bg-coral-400 checked:before:translate-x-6 focus-visible:ring-4 focus-visible:ring-ice-300 focus-visible:outline-none disabled:cursor-wait disabled:opacity-60';

function SwitchRow({
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  hint?: string | undefined;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 py-2">
      <label htmlFor={id} className="min-w-0">
        <span className="block font-semibold text-ocean-900">{label}</span>
        {hint ? <span className="mt-0.5 block text-sm leading-relaxed text-ocean-600">{hint}</span> : null}
      </label>
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-checked={checked}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className={SWITCH_CLASS}
      />
    </div>
  );
}

const deviceText = (product: string) =>
  ({
    on: `On for this device: you get a notification when ${product} is closed.`,
    off: `Off for this device. Turn on to hear about messages, matches and calls when ${product} is closed.`,
    blocked:
      'Blocked by your browser. Open the site settings (the icon beside the address), set Notifications to Allow, then reload this page.',
    unsupported: `This browser can't show notifications when ${product} is closed. On iPhone or iPad, add ${product} to your Home Screen first.`,
  }) as const;

function DeviceRow({ device }: { device: PushDevice }) {
  const { product } = usePublicConfig();
  const state = device.state;
  const Icon = state === 'on' ? BellRing : state === 'off' || state === null ? Smartphone : BellOff;
  return (
    <div className="rounded-2xl bg-ocean-50 p-4">
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-white text-ocean-700 ring-1 ring-ocean-100">
          <Icon className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-ocean-900">This device</p>
          <p role="status" className="mt-0.5 text-sm leading-relaxed text-ocean-600">
            {state ? deviceText(product)[state] : 'Checking…'}
          </p>
        </div>
      </div>
      {state === 'on' || state === 'off' ? (
        <button
          type="button"
          onClick={state === 'on' ? device.turnOff : device.turnOn}
          disabled={device.busy}
          className={buttonClass(state === 'on' ? 'outline' : 'dark', 'md', 'mt-3 w-full sm:w-auto')}
        >
          {device.busy ? 'Just a moment…' : state === 'on' ? 'Turn off on this device' : 'Turn on'}
        </button>
      ) : null}
      {device.error ? <InlineAlert className="mt-3">{device.error}</InlineAlert> : null}
    </div>
  );
}

export function NotificationSettings() {
  const { product } = usePublicConfig();
  const device = usePushDevice();
  const preferences = usePreferences();
  const setPreference = useSetPreference();
  const values = preferences.data;
  const flag = (key: keyof Preferences) => values?.[key] === 1;
  const change = (key: keyof Preferences) => (checked: boolean) =>
    setPreference.mutate({ [key]: checked ? 1 : 0 });

  return (
    <div className="flex flex-col gap-4">
      <DeviceRow device={device} />
      {preferences.isError ? (
        <InlineAlert
          action={
            <button type="button" onClick={() => preferences.refetch()} className="font-semibold underline">
              Try again
            </button>
          }
        >
          {messageOf(preferences.error)}
        </InlineAlert>
      ) : null}
      <fieldset className="min-w-0">
        <legend className="text-sm font-semibold tracking-wide text-ocean-500 uppercase">
          Notify me about
        </legend>
        <div className="mt-1 divide-y divide-ocean-100">
          {PUSH_SWITCHES.map(({ key, label, hint }) => (
            <SwitchRow
              key={key}
              label={label}
              hint={hint}
              checked={flag(key)}
              disabled={!values}
              onChange={change(key)}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="min-w-0">
        <legend className="text-sm font-semibold tracking-wide text-ocean-500 uppercase">
          While {product} is open
        </legend>
        <div className="mt-1 divide-y divide-ocean-100">
          {APP_SWITCHES(product).map(({ key, label, hint }) => (
            <SwitchRow
              key={key}
              label={label}
              hint={hint}
              checked={flag(key)}
              disabled={!values}
              onChange={change(key)}
            />
          ))}
        </div>
      </fieldset>
      {setPreference.isError ? <InlineAlert>{messageOf(setPreference.error)}</InlineAlert> : null}
    </div>
  );
}
