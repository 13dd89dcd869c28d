// One send at a time from a dialog: whether it is on its way, and the sentence of its refusal. The screen's emit
// is promised never to reject; a rejection is still turned into words, so a dialog never stays busy for good.
import type { Ack } from '@rookery/shared/events.ts';
import { useCallback, useRef, useState } from 'react';
import { ackError, DIALOG_FALLBACK } from './dialog-logic.ts';

type Answer = Ack<Record<string, unknown>>;

export function useAckAction() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);

  /** Sends once (a second press while one runs is ignored) and resolves with the answer, or null if ignored. */
  const run = useCallback(async (send: () => Promise<Answer>): Promise<Answer | null> => {
    if (running.current) return null;
    running.current = true;
    setPending(true);
    setError(null);
    let answer: Answer;
    try {
      answer = await send();
    } catch {
      answer = { success: false, error: DIALOG_FALLBACK };
    }
    running.current = false;
    setPending(false);
    setError(ackError(answer));
    return answer;
  }, []);

  const reset = useCallback(() => setError(null), []);
  return { run, pending, error, reset };
}
