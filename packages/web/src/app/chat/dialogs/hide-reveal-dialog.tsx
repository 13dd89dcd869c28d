// "Hide my photos and name again": asked first; Yes takes the full match back to basic for both
// (`hidefullprofile`), and the private photos and real names leave both screens at once (the room's matchupdated,
// the other person's `fullprofile` alert). Refusals show where it was asked.
import { REVEAL_TEXT } from '@rookery/shared/api/chat.actions.ts';
import { useQueryClient } from '@tanstack/react-query';
import { EyeOff } from 'lucide-react';
import { useState } from 'react';
import { messageOf } from '../../../lib/api-error.ts';
import { profileViewKeys } from '../../profile-view/api/profile-view-keys.ts';
import { ConfirmDialog } from '../../shell/confirm-dialog.tsx';
import { chatKeys } from '../api/chat-keys.ts';
import { hideFullProfile } from '../api/hide-full-profile.ts';
import type { ChatDialogProps } from '../public/chat-types.ts';

export function ConfirmHideFullProfile({ open, onClose, match }: ChatDialogProps) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function hide() {
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      await hideFullProfile(match.match_id);
      // Everything that showed the full profile asks again (and gets the public view).
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileViewKeys.all }),
        queryClient.invalidateQueries({ queryKey: chatKeys.realNames }),
      ]);
      onClose();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setPending(false);
    }
  }

  return (
    <ConfirmDialog
      open={open}
      title="Hide my photos and name again?"
      icon={<EyeOff className="size-7" aria-hidden />}
      onYes={hide}
      yesLabel="Hide them"
      onNo={onClose}
      noLabel="Cancel"
      pending={pending}
      error={error ?? undefined}
    >
      {REVEAL_TEXT.confirm}
    </ConfirmDialog>
  );
}
