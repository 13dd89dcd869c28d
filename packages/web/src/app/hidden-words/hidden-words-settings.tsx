// Settings → Hidden words: the person's own words and phrases; messages they receive holding one arrive folded.
// Each add or removal saves at once; the list is checked here with the server's own schema, so the same messages
// show before and after a round trip. The router puts this section in the settings screen's slot (app-routes.tsx).
import { HIDDEN_WORDS } from '@rookery/shared/domain/hidden-words.ts';
import { X } from 'lucide-react';
import { z } from 'zod';
import { messageOf } from '../../lib/api-client.ts';
import { useSchemaForm } from '../../lib/schema-form.ts';
import { TextField } from '../shell/text-field.tsx';
import { useHiddenWords, useSaveHiddenWords } from './api/hidden-words.ts';

/** The add field; what it adds is checked as the list it makes (api/hidden-words.ts). */
const ZAddWord = z.object({ word: z.string() });

export function HiddenWordsSettings() {
  const words = useHiddenWords();
  const save = useSaveHiddenWords();
  const form = useSchemaForm(ZAddWord, { defaultValues: { word: '' } });
  const list = words.data ?? [];
  const error = save.isError ? messageOf(save.error) : undefined;

  const add = form.handleSubmit(({ word }) => {
    if (!word.trim()) return;
    save.mutate([...list, word], { onSuccess: () => form.reset() });
  });

  return (
    <div className="flex flex-col gap-3" data-testid="hidden-words">
      <p className="text-sm leading-relaxed text-ocean-600">
        Messages you receive that contain these words or phrases arrive folded, whatever their capitals,
        accents or spacing. You can still tap to read them. Nobody is told.
      </p>
      <form onSubmit={add} noValidate className="flex items-end gap-2">
        <TextField
          className="min-w-0 flex-1"
          label="Add a word or phrase"
          maxLength={HIDDEN_WORDS.maxLength + 20}
          {...form.register('word')}
          error={error}
          autoComplete="off"
        />
        <button
          type="submit"
          disabled={save.isPending || list.length >= HIDDEN_WORDS.max}
          className="mb-[2px] h-12 shrink-0 self-start rounded-full bg-ocean-950 px-5 text-sm font-semibold text-white hover:bg-ocean-800 disabled:opacity-60 mt-[1.625rem]"
        >
          Add
        </button>
      </form>
      <p className="text-xs text-ocean-500" aria-live="polite">
        {list.length} of {HIDDEN_WORDS.max} words
      </p>
      {list.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Hidden words">
          {list.map((word) => (
            <li
              key={word}
              className="flex max-w-full items-center gap-1 rounded-full bg-ocean-50 py-1 pr-1 pl-3 text-sm text-ocean-900 ring-1 ring-ocean-100"
            >
              <span className="truncate">{word}</span>
              <button
                type="button"
                onClick={() => save.mutate(list.filter((w) => w !== word))}
                aria-label={`Remove ${word}`}
                className="grid size-7 shrink-0 place-items-center rounded-full text-ocean-600 hover:bg-ocean-100 focus-visible:ring-4 focus-visible:ring-ice-100 focus-visible:outline-none"
              >
                <X className="size-4" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
