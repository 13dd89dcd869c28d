// In place of the message box once the other person has deleted their account: nothing can be sent
// any more, the conversation stays readable, and the one who is left may remove it. `unmatch` on such a room
// removes it for good (the chat module), after which the matches list is where they belong.
import { ACCOUNT_DELETED_TEXT } from '@rookery/shared/api/account.actions.ts';
import { UserRoundX } from 'lucide-react';
import { buttonClass } from '../../components/button-styles.ts';
import { InlineAlert } from '../shell/inline-alert.tsx';
import { useAckAction } from './api/use-ack-action.ts';
import type { ChatEmit } from './public/chat-types.ts';

export function DeletedPartnerNotice({
  room,
  emit,
  onRemoved,
}: {
  room: string;
  emit: ChatEmit;
  onRemoved: () => void;
}) {
  const action = useAckAction();
  const remove = async () => {
    const answer = await action.run(() => emit('unmatch', { room }));
    if (answer?.success) onRemoved();
  };
  return (
    <section
      aria-label="Conversation closed"
      className="shrink-0 border-t border-ocean-100 bg-ocean-50 px-4 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))] sm:px-6"
    >
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-white text-ocean-500 ring-1 ring-ocean-100">
          <UserRoundX className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <p role="status" className="font-semibold text-ocean-900">
            {ACCOUNT_DELETED_TEXT}
          </p>
          <p className="mt-0.5 text-sm leading-relaxed text-ocean-600">
            You can still read your conversation. New messages can't be sent.
          </p>
        </div>
      </div>
      {action.error ? <InlineAlert className="mt-3">{action.error}</InlineAlert> : null}
      <button
        type="button"
        onClick={remove}
        disabled={action.pending}
        aria-busy={action.pending || undefined}
        className={buttonClass(
          'outline',
          'md',
          'mt-3 w-full disabled:cursor-not-allowed disabled:opacity-60 focus-visible:ring-4 focus-visible:ring-ice-300 focus-visible:outline-none',
        )}
      >
        {action.pending ? 'Removing…' : 'Remove conversation'}
      </button>
    </section>
  );
}
