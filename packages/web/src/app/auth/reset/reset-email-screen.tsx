// /app/resetemail (RULES.md "Screens and routes", "Validation", "Errors"): Email (pre-filled from the account
// cookie), Password and New Email; then the code sent to the new address (auth.actions.ts `verifynewemail`) confirms
// it, and /app follows. Opened from the mail's link (?token=) it confirms the new address at once.
import { type ChangeEmail, ZChangeEmail } from '@rookery/shared/schemas/auth-forms.ts';
import { AtSign } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { messageOf, retryAfterOf } from '../../../lib/api-client.ts';
import { getCookie, setCookie } from '../../../lib/cookies.ts';
import { useSchemaForm } from '../../../lib/schema-form.ts';
import { AppForm } from '../../shell/app-form.tsx';
import { AppScreen } from '../../shell/app-screen.tsx';
import { InlineAlert } from '../../shell/inline-alert.tsx';
import { AppButton } from '../../shell/submit-button.tsx';
import { EmailField, PasswordField } from '../account-fields.tsx';
import { useChangeEmail, useResendEmailCode, useVerifyNewEmail } from '../api/reset.ts';
import { CodeLinkScreen, useLinkToken } from '../code/code-link.tsx';
import { CodeStep } from '../code/code-step.tsx';
import { useCountdown } from '../code/use-countdown.ts';
import { EmailAddress } from '../email-address.tsx';

const art = (
  <span className="mb-5 grid size-14 place-items-center rounded-2xl bg-ice-100 text-ice-700">
    <AtSign className="size-7" aria-hidden />
  </span>
);

const rememberEmail = (email: string) => setCookie('email', email);

export function ResetEmailScreen() {
  const token = useLinkToken();
  if (!token) return <ChangeEmailForm />;
  return (
    <CodeLinkScreen
      title="Reset Your Email"
      art={art}
      checking="One moment while we confirm your new email address."
      token={token}
      purpose="changeemail"
      done="Your new email address is confirmed."
      onDone={rememberEmail}
      retry="/app/resetemail"
    />
  );
}

function ChangeEmailForm() {
  const navigate = useNavigate();
  const form = useSchemaForm(ZChangeEmail, {
    defaultValues: { email: getCookie('email') ?? '', password: '', newemail: '' },
  });
  const { errors } = form.formState;
  const [sentTo, setSentTo] = useState<ChangeEmail | null>(null);
  const change = useChangeEmail();
  const wait = useCountdown();
  const resend = useResendEmailCode();
  const confirm = useVerifyNewEmail();

  if (sentTo) {
    return (
      <AppScreen
        title="Reset Your Email"
        heading="Check your new email"
        back={{ history: true, fallback: '/app' }}
        art={art}
        intro={
          <>
            We sent a four digit code to <EmailAddress>{sentTo.newemail}</EmailAddress>. Enter it to finish
            changing your email.
          </>
        }
      >
        <CodeStep
          onSubmit={(code) =>
            confirm.mutate(code, {
              onSuccess: ({ email }) => {
                setCookie('email', email);
                navigate('/app', { replace: true });
              },
            })
          }
          onResend={() => {
            confirm.reset();
            // Too soon: Resend Code counts down the seconds the server gave.
            resend.mutate(sentTo, { onError: (error) => wait.start(retryAfterOf(error)) });
          }}
          onEdit={() => confirm.reset()}
          pending={confirm.isPending || confirm.isSuccess}
          resending={resend.isPending}
          resendWait={wait.left}
          rejected={confirm.isError}
        >
          {confirm.isError ? <InlineAlert>{messageOf(confirm.error)}</InlineAlert> : null}
          {resend.isSuccess ? <InlineAlert tone="success">OK the code has been resent.</InlineAlert> : null}
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

  return (
    <AppScreen
      title="Reset Your Email"
      back={{ history: true, fallback: '/app' }}
      art={art}
      intro="Enter your current details and the address you want to use from now on."
    >
      <AppForm
        onSubmit={form.handleSubmit((values) =>
          change.mutate(values, { onSuccess: () => setSentTo(values) }),
        )}
        error={change.isError ? messageOf(change.error) : undefined}
        actions={
          <AppButton type="submit" pending={change.isPending} pendingLabel="Sending a code…">
            Submit
          </AppButton>
        }
      >
        <EmailField label="Email" error={errors.email?.message} {...form.register('email')} />
        <PasswordField label="Password" error={errors.password?.message} {...form.register('password')} />
        <EmailField
          label="New Email"
          autoComplete="off"
          error={errors.newemail?.message}
          {...form.register('newemail')}
        />
      </AppForm>
    </AppScreen>
  );
}
