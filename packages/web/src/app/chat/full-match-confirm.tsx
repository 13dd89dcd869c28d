// The question before a full-profile request: Full Match is the product's biggest decision, so one tap
// in a menu no longer sends it. It says what will be shared, that only both yeses share it, and that it can be
// taken back.
import { UserRoundCheck } from 'lucide-react';
import { ConfirmDialog } from '../shell/confirm-dialog.tsx';

export function FullMatchConfirm({
  open,
  name,
  pending,
  error,
  onYes,
  onNo,
}: {
  open: boolean;
  /** The other person's display name. */
  name: string;
  pending: boolean;
  error: string | undefined;
  onYes: () => void;
  onNo: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      title={`Ask ${name} for a full match?`}
      icon={<UserRoundCheck className="size-7" aria-hidden />}
      yesLabel="Send the request"
      noLabel="Not yet"
      pending={pending}
      pendingLabel="Sending…"
      error={error}
      onYes={onYes}
      onNo={onNo}
    >
      <p>
        If {name} says yes too, you both see each other's real name and private photos, and video calls open
        up. Nothing is shared unless you both agree.
      </p>
      <p className="mt-2">You can hide your photos and name again at any time.</p>
    </ConfirmDialog>
  );
}
