// The Yes/No question SPEC.md 5 asks before deleting or downloading media. Yes runs the action and the
// dialog stays open while it runs, so a failure is shown right where the person answered.
import type { ReactNode } from 'react';
import { AppDialog } from '../shell/app-dialog.tsx';
import { InlineAlert } from '../shell/inline-alert.tsx';
import { AppButton } from '../shell/submit-button.tsx';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  onYes: () => void;
  onNo: () => void;
  pending?: boolean;
  error?: string | undefined;
  /** Yes in coral for an action that cannot be undone. */
  destructive?: boolean;
}

export function ConfirmDialog({
  open,
  title,
  children,
  onYes,
  onNo,
  pending,
  error,
  destructive,
}: ConfirmDialogProps) {
  return (
    <AppDialog
      open={open}
      title={title}
      onClose={() => {
        if (!pending) onNo();
      }}
      actions={
        <>
          <AppButton
            variant={destructive ? 'primary' : 'dark'}
            onClick={onYes}
            pending={pending}
            pendingLabel="One moment…"
          >
            Yes
          </AppButton>
          <AppButton variant="outline" onClick={onNo} disabled={pending}>
            No
          </AppButton>
        </>
      }
    >
      {children}
      {error ? <InlineAlert className="mt-4 text-left">{error}</InlineAlert> : null}
    </AppDialog>
  );
}
