// The bar under the deck that offers to take the last decision back for a few seconds (use-deck-undo.ts).
import { Undo2 } from 'lucide-react';
import type { Undoable } from './use-deck-undo.ts';

export function UndoBar({
  last,
  pending,
  onUndo,
}: {
  last: Undoable | null;
  pending: boolean;
  onUndo: () => void;
}) {
  return (
    <div aria-live="polite" className="mx-4 min-h-0 sm:mx-6">
      {last ? (
        <div className="mt-3 flex items-center gap-3 rounded-2xl bg-ocean-950 py-2 pr-2 pl-4 text-sm text-white shadow-lift">
          <p className="flex-1">{last.text}</p>
          <button
            type="button"
            onClick={onUndo}
            disabled={pending}
            className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3.5 py-2 font-semibold text-white transition-colors hover:bg-white/20 disabled:opacity-60"
          >
            <Undo2 className="size-4" aria-hidden />
            Undo
          </button>
        </div>
      ) : null}
    </div>
  );
}
