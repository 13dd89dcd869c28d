// Product settings (RULES.md "Screens and routes", "Constants and limits"): how far away matches may be (0–200 km or
// 0–125 miles), km or miles (offered only to US users), whether the person is listed in other people's decks, and
// whether their own deck shows only Verified people. Each change saves itself.
import * as Slider from '@radix-ui/react-slider';
import type { DistanceUnit } from '@rookery/shared/domain/units.ts';
import { useId } from 'react';
import type { Preferences } from './api/settings.ts';
import { distanceLabel, kmFromSlider, sliderMax, sliderValue } from './distance-units.ts';

interface DiscoverySettingsProps {
  prefs: Preferences;
  /** Whether the km/miles choice is offered (RULES.md "Constants and limits": US users only). */
  offerUnits: boolean;
  onChange: (next: Partial<Preferences>) => void;
}

export function DiscoverySettings({ prefs, offerUnits, onChange }: DiscoverySettingsProps) {
  const labelId = useId();
  const unit: DistanceUnit = offerUnits && prefs.inMiles ? 'miles' : 'km';
  const value = sliderValue(prefs.km, unit);
  const max = sliderMax(unit);
  const shown = distanceLabel(value, unit);

  return (
    <div className="flex flex-col gap-6">
      <div>
        <div className="flex items-baseline justify-between gap-3">
          <span id={labelId} className="font-semibold text-ocean-900">
            Maximum distance
          </span>
          <output aria-hidden className="text-lg font-bold text-ocean-950 tabular-nums">
            {shown}
          </output>
        </div>
        <Slider.Root
          value={[value]}
          min={0}
          max={max}
          step={1}
          onValueChange={([next]) => next !== undefined && onChange({ km: kmFromSlider(next, unit) })}
          className="relative mt-3 flex h-8 touch-none items-center select-none"
        >
          <Slider.Track className="relative h-2 grow overflow-hidden rounded-full bg-ocean-100">
            <Slider.Range className="absolute h-full bg-coral-400" />
          </Slider.Track>
          <Slider.Thumb
            aria-labelledby={labelId}
            aria-valuetext={shown}
            className="block size-7 rounded-full bg-white shadow-card ring-2 ring-coral-400 transition-shadow focus-visible:ring-4 focus-visible:ring-ice-400 focus-visible:outline-none"
          />
        </Slider.Root>
        <div className="mt-1 flex justify-between text-xs text-ocean-500" aria-hidden>
          <span>{distanceLabel(0, unit)}</span>
          <span>{distanceLabel(max, unit)}</span>
        </div>
      </div>

      {offerUnits ? (
        <fieldset className="min-w-0">
          <legend className="font-semibold text-ocean-900">Show distances in</legend>
          <div className="mt-2 grid grid-cols-2 gap-1 rounded-full bg-ocean-50 p-1 ring-1 ring-ocean-100">
            {(
              [
                ['km', 'Kilometres'],
                ['miles', 'Miles'],
              ] as const
            ).map(([option, label]) => (
              <label
                key={option}
                className="cursor-pointer rounded-full px-4 py-2 text-center text-sm font-semibold text-ocean-700 transition-colors has-checked:bg-white has-checked:text-ocean-950 has-checked:shadow-card has-focus-visible:ring-2 has-focus-visible:ring-ice-500"
              >
                <input
                  type="radio"
                  name="unit"
                  value={option}
                  checked={unit === option}
                  onChange={() => onChange({ inMiles: option === 'miles' })}
                  className="sr-only"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}

      <Switch
        label="Show me in the deck"
        hint="When off, nobody new will see your profile. Your matches stay."
        checked={prefs.listed}
        onChange={(listed) => onChange({ listed })}
      />
      <Switch
        label="Verified people only"
        hint="Your deck shows only people who passed the face check, from your next cards on."
        checked={prefs.verifiedOnly}
        onChange={(verifiedOnly) => onChange({ verifiedOnly })}
      />
    </div>
  );
}

/** A labelled on/off switch with a line on what it does. */
function Switch({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4">
      <label htmlFor={id} className="min-w-0">
        <span className="block font-semibold text-ocean-900">{label}</span>
        <span className="mt-0.5 block text-sm leading-relaxed text-ocean-600">{hint}</span>
      </label>
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-checked={checked}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="relative h-8 w-14 shrink-0 cursor-pointer appearance-none rounded-full bg-ocean-200 transition-colors before:absolute before:top-1 before:left-1 before:size-6 before:rounded-full before:bg-white before:shadow-card before:transition-transform checked:bg-coral-400 checked:before:translate-x-6 focus-visible:ring-4 focus-visible:ring-ice-300 focus-visible:outline-none"
      />
    </div>
  );
}
