// The editor's sliders (Radix): the age range as two halves meeting at the person's own age, and the five
// personality sliders with their low and high ends. Each thumb has its own name and says its value in words.

import * as Slider from '@radix-ui/react-slider';
import type { PersonalityKey } from '@rookery/shared/schemas/profile.ts';
import { clsx } from 'clsx';
import { useId } from 'react';
import { type AgeRange, ageRangeLabel, olderValueText, youngerValueText } from './age-range.ts';

interface ThumbSliderProps {
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  label: string;
  valueText: string;
  /** Paint the track between the thumb and the start (the age range's chosen years). */
  filled?: boolean;
  /** The start of the slider is on the right (the younger half grows leftwards from the person's age). */
  inverted?: boolean;
  className?: string;
}

function ThumbSlider({
  value,
  min,
  max,
  onChange,
  label,
  valueText,
  filled = false,
  inverted = false,
  className,
}: ThumbSliderProps) {
  return (
    <Slider.Root
      value={[value]}
      min={min}
      max={max}
      step={1}
      inverted={inverted}
      onValueChange={([next]) => {
        if (next !== undefined) onChange(next);
      }}
      className={clsx('relative flex h-11 touch-none items-center select-none', className)}
    >
      <Slider.Track className="relative h-2 grow overflow-hidden rounded-full bg-ocean-100">
        <Slider.Range className={clsx('absolute h-full', filled ? 'bg-coral-400' : 'bg-transparent')} />
      </Slider.Track>
      <Slider.Thumb
        aria-label={label}
        aria-valuetext={valueText}
        className="block size-7 rounded-full border-2 border-white bg-ocean-950 shadow-card transition-transform hover:scale-110 focus-visible:ring-4 focus-visible:ring-ice-200 focus-visible:outline-none"
      />
    </Slider.Root>
  );
}

interface AgeRangeFieldProps {
  dob: string | undefined;
  value: AgeRange;
  onChange: (value: AgeRange) => void;
}

/** RULES.md "Validation": younger −30…0 and older 0…30, shown as ages when the date of birth is known. */
export function AgeRangeField({ dob, value, onChange }: AgeRangeFieldProps) {
  const id = useId();
  const label = ageRangeLabel(dob, value);
  return (
    <fieldset aria-describedby={`${id}-value`}>
      <legend className="sr-only">Age range</legend>
      <p className="text-sm font-semibold text-ocean-800" aria-hidden>
        Age range
      </p>
      <p
        id={`${id}-value`}
        className="mt-0.5 font-display text-xl font-bold text-ocean-950 tabular-nums"
        aria-live="polite"
      >
        {label}
      </p>
      <div className="mt-1 flex items-center">
        {/* The younger half counts years below the person's age, so its start (0) sits in the middle. */}
        <ThumbSlider
          className="flex-1"
          inverted
          filled
          min={0}
          max={30}
          value={-value.younger}
          onChange={(years) => onChange({ ...value, younger: -years })}
          label="Younger"
          valueText={youngerValueText(value.younger)}
        />
        <span className="mx-1.5 size-2.5 shrink-0 rounded-full bg-coral-500" aria-hidden />
        <ThumbSlider
          className="flex-1"
          filled
          min={0}
          max={30}
          value={value.older}
          onChange={(older) => onChange({ ...value, older })}
          label="Older"
          valueText={olderValueText(value.older)}
        />
      </div>
      <div className="flex justify-between text-xs text-ocean-500" aria-hidden>
        <span>{youngerValueText(value.younger)}</span>
        <span>{olderValueText(value.older)}</span>
      </div>
    </fieldset>
  );
}

interface PersonalitySliderProps {
  name: PersonalityKey;
  low: string;
  high: string;
  value: number;
  onChange: (value: number) => void;
}

/** What a personality value means in words: 0 is all the low end, 10 all the high end. */
export function personalityValueText(value: number, low: string, high: string): string {
  if (value === 5) return `5 of 10, right between ${low} and ${high}`;
  const side = value < 5 ? low : high;
  const strength = Math.abs(value - 5) >= 4 ? 'very much' : Math.abs(value - 5) >= 2 ? 'mostly' : 'a little';
  return `${value} of 10, ${strength} ${side}`;
}

export function PersonalitySlider({ name, low, high, value, onChange }: PersonalitySliderProps) {
  return (
    <div data-slider={name}>
      <div className="flex justify-between text-sm font-semibold" aria-hidden>
        <span className={clsx(value < 5 ? 'text-ocean-950' : 'text-ocean-500')}>{low}</span>
        <span className={clsx(value > 5 ? 'text-ocean-950' : 'text-ocean-500')}>{high}</span>
      </div>
      <div className="relative">
        <span
          className="absolute top-1/2 left-1/2 h-4 w-0.5 -translate-x-1/2 -translate-y-1/2 rounded-full bg-ocean-200"
          aria-hidden
        />
        <ThumbSlider
          min={0}
          max={10}
          value={value}
          onChange={onChange}
          label={`${low} to ${high}`}
          valueText={personalityValueText(value, low, high)}
        />
      </div>
    </div>
  );
}
