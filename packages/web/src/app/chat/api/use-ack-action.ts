// One chat event sent from a dialog or a notice as a mutation: whether it is on its way, and the sentence of its
// refusal. The screen's emit is promised never to reject; a rejection is still turned into words, so a dialog never
// stays busy for good.
import type { Ack } from '@rookery/shared/events.ts';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { ApiError, messageOf } from '../../../lib/api-client.ts';
import { ackError, DIALOG_FALLBACK } from '../dialogs/dialog-logic.ts';

type Answer = Ack<Record<string, unknown>>;

/** An acknowledgement that said no: its sentence is what the dialog shows. */
class Refused extends ApiError {
  constructor(readonly answer: Answer) {
    super(200, ackError(answer) ?? DIALOG_FALLBACK, true);
  }
}

export function useAckAction() {
  const running = useRef(false);
  const action = useMutation({
    mutationFn: async (send: () => Promise<Answer>) => {
      const answer = await send().catch((): Answer => ({ success: false, error: DIALOG_FALLBACK }));
      if (!answer.success) throw new Refused(answer);
      return answer;
    },
  });
  const { mutateAsync, reset } = action;

  /** Sends once (a second press while one runs is ignored) and resolves with the answer, or null if ignored. */
  const run = useCallback(
    async (send: () => Promise<Answer>): Promise<Answer | null> => {
      if (running.current) return null;
      running.current = true;
      try {
        return await mutateAsync(send);
      } catch (error) {
        return error instanceof Refused ? error.answer : { success: false, error: DIALOG_FALLBACK };
      } finally {
        running.current = false;
      }
    },
    [mutateAsync],
  );

  return { run, pending: action.isPending, error: action.isError ? messageOf(action.error) : null, reset };
}
