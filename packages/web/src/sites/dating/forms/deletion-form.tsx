// The data-deletion request form (RULES.md "Validation"): who is asking and for whom, the fields that
// choice reveals, three sworn statements, the signed date and signature, the captcha; then a thank-you view.
import { DELETION_STATEMENTS } from '@rookery/shared/schemas/web-form-rules.ts';
import {
  type DeletionFormInput,
  type DeletionRequest,
  deletionFormSchema,
} from '@rookery/shared/schemas/web-forms.ts';
import { useEffect } from 'react';
import { usePublicConfig } from '../../../lib/config-context.tsx';
import { CheckboxField, errorId, FieldError, FormSection, RadioGroup, TextField } from './form-fields.tsx';
import { AboutYouFields, SameEmailQuestion, SendSection } from './shared-sections.tsx';
import { ThankYou } from './thank-you.tsx';
import { useWebForm } from './use-web-form.ts';

const ACTING_OPTIONS = [
  { value: 'myself', label: 'Myself: it is my account' },
  { value: 'client', label: 'A client I represent' },
  { value: 'friend', label: 'A family member or friend' },
  { value: 'other', label: 'Other' },
] as const;

const STATEMENT_FIELDS = ['statement1', 'statement2', 'statement3'] as const;

const DEFAULTS: DeletionFormInput = {
  form: 'delete',
  name: '',
  contactemail: '',
  acting: '',
  relationship: '',
  sameemail: '',
  accountemail: '',
  accountname: '',
  statement1: false,
  statement2: false,
  statement3: false,
  signeddate: '',
  signature: '',
  captcha: '',
};

/** Today in the person's own time zone, as a date input writes it. */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function DeletionForm() {
  const { product } = usePublicConfig();
  const web = useWebForm<DeletionFormInput, DeletionRequest>(deletionFormSchema, DEFAULTS);
  const { form, onSubmit, sent } = web;
  const {
    register,
    watch,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = form;

  // The date defaults to today, filled in the browser so that a prerendered page never carries a stale day.
  useEffect(() => {
    if (!getValues('signeddate')) setValue('signeddate', today());
  }, [getValues, setValue]);

  const acting = watch('acting');
  const sameemail = watch('sameemail');
  const statementError = STATEMENT_FIELDS.map((key) => errors[key]?.message).find(Boolean);

  if (sent) {
    return (
      <ThankYou title="Thank you, we have your request">
        <p>
          We will confirm the request with the account's own email address before we delete anything, and we
          process every deletion request within 30 days.
        </p>
        <p>
          A confirmation is on its way to <strong className="text-ocean-950">{sent.contactemail}</strong>. If
          it does not arrive, check your spam folder.
        </p>
      </ThankYou>
    );
  }

  const accountEmailLabel = acting === 'myself' ? 'Your account email' : "Account holder's email";
  const showAccountEmail =
    acting === 'client' ||
    acting === 'friend' ||
    acting === 'other' ||
    (acting === 'myself' && sameemail === '0');

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      aria-label="Data deletion request"
      className="space-y-8"
    >
      <FormSection title="About you">
        <AboutYouFields
          name={register('name')}
          contactEmail={register('contactemail')}
          errors={errors}
          emailHint="We will write to you here about this request."
        />
      </FormSection>

      <FormSection title="The account">
        <RadioGroup
          legend="Who are you acting on behalf of?"
          registration={register('acting')}
          options={ACTING_OPTIONS}
          error={errors.acting?.message}
        />
        {acting === 'other' ? (
          <TextField
            label="Your relationship to the account holder"
            registration={register('relationship')}
            error={errors.relationship?.message}
            maxLength={200}
          />
        ) : null}
        {acting === 'myself' ? (
          <SameEmailQuestion registration={register('sameemail')} error={errors.sameemail?.message} />
        ) : null}
        {showAccountEmail ? (
          <TextField
            label={accountEmailLabel}
            type="email"
            registration={register('accountemail')}
            error={errors.accountemail?.message}
            optional={acting === 'other'}
            hint={acting === 'myself' ? `The address you sign in to ${product} with.` : undefined}
            inputMode="email"
          />
        ) : null}
        {acting === 'client' || acting === 'friend' || acting === 'other' ? (
          <TextField
            label="Account holder's name"
            registration={register('accountname')}
            error={errors.accountname?.message}
          />
        ) : null}
      </FormSection>

      <FormSection title="Declaration">
        <fieldset aria-describedby={statementError ? errorId('statements') : undefined}>
          <legend className="text-sm font-semibold text-ocean-900">I declare that:</legend>
          <div className="mt-2 grid gap-2">
            {STATEMENT_FIELDS.map((key, i) => (
              <CheckboxField
                key={key}
                registration={register(key)}
                invalid={Boolean(errors[key])}
                describedById={errorId('statements')}
              >
                {DELETION_STATEMENTS[i]}
              </CheckboxField>
            ))}
          </div>
          <FieldError id={errorId('statements')} message={statementError} />
        </fieldset>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Signed date"
            type="date"
            registration={register('signeddate')}
            error={errors.signeddate?.message}
          />
          <TextField
            label="Signature"
            registration={register('signature')}
            error={errors.signature?.message}
            hint="Type your full name."
            autoComplete="name"
          />
        </div>
      </FormSection>

      <SendSection web={web} captchaError={errors.captcha?.message} pending={isSubmitting}>
        Send deletion request
      </SendSection>
    </form>
  );
}
