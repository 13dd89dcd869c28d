// The hidden words feature: a person's list of words hidden from their chat history, its actions, and
// the service the chat reads history through (lent as `service`).
import { defineFeature } from '../../platform/feature/feature.ts';
import type { Platform } from '../../platform/platform.ts';
import { createHiddenWordsRepo } from './hidden-words.repo.ts';
import { hiddenWordsActions } from './hidden-words.routes.ts';
import { createHiddenWordsService } from './hidden-words.service.ts';

export function createHiddenWordsModule({ db }: Platform) {
  const service = createHiddenWordsService(createHiddenWordsRepo(db));
  return defineFeature({ name: 'hidden-words', actions: hiddenWordsActions(service) }, { service });
}
