// Settings → Hidden words: the person's own words and phrases; messages they receive holding one arrive folded.
// Each add or removal saves at once; the list is checked here with the server's own schema, so the same messages
// show before and after a round trip. The router puts this section in the settings screen's slot (app-routes.tsx).
import { ZHiddenWords } from '@rookery/shared/api/hidden-words.actions.ts';
import { HIDDEN_WORDS } from '@rookery/shared/domain/hidden-words.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { messageOf } from '../../lib/api-error.ts';
import { TextField } from '../shell/text-field.tsx';
import { fetchHiddenWords, setHiddenWords } from './api/hidden-words.ts';
import { hiddenWordsKeys } from './api/hidden-words-keys.ts';

function useHiddenWords() {
  return useQuery({
    queryKey: hiddenWordsKeys.list,
    queryFn: async () => (await fetchHiddenWords()).words,
  });
}

export function HiddenWordsSettings() {
  const queryClient = useQueryClient();
  const words = useHiddenWords();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string>();
  const save = useMutation({
    mutationFn: async (next: string[]) => (await setHiddenWords(next)).words,
    onSuccess: (saved) => queryClient.setQueryData(hiddenWordsKeys.list, saved),
  });
  const list = words.data ?? [];

  function store(next: string[], onDone?: () => void) {
    const parsed = ZHiddenWords.safeParse(next);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    save.mutate(parsed.data, {
      onSuccess: onDone,
      onError: (failure) => setError(messageOf(failure, "Couldn't save your hidden words.")),
    });
  }

  function add(event: FormEvent) {
    event.preventDefault();
    if (!draft.trim()) return;
    store([...list, draft], () => setDraft(''));
  }

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
          value={draft}
          maxLength={HIDDEN_WORDS.maxLength + 20}
          onChange={(event) => setDraft(event.target.value)}
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
                onClick={() => store(list.filter((w) => w !== word))}
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
