// "Ask a moderator": after a failed check, or with no try left, a short message of the person's own goes
// with the check to the moderation console (`facecheckhelp`); the answer comes in-app.
import { ZFaceCheckHelp } from '@rookery/shared/api/face-check.actions.ts';
import { FACE_CHECK_TEXT } from '@rookery/shared/face-check.ts';
import { messageOf } from '../../lib/api-client.ts';
import { useSchemaForm } from '../../lib/schema-form.ts';
import { ProfileTextArea } from '../shell/form-fields.tsx';
import { InlineAlert } from '../shell/inline-alert.tsx';
import { AppButton } from '../shell/submit-button.tsx';
import { useAskModerator } from './api/face-check.ts';

export const HELP_MESSAGE_LIMIT = 500;

export function HelpForm() {
  const ask = useAskModerator();
  const form = useSchemaForm(ZFaceCheckHelp, { defaultValues: { message: '' } });
  const message = form.watch('message') ?? '';
  if (ask.isSuccess) return <InlineAlert tone="success">{FACE_CHECK_TEXT.helpSent}</InlineAlert>;
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit((values) => ask.mutate(values.message))}
    >
      <ProfileTextArea
        label="Message for the moderator (optional)"
        hint="For example what went wrong, or that your photos are older."
        value={message}
        limit={HELP_MESSAGE_LIMIT}
        error={form.formState.errors.message?.message}
        {...form.register('message')}
      />
      {ask.isError ? <InlineAlert>{messageOf(ask.error)}</InlineAlert> : null}
      <AppButton type="submit" variant="dark" pending={ask.isPending} pendingLabel="Sending…">
        Ask a moderator
      </AppButton>
    </form>
  );
}
