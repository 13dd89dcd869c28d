// The chat's abuse limits (platform/http/abuse-limits.ts): messages a second per person, and first messages a day,
// a first message being a person's first message in a match (opening their side of the conversation). Both are
// counted before the message is stored, in the server's limiters, so they hold across servers with REDIS_URL.
import { ABUSE_TEXT, type AbuseConfig } from '../../platform/http/abuse-limits.ts';
import type { LimiterFactory } from '../../platform/http/rate-limiter.ts';
import type { ChatLimitsRepo } from './chat-limits.repo.ts';

/** Rooms a person is known to have written in, remembered so that their next message needs no query. */
const REMEMBERED_MAX = 100_000;

export interface ChatLimits {
  /** Throws TOO_MANY with the sentence when this message would pass a limit. */
  beforeSend(roomId: string, userId: string): Promise<void>;
  /** The message was stored: later ones in this room are not first messages. */
  sent(roomId: string, userId: string): void;
}

export function createChatLimits(deps: {
  repo: ChatLimitsRepo;
  limiters: LimiterFactory;
  abuse: Pick<AbuseConfig, 'messages' | 'firstMessages'>;
}): ChatLimits {
  const { abuse } = deps;
  const perSecond = abuse.messages ? deps.limiters('chat-messages', abuse.messages) : null;
  const firstPerDay = abuse.firstMessages ? deps.limiters('chat-first-messages', abuse.firstMessages) : null;
  const written = new Set<string>();
  const keyOf = (roomId: string, userId: string) => `${roomId}|${userId}`;

  function remember(key: string) {
    if (written.size >= REMEMBERED_MAX) written.clear();
    written.add(key);
  }

  return {
    async beforeSend(roomId, userId) {
      await perSecond?.consume(userId, ABUSE_TEXT.messagesPerSecond);
      if (!firstPerDay) return;
      const key = keyOf(roomId, userId);
      if (written.has(key)) return;
      if (await deps.repo.hasWritten(roomId, userId)) {
        remember(key);
        return;
      }
      await firstPerDay.consume(userId, ABUSE_TEXT.firstMessages);
    },
    sent(roomId, userId) {
      if (firstPerDay) remember(keyOf(roomId, userId));
    },
  };
}
