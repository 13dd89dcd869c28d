// The app's one Yes/No question (RULES.md "Validation": deleting, downloading, calling, unmatching, signing out, …)
// on the centred AppDialog. Yes runs the action and the question stays open while it runs, so a failure shows right
// where the person answered; Escape, a press outside and No close it, except while Yes is running.
import { type ReactNode, useRef } from 'react';
import type { ButtonVariant } from '../../components/button-styles.ts';
import { AppDialog } from './app-dialog.tsx';
import { InlineAlert } from './inline-alert.tsx';
import { AppButton } from './submit-button.tsx';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** Drawn above the title. */
  icon?: ReactNode;
  children: ReactNode;
  /** Runs on Yes (unless `yes` replaces the button). */
  onYes?: () => void;
  /** A Yes of the caller's own (a download link, a destructive button) in place of the Yes button. */
  yes?: ReactNode;
  yesLabel?: string;
  yesVariant?: ButtonVariant;
  onNo: () => void;
  noLabel?: string;
  /** The No answer receives focus on opening (the safe answer of a question that cannot be undone). */
  focusNo?: boolean;
  /** While Yes runs: its button says `pendingLabel`, and nothing closes the question. */
  pending?: boolean;
  pendingLabel?: string;
  error?: string | undefined;
}

export function ConfirmDialog({
  open,
  title,
  icon,
  children,
  onYes,
  yes,
  yesLabel = 'Yes',
  yesVariant = 'primary',
  onNo,
  noLabel = 'No',
  focusNo = false,
  pending = false,
  pendingLabel = 'One moment…',
  error,
}: ConfirmDialogProps) {
  const no = useRef<HTMLButtonElement>(null);
  return (
    <AppDialog
      open={open}
      title={title}
      icon={icon}
      initialFocus={focusNo ? no : undefined}
      onClose={() => {
        if (!pending) onNo();
      }}
      actions={
        <>
          {yes ?? (
            <AppButton variant={yesVariant} onClick={onYes} pending={pending} pendingLabel={pendingLabel}>
              {yesLabel}
            </AppButton>
          )}
          <AppButton ref={no} variant="outline" onClick={onNo} disabled={pending}>
            {noLabel}
          </AppButton>
        </>
      }
    >
      {children}
      {error ? <InlineAlert className="mt-4 text-left">{error}</InlineAlert> : null}
    </AppDialog>
  );
}
