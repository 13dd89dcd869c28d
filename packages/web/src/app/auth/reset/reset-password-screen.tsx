// /app/resetpassword (RULES.md "Screens and routes", "States and transitions"): 0 a code is requested for the account
// email, 1 the code is entered, 2 a new password is chosen, then the success dialog. The pending reset address lives
// in the `pwresetcode` cookie, so reopening the screen goes straight back to the code. Opened from the mail's link
// (?token=) it goes straight to the new password (reset-password-link.tsx).
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError, messageOf } from '../../../lib/api-client.ts';
import { getCookie, removeCookie, setCookie } from '../../../lib/cookies.ts';
import { AppScreen } from '../../shell/app-screen.tsx';
import { InlineAlert } from '../../shell/inline-alert.tsx';
import { useRequestPasswordCode, useResetPassword, useVerifyPasswordCode } from '../api/reset.ts';
import { useLinkToken } from '../code/code-link.tsx';
import { CodeStep } from '../code/code-step.tsx';
import { EmailAddress } from '../email-address.tsx';
import { NewPasswordForm } from './new-password-form.tsx';
import { ResetDoneDialog, resetArt } from './reset-done.tsx';
import { ResetPasswordWithLink } from './reset-password-link.tsx';

type Step = 0 | 1 | 2;

function StepLoader() {
  return (
    <div className="flex flex-col gap-5" aria-busy="true">
      <div className="flex justify-between gap-3" aria-hidden>
        {[0, 1, 2, 3].map((box) => (
          <div key={box} className="h-16 w-full rounded-2xl bg-ocean-100 motion-safe:animate-pulse" />
        ))}
      </div>
      <div
        role="progressbar"
        aria-label="Sending your code"
        className="h-1.5 overflow-hidden rounded-full bg-ocean-100"
      >
        <div className="h-full w-2/5 rounded-full bg-coral-400 motion-safe:animate-progress" />
      </div>
      <p className="text-center text-sm text-ocean-600">Sending your code…</p>
    </div>
  );
}

export function ResetPasswordScreen() {
  const token = useLinkToken();
  return token ? <ResetPasswordWithLink token={token} /> : <ResetPasswordWithCode />;
}

function ResetPasswordWithCode() {
  const navigate = useNavigate();
  const location = useLocation();
  const [step, setStep] = useState<Step>(() => (getCookie('pwresetcode') ? 1 : 0));
  const [email, setEmail] = useState(() => getCookie('pwresetcode') ?? getCookie('email') ?? '');
  const [code, setCode] = useState('');
  const [done, setDone] = useState(false);
  const started = useRef(false);

  const request = useRequestPasswordCode();
  const verify = useVerifyPasswordCode(email);
  const reset = useResetPassword(email, code);
  const askForCode = () =>
    request.mutate(undefined, {
      onSuccess: (result) => {
        if (!result.sent) {
          // No account email to send to: back where the person came from (RULES.md "States and transitions").
          if (location.key === 'default') navigate('/app/emaillogin', { replace: true });
          else navigate(-1);
          return;
        }
        if (!result.resent) {
          setCookie('pwresetcode', result.email);
          setEmail(result.email);
        }
        setStep(1);
      },
      // RULES.md "Errors": a failed code request shows no message; the code step's Resend Code is the way on.
      onError: () => setStep(1),
    });

  useEffect(() => {
    // Once per visit (React runs effects twice in development): one code, not two.
    if (started.current) return;
    started.current = true;
    if (!getCookie('pwresetcode')) askForCode();
  });

  const intros: Record<Step, ReactNode> = {
    0: 'One moment while we email you a code.',
    1: (
      <>
        We sent a four digit code to {email ? <EmailAddress>{email}</EmailAddress> : 'your email'}. Enter it
        to choose a new password.
      </>
    ),
    2: 'Choose a new password. It ends every other session, so only you are signed in.',
  };

  return (
    <AppScreen
      title="Reset Password"
      back={{ history: true, fallback: '/app/emaillogin' }}
      art={resetArt}
      intro={intros[step]}
    >
      {step === 0 ? <StepLoader /> : null}
      {step === 1 ? (
        <CodeStep
          onSubmit={(entered) => {
            request.reset();
            verify.mutate(entered, {
              onSuccess: () => {
                setCode(entered);
                setStep(2);
              },
            });
          }}
          onResend={() => {
            verify.reset();
            askForCode();
          }}
          onEdit={() => verify.reset()}
          pending={verify.isPending}
          resending={request.isPending}
          // RULES.md "Errors": a wrong code shows no message; the boxes empty and turn red instead.
          rejected={verify.isError}
        >
          <p className="text-sm leading-relaxed text-ocean-600">
            Didn't get it? Please check your spam folder or try again.
          </p>
          {/* The code path closed by guessing says how on (the mail's link); other refusals stay silent. */}
          {verify.error instanceof ApiError && verify.error.status === 429 ? (
            <InlineAlert>{messageOf(verify.error)}</InlineAlert>
          ) : null}
          {request.isSuccess && request.data.sent && request.data.resent ? (
            <InlineAlert tone="success">OK the code has been resent.</InlineAlert>
          ) : null}
        </CodeStep>
      ) : null}
      {step === 2 ? (
        <NewPasswordForm
          onSubmit={(password) =>
            reset.mutate(password, {
              onSuccess: () => {
                removeCookie('pwresetcode');
                setDone(true);
              },
            })
          }
          pending={reset.isPending || reset.isSuccess}
          error={reset.isError ? messageOf(reset.error) : undefined}
        />
      ) : null}
      <ResetDoneDialog open={done} />
    </AppScreen>
  );
}
