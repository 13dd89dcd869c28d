// /app/emaillogin (RULES.md "Screens and routes", "Validation"): 'Login with email', Forgot Password and Register.
import { zodResolver } from '@hookform/resolvers/zod';
import { type EmailLogin, ZEmailLogin } from '@rookery/shared/schemas/auth-forms.ts';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ButtonLink } from '../../../components/button-link.tsx';
import { signIn } from '../../../lib/api-client.ts';
import { messageOf } from '../../../lib/api-error.ts';
import { getCookie, removeCookie, setCookie } from '../../../lib/cookies.ts';
import { AppForm } from '../../shell/app-form.tsx';
import { AppScreen } from '../../shell/app-screen.tsx';
import { AppButton, quietButtonClass } from '../../shell/submit-button.tsx';
import { EmailField, PasswordField } from '../account-fields.tsx';

export function EmailLoginScreen() {
  const navigate = useNavigate();
  const form = useForm<EmailLogin>({
    resolver: zodResolver(ZEmailLogin),
    // The address this device last signed in with, kept until an explicit Sign out (which clears it, for a shared
    // computer): after a session ran out or was ended elsewhere, only the password is asked for again.
    defaultValues: { username: getCookie('email') ?? '', password: '' },
  });
  const { errors } = form.formState;
  const login = useMutation({
    // Wrong email or password is a 401 with its own sentence (RULES.md "Session"), shown here.
    meta: { redirectOn401: false },
    mutationFn: (values: EmailLogin) => signIn({ platform: 'Email', ...values, deviceid: 'web' }),
    onSuccess: () => navigate('/app'),
  });

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
        onSubmit={form.handleSubmit((values) => login.mutate(values))}
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
