// "Hide my photos and name again": asked first; Yes takes the full match back to basic for both
// (`hidefullprofile`), and the private photos and real names leave both screens at once (the room's matchupdated,
// the other person's `fullprofile` alert). Refusals show where it was asked.
import { REVEAL_TEXT } from '@rookery/shared/api/chat.actions.ts';
import { EyeOff } from 'lucide-react';
import { messageOf } from '../../../lib/api-client.ts';
import { ConfirmDialog } from '../../shell/confirm-dialog.tsx';
import { useHideFullProfile } from '../api/hide-full-profile.ts';
import type { ChatDialogProps } from '../public/chat-types.ts';

export function ConfirmHideFullProfile({ open, onClose, match }: ChatDialogProps) {
  const hiding = useHideFullProfile();
  const hide = () => {
    if (!hiding.isPending) hiding.mutate(match.match_id, { onSuccess: onClose });
  };

  return (
    <ConfirmDialog
      open={open}
      title="Hide my photos and name again?"
      icon={<EyeOff className="size-7" aria-hidden />}
      onYes={hide}
      yesLabel="Hide them"
      onNo={onClose}
      noLabel="Cancel"
      pending={hiding.isPending}
      error={hiding.isError ? messageOf(hiding.error) : undefined}
    >
      {REVEAL_TEXT.confirm}
    </ConfirmDialog>
  );
}
