// /app/emaillogin (RULES.md "Screens and routes", "Validation"): 'Login with email', Forgot Password and Register.
import { ZEmailLogin } from '@rookery/shared/schemas/auth-forms.ts';
import { useNavigate } from 'react-router';
import { ButtonLink } from '../../../components/button-link.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { getCookie, removeCookie, setCookie } from '../../../lib/cookies.ts';
import { useSchemaForm } from '../../../lib/schema-form.ts';
import { AppForm } from '../../shell/app-form.tsx';
import { AppScreen } from '../../shell/app-screen.tsx';
import { AppButton, quietButtonClass } from '../../shell/submit-button.tsx';
import { EmailField, PasswordField } from '../account-fields.tsx';
import { useEmailLogin } from '../api/sign-in.ts';

export function EmailLoginScreen() {
  const navigate = useNavigate();
  const form = useSchemaForm(ZEmailLogin, {
    // The address this device last signed in with, kept until an explicit Sign out (which clears it, for a shared
    // computer): after a session ran out or was ended elsewhere, only the password is asked for again.
    defaultValues: { username: getCookie('email') ?? '', password: '' },
  });
  const { errors } = form.formState;
  // Wrong email or password is a 401 with its own sentence (RULES.md "Session"), shown here.
  const login = useEmailLogin();

  /** The reset screen sends its code to the account-email cookie, so the typed address goes there first. */
  async function forgotPassword() {
    if (!(await form.trigger('username'))) return;
    setCookie('email', form.getValues('username').trim());
    // A new request, not the code of an earlier attempt that may have gone to another address.
    removeCookie('pwresetcode');
    navigate('/app/resetpassword');
  }

  return (
    <AppScreen
      title="Login with email"
      back="/app/signin"
      intro="Welcome back. Sign in with your email and password."
    >
      <AppForm
        onSubmit={form.handleSubmit((values) => login.mutate(values, { onSuccess: () => navigate('/app') }))}
        error={login.isError ? messageOf(login.error) : undefined}
        actionsClassName="flex flex-col gap-3"
        actions={
          <>
            <AppButton type="submit" pending={login.isPending || login.isSuccess} pendingLabel="Signing in…">
              Login
            </AppButton>
            <ButtonLink to="/app/register" variant="outline" size="lg" className="w-full">
              Register
            </ButtonLink>
          </>
        }
      >
        <EmailField label="Email" error={errors.username?.message} {...form.register('username')} />
        <div>
          <PasswordField label="Password" error={errors.password?.message} {...form.register('password')} />
          <div className="mt-1 flex justify-end">
            <button type="button" className={quietButtonClass} onClick={forgotPassword}>
              Forgot Password
            </button>
          </div>
        </div>
      </AppForm>
    </AppScreen>
  );
}
