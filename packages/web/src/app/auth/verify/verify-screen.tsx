// /app/verify (RULES.md "Screens and routes", "Validation", "Errors"): the four code boxes, Submit, Resend Code and a
// way to reach us; opened from the mail's link (?token=) it verifies without the boxes, signed in or not.
import { MailCheck } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { textLinkClass } from '../../../components/button-styles.ts';
import { messageOf, retryAfterOf } from '../../../lib/api-client.ts';
import { getCookie } from '../../../lib/cookies.ts';
import { AppScreen } from '../../shell/app-screen.tsx';
import { InlineAlert } from '../../shell/inline-alert.tsx';
import { useSignOut } from '../api/sign-out.ts';
import { useResendVerifyCode, useVerifyCode } from '../api/verify.ts';
import { CodeLinkScreen, useLinkToken } from '../code/code-link.tsx';
import { CodeStep } from '../code/code-step.tsx';
import { useCountdown } from '../code/use-countdown.ts';
import { EmailAddress } from '../email-address.tsx';

const RESENT = 'The code has been resent, please check your email again.';

const art = (
  <span className="mb-5 grid size-14 place-items-center rounded-2xl bg-ice-100 text-ice-700">
    <MailCheck className="size-7" aria-hidden />
  </span>
);

export function VerifyScreen() {
  const token = useLinkToken();
  if (!token) return <VerifyCodeScreen />;
  return (
    <CodeLinkScreen
      title="Verify your email"
      art={art}
      checking="One moment while we verify your email address."
      token={token}
      purpose="verify"
      done="Your email address is verified."
      retry="/app/verify"
    />
  );
}

function VerifyCodeScreen() {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const email = getCookie('email');

  const submit = useVerifyCode();
  const wait = useCountdown();
  const resend = useResendVerifyCode();
  const { reset: resetResend, isError: resendFailed, error: resendError } = resend;
  // When the wait is over, its notice goes and Resend Code is back.
  const waited = wait.left === 0 && resendFailed && retryAfterOf(resendError) > 0;
  useEffect(() => {
    if (waited) resetResend();
  }, [waited, resetResend]);

  return (
    <AppScreen
      title="Verify your email"
      art={art}
      intro={
        <>
          We sent a four digit code to {email ? <EmailAddress>{email}</EmailAddress> : 'your email'}. Enter it
          below to confirm it's you.
        </>
      }
    >
      <CodeStep
        onSubmit={(code) => {
          resend.reset();
          submit.mutate(code, { onSuccess: () => navigate('/app', { replace: true }) });
        }}
        onResend={() => {
          submit.reset();
          // Too soon: the server's reason stays on screen while the button counts down the seconds it gave.
          resend.mutate(undefined, { onError: (error) => wait.start(retryAfterOf(error)) });
        }}
        onEdit={() => submit.reset()}
        pending={submit.isPending || submit.isSuccess}
        resending={resend.isPending}
        resendWait={wait.left}
        rejected={submit.isError}
        footer={
          <p className="text-center text-sm text-ocean-600">
            Having trouble?{' '}
            <Link to="/contact" className={textLinkClass}>
              Contact us
            </Link>{' '}
            or{' '}
            <button type="button" className={textLinkClass} onClick={() => signOut.mutate()}>
              sign out
            </button>
            .
          </p>
        }
      >
        {submit.isError ? <InlineAlert>{messageOf(submit.error)}</InlineAlert> : null}
        {resend.isSuccess ? <InlineAlert tone="success">{RESENT}</InlineAlert> : null}
        {resend.isError ? (
          // Too soon is a wait, not a failure: said calmly while Resend Code counts down.
          <InlineAlert tone={retryAfterOf(resend.error) > 0 ? 'wait' : 'error'}>
            {messageOf(resend.error)}
          </InlineAlert>
        ) : null}
      </CodeStep>
    </AppScreen>
  );
}
