// Unmatch and Block (RULES.md "Screens and routes" picture menu, 5 "Unmatch ... need Yes/No confirmation";
// RULES.md "Safety and moderation"): a Yes/No question; Yes sends the event and stays open while it runs, so a
// refusal shows where it was asked. On success the screen is told (onDone) and goes to /app/matches.
import { Ban, HeartOff } from 'lucide-react';
import { ConfirmDialog } from '../../shell/confirm-dialog.tsx';
import { useAckAction } from '../api/use-ack-action.ts';
import type { ChatDialogProps } from '../public/chat-types.ts';
import { matchName } from './dialog-logic.ts';

interface SafetyDialogProps extends ChatDialogProps {
  /** The match has ended: the screen leaves the chat. */
  onDone: () => void;
}

export function ConfirmUnmatch({ open, onClose, match, emit, onDone }: SafetyDialogProps) {
  const action = useAckAction();
  const name = matchName(match);
  async function unmatch() {
    const answer = await action.run(() =>
      emit('unmatch', {
        room: match.match_id,
        unmatcher: match.my_id,
        unmatchee: match.user_id,
        full_match: match.full_match,
      }),
    );
    if (answer?.success) onDone();
  }
  return (
    <ConfirmDialog
      open={open}
      title={`Are you sure you want to unmatch ${name}?`}
      icon={<HeartOff className="size-7" aria-hidden />}
      pending={action.pending}
      error={action.error ?? undefined}
      onYes={unmatch}
      onNo={() => {
        action.reset();
        onClose();
      }}
    >
      <p>The chat closes for both of you, and you won't meet each other in the deck again.</p>
    </ConfirmDialog>
  );
}

export function ConfirmBlock({ open, onClose, match, emit, onDone }: SafetyDialogProps) {
  const action = useAckAction();
  const name = matchName(match);
  async function block() {
    const answer = await action.run(() => emit('block', { room: match.match_id }));
    if (answer?.success) onDone();
  }
  return (
    <ConfirmDialog
      open={open}
      title={`Block ${name}?`}
      icon={<Ban className="size-7" aria-hidden />}
      pending={action.pending}
      error={action.error ?? undefined}
      onYes={block}
      onNo={() => {
        action.reset();
        onClose();
      }}
    >
      <p>
        Blocking is for good: the chat ends and neither of you will see the other anywhere in Rookery again.
      </p>
      <p className="mt-3">
        It doesn't send a report. If {name} broke the house rules, choose Report instead so our team can look
        into it.
      </p>
    </ConfirmDialog>
  );
}
