// The code-entry step of /app/verify, /app/resetpassword and /app/resetemail: the four boxes, Submit, and Resend Code.
// The code goes off by itself when its fourth digit arrives (typed or pasted); Submit stays for a retry.
import { CODE_MESSAGE, ZCode } from '@rookery/shared/schemas/auth-forms.ts';
import { type FormEvent, type ReactNode, useState } from 'react';
import { AppButton, quietButtonClass } from '../../shell/submit-button.tsx';
import { CodeBoxes } from './code-boxes.tsx';
import { emptyCode, joinCode } from './code-boxes-logic.ts';
import { countdownText } from './use-countdown.ts';

interface CodeStepProps {
  onSubmit: (code: string) => void;
  onResend: () => void;
  pending: boolean;
  resending: boolean;
  /** Seconds until Resend Code may be asked again (a 429's Retry-After); the button counts them down. */
  resendWait?: number;
  /** Set after a failed check: the boxes empty and show they were wrong. */
  rejected: boolean;
  onEdit: () => void;
  /** Words under the boxes: the spam-folder hint, the resent notice, an alert. */
  children?: ReactNode;
  /** Below the buttons (a contact link). */
  footer?: ReactNode;
}

export function CodeStep(props: CodeStepProps) {
  const {
    onSubmit,
    onResend,
    pending,
    resending,
    resendWait = 0,
    rejected,
    onEdit,
    children,
    footer,
  } = props;
  const [digits, setDigits] = useState(emptyCode);
  const [incomplete, setIncomplete] = useState(false);
  const [shownRejected, setShownRejected] = useState(false);

  // A rejected code is cleared once, so the person types it afresh.
  if (rejected !== shownRejected) {
    setShownRejected(rejected);
    if (rejected) setDigits(emptyCode());
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const code = ZCode.safeParse(joinCode(digits));
    setIncomplete(!code.success);
    if (code.success) onSubmit(code.data);
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-1 flex-col">
      <CodeBoxes
        label="Verification code"
        digits={digits}
        onChange={(next) => {
          const wasComplete = ZCode.safeParse(joinCode(digits)).success;
          setDigits(next);
          setIncomplete(false);
          onEdit();
          const code = ZCode.safeParse(joinCode(next));
          if (code.success && !wasComplete && !pending) onSubmit(code.data);
        }}
        error={incomplete ? CODE_MESSAGE : undefined}
        invalid={rejected}
        disabled={pending}
        autoFocus
      />
      <div className="flex flex-col gap-3">{children}</div>
      <div className="mt-auto flex flex-col items-center gap-3 pt-8">
        <AppButton type="submit" pending={pending} pendingLabel="Checking…">
          Submit
        </AppButton>
        <button
          type="button"
          className={`${quietButtonClass} tabular-nums disabled:cursor-not-allowed disabled:text-ocean-400 disabled:no-underline`}
          disabled={resending || resendWait > 0}
          onClick={onResend}
        >
          {resending
            ? 'Sending…'
            : resendWait > 0
              ? `Resend Code in ${countdownText(resendWait)}`
              : 'Resend Code'}
        </button>
        {footer}
      </div>
    </form>
  );
}
