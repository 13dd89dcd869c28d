// Step 2 of /app/resetpassword (RULES.md "Screens and routes", "Validation"): New Password, Confirm New Password,
// Reset password.
import { ZNewPassword } from '@rookery/shared/schemas/auth-forms.ts';
import { useSchemaForm } from '../../../lib/schema-form.ts';
import { AppForm } from '../../shell/app-form.tsx';
import { AppButton } from '../../shell/submit-button.tsx';
import { NewPasswordField, PasswordField } from '../account-fields.tsx';

interface NewPasswordFormProps {
  onSubmit: (password: string) => void;
  pending: boolean;
  error?: string;
}

export function NewPasswordForm({ onSubmit, pending, error }: NewPasswordFormProps) {
  const form = useSchemaForm(ZNewPassword, { defaultValues: { password: '', confirm: '' } });
  const { errors } = form.formState;
  return (
    <AppForm
      onSubmit={form.handleSubmit((values) => onSubmit(values.password))}
      error={error}
      actions={
        <AppButton type="submit" pending={pending} pendingLabel="Saving…">
          Reset password
        </AppButton>
      }
    >
      <NewPasswordField
        label="New Password"
        error={errors.password?.message}
        autoFocus
        {...form.register('password')}
      />
      <PasswordField
        label="Confirm New Password"
        isNew
        error={errors.confirm?.message}
        {...form.register('confirm')}
      />
    </AppForm>
  );
}
