// /app/register (RULES.md "Screens and routes", "Validation"): name, email and a password of at least eight
// characters; then /app, which sends the new account to verify the code that was just emailed.
import { LIMITS } from '@rookery/shared/limits.ts';
import { ZRegister } from '@rookery/shared/schemas/auth-forms.ts';
import { Link, useNavigate } from 'react-router';
import { textLinkClass } from '../../../components/button-styles.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { usePublicConfig } from '../../../lib/config-context.tsx';
import { setCookie } from '../../../lib/cookies.ts';
import { useSchemaForm } from '../../../lib/schema-form.ts';
import { AppForm } from '../../shell/app-form.tsx';
import { AppScreen } from '../../shell/app-screen.tsx';
import { AppButton } from '../../shell/submit-button.tsx';
import { TextField } from '../../shell/text-field.tsx';
import { EmailField, NewPasswordField } from '../account-fields.tsx';
import { useRegister } from '../api/sign-in.ts';

export function RegisterScreen() {
  const { product } = usePublicConfig();
  const navigate = useNavigate();
  const form = useSchemaForm(ZRegister, { defaultValues: { name: '', username: '', password: '' } });
  const { errors } = form.formState;
  const register = useRegister();
  const submit = form.handleSubmit((values) =>
    register.mutate(values, {
      onSuccess: () => {
        setCookie('email', values.username);
        navigate('/app');
      },
    }),
  );

  return (
    <AppScreen
      title="Register"
      heading={`Join ${product}`}
      back={{ history: true, fallback: '/app/emaillogin' }}
      intro={`Create your account. ${product} is for adults aged ${LIMITS.minimumAge} and over, one account per person.`}
    >
      <AppForm
        onSubmit={submit}
        error={register.isError ? messageOf(register.error) : undefined}
        actions={
          <>
            <AppButton
              type="submit"
              pending={register.isPending || register.isSuccess}
              pendingLabel="Creating your account…"
            >
              Register
            </AppButton>
            <p className="mt-4 text-center text-sm text-ocean-600">
              Already have an account?{' '}
              <Link to="/app/emaillogin" className={textLinkClass}>
                Login with email
              </Link>
            </p>
          </>
        }
      >
        <TextField label="Name" autoComplete="name" error={errors.name?.message} {...form.register('name')} />
        <EmailField
          label="Email"
          hint="We'll send a four digit code to check it's you."
          error={errors.username?.message}
          {...form.register('username')}
        />
        <NewPasswordField label="Password" error={errors.password?.message} {...form.register('password')} />
      </AppForm>
    </AppScreen>
  );
}
