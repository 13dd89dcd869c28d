// /app/contact (RULES.md "Screens and routes", "Validation"; RULES.md "Reads and writes" `feedback`): the in-app
// Contact Us form, reached from the side menu. Rules and messages come from the shared schema the server also
// applies; a sent message turns into a thank-you, a refused one shows the server's sentence.
import { type FeedbackFormInput, ZFeedbackForm } from '@rookery/shared/schemas/feedback.ts';
import { HeartHandshake, MessageSquareText } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles.ts';
import { messageOf } from '../../lib/api-client.ts';
import { useSchemaForm } from '../../lib/schema-form.ts';
import { AppForm } from '../shell/app-form.tsx';
import { AppLayout } from '../shell/app-layout.tsx';
import { AppButton } from '../shell/submit-button.tsx';
import { useSendFeedback } from './api/feedback.ts';
import { FeedbackDetailsField, FeedbackTypeSelect } from './feedback-form.tsx';

function Thanks({ onAnother }: { onAnother: () => void }) {
  return (
    <section aria-labelledby="contact-thanks" className="flex flex-1 flex-col items-center pt-6 text-center">
      <span className="grid size-16 place-items-center rounded-2xl bg-ice-100 text-ice-700">
        <HeartHandshake className="size-8" aria-hidden />
      </span>
      <h1
        id="contact-thanks"
        className="mt-6 text-[1.75rem] leading-tight font-bold tracking-tight text-ocean-950"
      >
        Thank you!
      </h1>
      <p className="mt-3 max-w-xs leading-relaxed text-ocean-600" role="status">
        Your message is with our team. We read every one, and we'll reply to your account's email address if
        we need to.
      </p>
      <div className="mt-auto flex w-full flex-col gap-3 pt-10">
        <Link to="/app/find" className={buttonClass('primary', 'lg', 'w-full')}>
          Back to Find
        </Link>
        <AppButton variant="outline" onClick={onAnother}>
          Send another message
        </AppButton>
      </div>
    </section>
  );
}

export function FeedbackScreen() {
  const form = useSchemaForm(ZFeedbackForm, {
    defaultValues: { type: '' as FeedbackFormInput['type'], details: '' },
  });
  const { errors } = form.formState;
  const send = useSendFeedback();

  if (send.isSuccess) {
    return (
      <AppLayout title="Contact Us" back={{ history: true, fallback: '/app/find' }}>
        <Thanks
          onAnother={() => {
            form.reset();
            send.reset();
          }}
        />
      </AppLayout>
    );
  }

  return (
    <AppLayout title="Contact Us" back={{ history: true, fallback: '/app/find' }}>
      <span className="mb-5 grid size-14 place-items-center rounded-2xl bg-coral-100 text-coral-600">
        <MessageSquareText className="size-7" aria-hidden />
      </span>
      <h1 className="text-[1.75rem] leading-tight font-bold tracking-tight text-ocean-950">Contact Us</h1>
      <p className="mt-2 mb-7 leading-relaxed text-ocean-600">
        Found a problem, or have an idea? Tell us here and it goes straight to our team.
      </p>
      <AppForm
        onSubmit={form.handleSubmit((values) => send.mutate(values))}
        error={send.isError ? messageOf(send.error) : undefined}
        actions={
          <AppButton type="submit" pending={send.isPending} pendingLabel="Sending…">
            Send
          </AppButton>
        }
      >
        <FeedbackTypeSelect error={errors.type?.message} field={form.register('type')} />
        <FeedbackDetailsField
          value={form.watch('details') ?? ''}
          error={errors.details?.message}
          field={form.register('details')}
        />
      </AppForm>
    </AppLayout>
  );
}
