// What both ways through /app/resetpassword share (the code and the mailed link): the key art and the success
// dialog whose OK leads on.
import { CircleCheck, KeyRound } from 'lucide-react';
import { useNavigate } from 'react-router';
import { AppDialog } from '../shell/app-dialog.tsx';
import { AppButton } from '../shell/submit-button.tsx';

/**
 * Where OK in the success dialog leads. SPEC.md says /app/settings; that screen arrives with a later issue,
 * so until then /app, which sends a signed-in person on and a signed-out one to sign in with the new password.
 */
const AFTER_RESET = '/app';

/** The success dialog of both ways to reset; OK leads on. */
export function ResetDoneDialog({ open }: { open: boolean }) {
  const navigate = useNavigate();
  return (
    <AppDialog
      open={open}
      icon={<CircleCheck className="size-7" aria-hidden />}
      title="Reset Successful!"
      onClose={() => navigate(AFTER_RESET, { replace: true })}
      actions={
        <AppButton variant="dark" onClick={() => navigate(AFTER_RESET, { replace: true })}>
          OK
        </AppButton>
      }
    >
      Your password has now been reset.
    </AppDialog>
  );
}

export const resetArt = (
  <span className="mb-5 grid size-14 place-items-center rounded-2xl bg-ice-100 text-ice-700">
    <KeyRound className="size-7" aria-hidden />
  </span>
);
