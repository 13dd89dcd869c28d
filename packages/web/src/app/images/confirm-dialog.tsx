// SPEC.md 5 "Media": deleting and downloading an image need a Yes/No confirmation. Yes may be a link (the
// download itself), so the caller gives it.
import type { ReactNode } from 'react';
import { AppDialog } from '../shell/app-dialog.tsx';
import { AppButton } from '../shell/submit-button.tsx';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** The Yes button or link. */
  yes: ReactNode;
  onNo: () => void;
}

export function ConfirmDialog({ open, title, children, yes, onNo }: ConfirmDialogProps) {
  return (
    <AppDialog
      open={open}
      title={title}
      onClose={onNo}
      actions={
        <>
          {yes}
          <AppButton variant="outline" onClick={onNo}>
            No
          </AppButton>
        </>
      }
    >
      {children}
    </AppDialog>
  );
}
