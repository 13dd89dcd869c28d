// Hidden words: a person keeps their own list (RULES.md "Who may see what": nobody reads or sets another's), and the
// messages they receive are marked `hidden` for them alone, never for the sender (hidden-words.matcher.ts says how
// words are compared). The chat reads the list with each stored message (chat-member-writes.repo.ts) and here
// for a page of history. A date's place is a message too, and a name holding a hidden word reads as
// HIDDEN_WORDS.name wherever the reader meets its owner (matches list, alerts, notifications).
import { HIDDEN_WORDS } from '@rookery/shared/domain/hidden-words.ts';
import type { ChatMessage } from '@rookery/shared/events.ts';
import { hiddenWordsMatcher } from './hidden-words.matcher.ts';
import type { HiddenWordsRepo } from './hidden-words.repo.ts';

export type Matcher = ((text: string) => boolean) | null;
const MATCHERS_KEPT = 1000;
const matchers = new Map<string, Matcher>();

/**
 * The matcher of a list, kept for the lists in use: building one (normalising up to 50 entries, one regular
 * expression) costs about ten times matching a message with it, and a chat sends many messages to the same reader.
 */
export function matcherOf(words: readonly string[]): Matcher {
  if (words.length === 0) return null;
  const key = words.join('\u0000');
  const kept = matchers.get(key);
  if (kept !== undefined) return kept;
  const made = hiddenWordsMatcher(words);
  if (matchers.size >= MATCHERS_KEPT) matchers.delete(matchers.keys().next().value as string);
  matchers.set(key, made);
  return made;
}

/** The messages whose text a person wrote: a text, and a date request (its place). */
const WRITTEN: ReadonlySet<ChatMessage['type']> = new Set(['text', 'date']);

/** The message as `readerId` receives it: `hidden` when it is the other member's writing and matches their list. */
export function asReceived(chat: ChatMessage, readerId: string, matches: Matcher): ChatMessage {
  if (!matches || !WRITTEN.has(chat.type) || chat.from_id === readerId || chat.from_id === null) return chat;
  return matches(chat.chattext) ? { ...chat, hidden: true } : chat;
}

/** Another person's own text (a tagline, a description) as the reader is shown it: folded when it holds a word. */
export function textAsReceived<T extends string | null | undefined>(text: T, matches: Matcher): T | string {
  return matches && text && matches(text) ? HIDDEN_WORDS.folded : text;
}

/** A name as the reader is shown it: HIDDEN_WORDS.name when it holds one of their hidden words. */
export function nameAsReceived<N extends string | null | undefined>(name: N, matches: Matcher): N | string {
  return matches && name && matches(name) ? HIDDEN_WORDS.name : name;
}

export function createHiddenWordsService(repo: HiddenWordsRepo, clock: () => Date = () => new Date()) {
  return {
    read: (userId: string) => repo.read(userId),

    /** `words` has passed ZSetHiddenWords (tidied, within the limits); answers the list as stored. */
    async save(userId: string, words: string[]): Promise<string[]> {
      await repo.save(userId, words, clock());
      return words;
    },

    /** The reader's matcher (null without a list), for texts other than messages: a name, a notification. */
    matcherFor: async (readerId: string): Promise<Matcher> => matcherOf(await repo.read(readerId)),

    /** A page of messages as the reader receives them. */
    async asReceivedBy(readerId: string, chats: ChatMessage[]): Promise<ChatMessage[]> {
      if (!chats.some((chat) => chat.from_id !== readerId)) return chats;
      const matches = matcherOf(await repo.read(readerId));
      return matches ? chats.map((chat) => asReceived(chat, readerId, matches)) : chats;
    },
  };
}

export type HiddenWordsService = ReturnType<typeof createHiddenWordsService>;
