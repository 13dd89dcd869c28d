// What hidden words offer other features: the person's words (HiddenWordsService) and the matcher that folds a
// message, a list line, a name or a profile's text for its receiver (asReceived, nameAsReceived, textAsReceived,
// matcherOf), used by chat, dates, the matches list, alerts, notifications, the deck and the profile view.
export {
  asReceived,
  type HiddenWordsService,
  type Matcher,
  matcherOf,
  nameAsReceived,
  textAsReceived,
} from './hidden-words.service.ts';
