// Step 2 of /app/resetpassword (SPEC.md 2, 5): New Password, Confirm New Password, Reset password.
import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS } from '@rookery/shared/limits.ts';
import { ZNewPassword } from '@rookery/shared/schemas/auth-forms.ts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { InlineAlert } from '../shell/inline-alert.tsx';
import { AppButton } from '../shell/submit-button.tsx';
import { TextField } from '../shell/text-field.tsx';

type NewPassword = z.infer<typeof ZNewPassword>;

interface NewPasswordFormProps {
  onSubmit: (password: string) => void;
  pending: boolean;
  error?: string;
}

export function NewPasswordForm({ onSubmit, pending, error }: NewPasswordFormProps) {
  const form = useForm<NewPassword>({
    resolver: zodResolver(ZNewPassword),
    defaultValues: { password: '', confirm: '' },
  });
  const { errors } = form.formState;
  return (
    <form
      onSubmit={form.handleSubmit((values) => onSubmit(values.password))}
      noValidate
      className="flex flex-1 flex-col"
    >
      <div className="flex flex-col gap-5">
        <TextField
          label="New Password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${LIMITS.passwordMin} characters.`}
          error={errors.password?.message}
          autoFocus
          {...form.register('password')}
        />
        <TextField
          label="Confirm New Password"
          type="password"
          autoComplete="new-password"
          error={errors.confirm?.message}
          {...form.register('confirm')}
        />
        {error ? <InlineAlert>{error}</InlineAlert> : null}
      </div>
      <div className="mt-auto pt-8">
        <AppButton type="submit" pending={pending} pendingLabel="Saving…">
          Reset password
        </AppButton>
      </div>
    </form>
  );
}
