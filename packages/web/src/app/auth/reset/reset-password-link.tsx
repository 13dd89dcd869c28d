// /app/resetpassword?token=…: the reset mail's one-time link. It is checked (not spent) with
// `codelink`, the new-password step follows at once, and `resetpwlink` spends it; an expired or used link
// says so and offers a new code.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { messageOf } from '../../../lib/api-client.ts';
import { removeCookie } from '../../../lib/cookies.ts';
import { AppScreen } from '../../shell/app-screen.tsx';
import { InlineAlert } from '../../shell/inline-alert.tsx';
import { AppButton } from '../../shell/submit-button.tsx';
import { LINK_FALLBACK } from '../api/code-link.ts';
import { useResetPasswordWithLink } from '../api/reset.ts';
import { useCodeLink } from '../code/code-link.tsx';
import { EmailAddress } from '../email-address.tsx';
import { NewPasswordForm } from './new-password-form.tsx';
import { ResetDoneDialog, resetArt } from './reset-done.tsx';

export function ResetPasswordWithLink({ token }: { token: string }) {
  const navigate = useNavigate();
  const link = useCodeLink(token);
  const [done, setDone] = useState(false);
  const reset = useResetPasswordWithLink(token);
  const gone = link.isError || (link.data && link.data.purpose !== 'reset');

  return (
    <AppScreen
      title="Reset Password"
      back={{ history: true, fallback: '/app/emaillogin' }}
      art={resetArt}
      intro={
        link.data && !gone ? (
          <>
            Choose a new password for <EmailAddress>{link.data.email}</EmailAddress>. It ends every other
            session, so only you are signed in.
          </>
        ) : (
          'One moment while we check your link.'
        )
      }
    >
      {gone ? (
        <div className="flex flex-col gap-5">
          <InlineAlert>{link.isError ? messageOf(link.error) : LINK_FALLBACK}</InlineAlert>
          <AppButton variant="dark" onClick={() => navigate('/app/resetpassword', { replace: true })}>
            Request a new code
          </AppButton>
        </div>
      ) : null}
      {link.isPending ? (
        <p className="text-center text-sm text-ocean-600" aria-busy="true">
          Checking your link…
        </p>
      ) : null}
      {link.isSuccess && !gone ? (
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
