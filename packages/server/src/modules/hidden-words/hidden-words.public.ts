// What hidden words offer other features: the person's words (HiddenWordsService) and the matcher that folds a
// message or a list line for its receiver (asReceived, matcherOf), used by chat and the matches list.
export { asReceived, type HiddenWordsService, matcherOf } from './hidden-words.service.ts';
