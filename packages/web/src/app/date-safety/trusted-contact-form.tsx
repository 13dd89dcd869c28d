// The trusted contact's form on the date safety screen: name and email. No phone number is asked for:
// nothing sends to one (mail is what is sent), and what is not used is not collected; a number kept from before is
// sent back unchanged. A new address is mailed a request to accept. The rules and messages are the shared schema's, which the server applies too.
import { type TrustedContact, ZTrustedContact } from '@rookery/shared/api/date-safety.actions.ts';
import { messageOf } from '../../lib/api-client.ts';
import { useSchemaForm } from '../../lib/schema-form.ts';
import { AppForm } from '../shell/app-form.tsx';
import { AppButton } from '../shell/submit-button.tsx';
import { TextField } from '../shell/text-field.tsx';
import { useSaveContact } from './api/date-safety.ts';

export function TrustedContactForm({
  dateId,
  current,
  onSaved,
}: {
  dateId: string;
  current: TrustedContact | null;
  onSaved: () => void;
}) {
  const form = useSchemaForm(ZTrustedContact, {
    defaultValues: current ?? { name: '', email: '', phone: '' },
  });
  const save = useSaveContact(dateId);
  const { errors } = form.formState;
  return (
    <AppForm
      onSubmit={form.handleSubmit((values) => save.mutate(values, { onSuccess: onSaved }))}
      error={save.isError ? messageOf(save.error) : undefined}
      actions={
        <AppButton type="submit" pending={save.isPending} pendingLabel="Saving…">
          Save contact
        </AppButton>
      }
    >
      <TextField
        label="Their name"
        autoComplete="off"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        label="Their email"
        type="email"
        inputMode="email"
        autoComplete="off"
        hint="We mail them a link to accept before you can share a date with them."
        error={errors.email?.message}
        {...form.register('email')}
      />
    </AppForm>
  );
}
