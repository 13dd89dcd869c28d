// Hidden words (issue 23.3): a person keeps their own list (API.md 6: nobody reads or sets another's), and the
// messages they receive are marked `hidden` for them alone, never for the sender (domain/hidden-words.ts says how
// words are compared). The chat reads the list with each stored message (chat-member-writes.repo.ts) and here
// for a page of history.
import { hiddenWordsMatcher } from '@rookery/shared/domain/hidden-words.ts';
import type { ChatMessage } from '@rookery/shared/events.ts';
import type { HiddenWordsRepo } from './hidden-words.repo.ts';

/** The message as `readerId` receives it: `hidden` when it is the other member's text and matches their list. */
export function asReceived(
  chat: ChatMessage,
  readerId: string,
  matches: ((text: string) => boolean) | null,
): ChatMessage {
  if (!matches || chat.type !== 'text' || chat.from_id === readerId || chat.from_id === null) return chat;
  return matches(chat.chattext) ? { ...chat, hidden: true } : chat;
}

export function createHiddenWordsService(repo: HiddenWordsRepo, clock: () => Date = () => new Date()) {
  return {
    read: (userId: string) => repo.read(userId),

    /** `words` has passed ZSetHiddenWords (tidied, within the limits); answers the list as stored. */
    async save(userId: string, words: string[]): Promise<string[]> {
      await repo.save(userId, words, clock());
      return words;
    },

    /** A page of messages as the reader receives them. */
    async asReceivedBy(readerId: string, chats: ChatMessage[]): Promise<ChatMessage[]> {
      if (!chats.some((chat) => chat.from_id !== readerId)) return chats;
      const matches = hiddenWordsMatcher(await repo.read(readerId));
      return matches ? chats.map((chat) => asReceived(chat, readerId, matches)) : chats;
    },
  };
}

export type HiddenWordsService = ReturnType<typeof createHiddenWordsService>;
