// What hidden words offer other features: the person's words (HiddenWordsService) and the matcher that folds a
// message, a list line or a name for its receiver (asReceived, nameAsReceived, matcherOf), used by chat, dates, the
// matches list, alerts and notifications.
export {
  asReceived,
  type HiddenWordsService,
  type Matcher,
  matcherOf,
  nameAsReceived,
} from './hidden-words.service.ts';
