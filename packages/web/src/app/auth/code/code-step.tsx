// The code-entry step of /app/verify, /app/resetpassword and /app/resetemail: the four boxes, Submit, and Resend Code.
// The code goes off by itself when its fourth digit arrives (typed or pasted); Submit stays for a retry.
import { ZCode } from '@rookery/shared/schemas/auth-forms.ts';
import { type ReactNode, useState } from 'react';
import { z } from 'zod';
import { useSchemaForm } from '../../../lib/schema-form.ts';
import { AppButton, quietButtonClass } from '../../shell/submit-button.tsx';
import { CodeBoxes } from './code-boxes.tsx';
import { emptyCode, isWholeCode, joinCode } from './code-boxes-logic.ts';
import { countdownText } from './use-countdown.ts';

/** The boxes' digits as one code, held to the shared code rule (its message under the boxes). */
const ZCodeBoxes = z.object({ digits: z.array(z.string()).transform(joinCode).pipe(ZCode) });

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
  const form = useSchemaForm(ZCodeBoxes, { defaultValues: { digits: emptyCode() } });
  const digits = form.watch('digits');
  const [shownRejected, setShownRejected] = useState(false);

  // A rejected code is cleared once, so the person types it afresh.
  if (rejected !== shownRejected) {
    setShownRejected(rejected);
    if (rejected) form.setValue('digits', emptyCode());
  }

  const submit = form.handleSubmit(({ digits: code }) => onSubmit(code));

  return (
    <form onSubmit={submit} noValidate className="flex flex-1 flex-col">
      <CodeBoxes
        label="Verification code"
        digits={digits}
        onChange={(next) => {
          const wasComplete = isWholeCode(digits);
          form.setValue('digits', next);
          form.clearErrors('digits');
          onEdit();
          // The fourth digit sends the code by itself.
          if (isWholeCode(next) && !wasComplete && !pending) void submit();
        }}
        error={form.formState.errors.digits?.message}
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
