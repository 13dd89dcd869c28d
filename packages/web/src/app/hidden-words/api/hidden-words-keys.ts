// Hidden words' query keys.
export const hiddenWordsKeys = { list: ['hiddenwords'] as const };
