// Answers to the requests in the chat (a full profile, a date), sent through the room's socket: one mutation per
// answer, so several can be on their way and each bubble knows whether its own is.
import type { Ack } from '@rookery/shared/events.ts';
import { type MutationCache, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { chatKeys } from './chat-keys.ts';

interface BubbleAnswer {
  /** The message answered. */
  id: number;
  send: () => Promise<Ack<Record<string, unknown>>>;
}

export const useBubbleAnswer = () =>
  useMutation({ mutationKey: chatKeys.answer, mutationFn: ({ send }: BubbleAnswer) => send() });

/** The answered messages whose answer is on its way, as one comparable text ("12,15"). */
function answeringNow(cache: MutationCache): string {
  return cache
    .findAll({ mutationKey: chatKeys.answer, status: 'pending' })
    .map((mutation) => (mutation.state.variables as BubbleAnswer).id)
    .join(',');
}

/**
 * The messages whose answer is on its way. Read from the mutation cache here rather than with TanStack's
 * useMutationState, which would add its code to the framework chunk every first route loads (RULES.md "Budgets").
 */
export function useAnswering(): ReadonlySet<number> {
  const cache = useQueryClient().getMutationCache();
  const subscribe = useCallback((changed: () => void) => cache.subscribe(changed), [cache]);
  const ids = useSyncExternalStore(subscribe, () => answeringNow(cache));
  return useMemo(() => new Set(ids === '' ? [] : ids.split(',').map(Number)), [ids]);
}
