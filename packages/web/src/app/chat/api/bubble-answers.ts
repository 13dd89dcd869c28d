// Answers to the requests in the chat (a full profile, a date), sent through the room's socket: one mutation per
// answer, so several can be on their way and each bubble knows whether its own is.
import type { Ack } from '@rookery/shared/events.ts';
import { useMutation, useMutationState } from '@tanstack/react-query';
import { useMemo } from 'react';
import { chatKeys } from './chat-keys.ts';

interface BubbleAnswer {
  /** The message answered. */
  id: number;
  send: () => Promise<Ack<Record<string, unknown>>>;
}

export const useBubbleAnswer = () =>
  useMutation({ mutationKey: chatKeys.answer, mutationFn: ({ send }: BubbleAnswer) => send() });

/** The messages whose answer is on its way. */
export function useAnswering(): ReadonlySet<number> {
  const ids = useMutationState({
    filters: { mutationKey: chatKeys.answer, status: 'pending' },
    select: (mutation) => (mutation.state.variables as BubbleAnswer).id,
  });
  return useMemo(() => new Set(ids), [ids]);
}
