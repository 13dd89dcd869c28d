// The four single-character code boxes of /app/verify, /app/resetpassword and /app/resetemail
// (RULES.md "Screens and routes", "Validation").
import { clsx } from 'clsx';
import { type ClipboardEvent, type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { backspaceAt, type CodeState, pasteInto, typeInto, typeKey } from './code-boxes-logic.ts';

interface CodeBoxesProps {
  digits: readonly string[];
  onChange: (digits: string[]) => void;
  /** The group's name, read before the boxes ("Verification code"). */
  label: string;
  /** Shown under the boxes and announced; also marks the boxes invalid. */
  error?: string;
  /** Marks the boxes invalid without words (RULES.md "Errors": a failed reset code shows no message). */
  invalid?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
}

export function CodeBoxes({ digits, onChange, label, error, invalid, disabled, autoFocus }: CodeBoxesProps) {
  const id = useId();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const errorId = `${id}-error`;
  const isInvalid = Boolean(error) || Boolean(invalid);

  useEffect(() => {
    if (autoFocus) boxes.current[0]?.focus();
  }, [autoFocus]);

  function apply(state: CodeState) {
    onChange([...state.digits]);
    const box = boxes.current[state.focus];
    box?.focus();
    box?.select();
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    // A digit typed over the same digit changes nothing, so no change event would move focus on: take keys here.
    if (/^\d$/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      apply(typeKey(digits, index, event.key));
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      apply(backspaceAt(digits, index));
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      apply({ digits, focus: index - 1 });
    } else if (event.key === 'ArrowRight' && index < digits.length - 1) {
      event.preventDefault();
      apply({ digits, focus: index + 1 });
    }
  }

  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    apply(pasteInto(digits, index, event.clipboardData.getData('text')));
  }

  return (
    <fieldset aria-describedby={error ? errorId : undefined} disabled={disabled}>
      <legend className="text-sm font-semibold text-ocean-800">{label}</legend>
      <div className="mt-3 flex justify-between gap-3">
        {digits.map((digit, index) => (
          <input
            // The boxes never reorder: the position is the identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            value={digit}
            onChange={(event) => apply(typeInto(digits, index, event.target.value))}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
            onFocus={(event) => event.target.select()}
            inputMode="numeric"
            pattern="[0-9]*"
            // The browser offers a code from a text message or mail only to the first box.
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={`Digit ${index + 1} of ${digits.length}`}
            aria-invalid={isInvalid || undefined}
            className={clsx(
              'h-16 w-full min-w-0 rounded-2xl border-2 bg-white text-center font-display text-3xl font-bold text-ocean-950',
              'caret-coral-500 transition-colors focus:outline-none focus:ring-4 disabled:opacity-60',
              isInvalid
                ? 'border-coral-500 focus:ring-coral-100'
                : 'border-ocean-200 focus:border-ice-500 focus:ring-ice-100',
              digit !== '' && !isInvalid && 'border-ocean-400 bg-ice-50',
            )}
          />
        ))}
      </div>
      <p id={errorId} className="mt-2 min-h-5 text-sm font-medium text-coral-700" aria-live="polite">
        {error}
      </p>
    </fieldset>
  );
}
