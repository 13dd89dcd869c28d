// The nine prompts as chips that scroll sideways on a phone and wrap on a wider screen.
import { IMAGE_PROMPTS } from '@rookery/shared/domain/prompts.ts';
import { clsx } from 'clsx';
import type { ImagePrompt } from './prompt-starter.ts';

interface PromptChipsProps {
  chosen: ImagePrompt | null;
  onChoose: (prompt: ImagePrompt) => void;
  disabled?: boolean;
}

export function PromptChips({ chosen, onChoose, disabled }: PromptChipsProps) {
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold text-ocean-800">Need an idea?</legend>
      <ul className="-mx-6 mt-2 flex gap-2 overflow-x-auto px-6 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:px-0">
        {IMAGE_PROMPTS.map((prompt) => (
          <li key={prompt} className="shrink-0">
            <button
              type="button"
              aria-pressed={chosen === prompt}
              disabled={disabled}
              onClick={() => onChoose(prompt)}
              className={clsx(
                'h-9 rounded-full px-3.5 text-sm font-medium whitespace-nowrap ring-1 ring-inset transition-colors',
                'focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ice-300 disabled:opacity-60',
                chosen === prompt
                  ? 'bg-ocean-950 text-white ring-ocean-950'
                  : 'bg-ice-50 text-ocean-800 ring-ice-200 hover:bg-ice-100',
              )}
            >
              {prompt}
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
