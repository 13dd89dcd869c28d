// Hidden words' calls (RULES.md "Reads and writes" `hiddenwords`, `sethiddenwords`): the person's list, and saving the
// whole list after an add or a removal. The list is checked here with the server's own ZHiddenWords first, so its
// sentences show without a round trip, and the same ones after one.
import { ZHiddenWords } from '@rookery/shared/api/hidden-words.actions.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiGet, apiPost, failsWith, unwrap } from '../../../lib/api-client.ts';
import { hiddenWordsKeys } from './hidden-words-keys.ts';

export const hiddenWordsQuery = queryOptions({
  queryKey: hiddenWordsKeys.list,
  queryFn: async () => (await apiGet('hiddenwords').then(unwrap)).words,
});

export const useHiddenWords = () => useQuery(hiddenWordsQuery);

export function useSaveHiddenWords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (next: string[]) => {
      const checked = ZHiddenWords.safeParse(next);
      if (!checked.success) throw new ApiError(400, checked.error.issues[0]?.message ?? '', true);
      const saved = await apiPost('sethiddenwords', { words: checked.data })
        .then(unwrap)
        .catch(failsWith("Couldn't save your hidden words."));
      return saved.words;
    },
    onSuccess: (saved) => queryClient.setQueryData(hiddenWordsKeys.list, saved),
  });
}
