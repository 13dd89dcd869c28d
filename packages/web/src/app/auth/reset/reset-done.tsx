// What both ways through /app/resetpassword share (the code and the mailed link): the key art and the success
// dialog whose OK leads on.
import { CircleCheck, KeyRound } from 'lucide-react';
import { useNavigate } from 'react-router';
import { AppDialog } from '../../shell/app-dialog.tsx';
import { AppButton } from '../../shell/submit-button.tsx';

/**
 * Where OK in the success dialog leads (RULES.md "Screens and routes": /app/settings). The reset keeps this session,
 * so a person who came from Settings returns there; a signed-out one (the mailed link) is sent to sign in and then on
 * to it.
 */
const AFTER_RESET = '/app/settings';

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
