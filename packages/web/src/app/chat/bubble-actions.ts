// What a chat line may do (the chat screen provides it): answer a request, or open the Report and Block dialogs.
// Its own file so message-bubble.tsx and shielded-image.tsx both read it without importing each other.
import type { ChatMessage } from '@rookery/shared/events.ts';

export interface BubbleActions {
  answerFullProfile(message: ChatMessage, accept: boolean): void;
  answerDate(message: ChatMessage, accept: boolean): void;
  answerCall(message: ChatMessage, accept: boolean): void;
  /** The chat's Report and Block dialogs, offered on a flagged image (shielded-image.tsx). */
  report(): void;
  block(): void;
}
