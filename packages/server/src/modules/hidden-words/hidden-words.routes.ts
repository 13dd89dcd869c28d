// The hidden-words actions: `hiddenwords` reads and `sethiddenwords` replaces the caller's own list.
import type { PRIVACY_ACTIONS } from '@rookery/shared/api/privacy.actions.ts';
import type { Handlers } from '../../platform/http/api-dispatcher.ts';
import type { HiddenWordsService } from './hidden-words.service.ts';

export function hiddenWordsActions(
  hidden: HiddenWordsService,
): Pick<Handlers<typeof PRIVACY_ACTIONS>, 'hiddenwords' | 'sethiddenwords'> {
  return {
    hiddenwords: async ({ viewer }) => ({ words: await hidden.read(viewer.userId) }),
    sethiddenwords: async ({ viewer, input }) => ({ words: await hidden.save(viewer.userId, input.words) }),
  };
}
