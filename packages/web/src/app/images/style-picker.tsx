// The three styles as a radio group of cards, each with its little sample and a line on how it looks.
import { IMAGE_STYLE_LABELS, IMAGE_STYLES, type ImageStyle } from '@rookery/shared/schemas/image-prompt.ts';
import { clsx } from 'clsx';
import { useId } from 'react';
import { STYLE_BLURBS, StyleSample } from './style-samples.tsx';

interface StylePickerProps {
  value: ImageStyle | null;
  onChange: (style: ImageStyle) => void;
  error?: string | undefined;
  disabled?: boolean;
}

export function StylePicker({ value, onChange, error, disabled }: StylePickerProps) {
  const id = useId();
  return (
    <fieldset className="min-w-0" aria-describedby={error ? `${id}-error` : undefined} disabled={disabled}>
      <legend className="text-sm font-semibold text-ocean-800">Style</legend>
      <div className="mt-2 grid grid-cols-3 gap-2.5">
        {IMAGE_STYLES.map((style) => (
          <label
            key={style}
            className={clsx(
              'group relative flex cursor-pointer flex-col overflow-hidden rounded-2xl bg-white ring-1 transition',
              'has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-ice-300',
              value === style ? 'ring-2 ring-coral-400' : 'ring-ocean-200 hover:ring-ocean-300',
            )}
          >
            <input
              type="radio"
              name={`${id}-style`}
              value={style}
              checked={value === style}
              onChange={() => onChange(style)}
              // Over the whole card, transparent: a tap anywhere on it is a tap on the radio itself.
              className="absolute inset-0 z-10 size-full cursor-pointer appearance-none opacity-0"
              aria-label={IMAGE_STYLE_LABELS[style]}
              aria-describedby={`${id}-${style}-blurb`}
            />
            <span className="aspect-square w-full">
              <StyleSample style={style} />
            </span>
            <span className="px-2.5 pt-2 text-sm font-semibold text-ocean-950">
              {IMAGE_STYLE_LABELS[style]}
            </span>
            <span
              id={`${id}-${style}-blurb`}
              className="px-2.5 pt-0.5 pb-2.5 text-xs leading-snug text-ocean-500"
            >
              {STYLE_BLURBS[style]}
            </span>
            {value === style ? (
              <span
                aria-hidden
                className="absolute top-1.5 right-1.5 grid size-5 place-items-center rounded-full bg-coral-400 text-[0.65rem] font-bold text-ocean-950"
              >
                ✓
              </span>
            ) : null}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-coral-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
