// A received message holding one of the reader's hidden words (the server's `hidden` flag): folded
// until the reader taps to show it, and folded again when the conversation is opened anew.
import { HIDDEN_WORDS } from '@rookery/shared/domain/hidden-words.ts';
import { EyeOff } from 'lucide-react';
import { useState } from 'react';

export function FoldedText({ text }: { text: string }) {
  const [shown, setShown] = useState(false);
  if (shown) return <p className="break-words whitespace-pre-wrap">{text}</p>;
  return (
    <button
      type="button"
      onClick={() => setShown(true)}
      data-folded="message"
      className="flex items-start gap-2 text-left text-ocean-700 focus-visible:ring-4 focus-visible:ring-ice-100 focus-visible:outline-none"
    >
      <EyeOff className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        <span className="block italic">{HIDDEN_WORDS.folded}</span>
        <span className="mt-0.5 block text-sm font-semibold text-ocean-950 underline underline-offset-4">
          {HIDDEN_WORDS.tapToShow}
        </span>
      </span>
    </button>
  );
}
