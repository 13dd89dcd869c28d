// The hidden-words actions: `hiddenwords` reads and `sethiddenwords` replaces the caller's own list.
import type { HIDDEN_WORDS_ACTIONS } from '@rookery/shared/api/hidden-words.actions.ts';
import type { Handlers } from '../../platform/http/api-dispatcher.ts';
import type { HiddenWordsService } from './hidden-words.service.ts';

export function hiddenWordsActions(hidden: HiddenWordsService): Handlers<typeof HIDDEN_WORDS_ACTIONS> {
  return {
    hiddenwords: async ({ viewer }) => ({ words: await hidden.read(viewer.userId) }),
    sethiddenwords: async ({ viewer, input }) => ({ words: await hidden.save(viewer.userId, input.words) }),
  };
}
