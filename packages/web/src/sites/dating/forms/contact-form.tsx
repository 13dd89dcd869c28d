// The contact form (RULES.md "Validation"): name and email, whether the person has an account (and its
// email), the type of query, the query itself, the disclosure checkbox and the captcha; then a thank-you view.
import { LIMITS } from '@rookery/shared/limits.ts';
import { RETENTION } from '@rookery/shared/retention.ts';
import { QUERY_TYPES } from '@rookery/shared/schemas/web-form-rules.ts';
import {
  type ContactFormInput,
  type ContactRequest,
  contactFormSchema,
} from '@rookery/shared/schemas/web-forms.ts';
import { Link } from 'react-router';
import { textLinkClass } from '../../../components/button-styles.ts';
import { usePublicConfig } from '../../../lib/config-context.tsx';
import {
  CheckboxField,
  errorId,
  FieldError,
  FormSection,
  RadioGroup,
  SelectField,
  TextAreaField,
  TextField,
} from './form-fields.tsx';
import { AboutYouFields, SameEmailQuestion, SendSection, YES_NO } from './shared-sections.tsx';
import { ThankYou } from './thank-you.tsx';
import { useWebForm } from './use-web-form.ts';

const DEFAULTS: ContactFormInput = {
  form: 'contact',
  name: '',
  contactemail: '',
  hasaccount: '',
  sameemail: '',
  accountemail: '',
  type: '',
  query: '',
  terms: false,
  captcha: '',
};

export function ContactForm() {
  const { product } = usePublicConfig();
  const web = useWebForm<ContactFormInput, ContactRequest>(contactFormSchema, DEFAULTS);
  const { form, onSubmit, sent } = web;
  const {
    register,
    watch,
    formState: { errors, isSubmitting },
  } = form;

  const hasaccount = watch('hasaccount');
  const sameemail = watch('sameemail');
  const queryLength = (watch('query') ?? '').length;

  if (sent) {
    return (
      <ThankYou title="Thank you for getting in touch">
        <p>
          A person from our team will reply to <strong className="text-ocean-950">{sent.contactemail}</strong>
          , usually within two working days.
        </p>
        <p>A confirmation with your reference is on its way there now.</p>
      </ThankYou>
    );
  }

  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label="Contact us" className="space-y-8">
      <FormSection title="About you">
        <AboutYouFields
          name={register('name')}
          contactEmail={register('contactemail')}
          errors={errors}
          emailHint="We will reply to this address."
        />
        <RadioGroup
          legend={`Do you have a ${product} account?`}
          registration={register('hasaccount')}
          options={YES_NO}
          error={errors.hasaccount?.message}
          columns={2}
        />
        {hasaccount === '1' ? (
          <SameEmailQuestion registration={register('sameemail')} error={errors.sameemail?.message} />
        ) : null}
        {hasaccount === '1' && sameemail === '0' ? (
          <TextField
            label="Account email"
            type="email"
            registration={register('accountemail')}
            error={errors.accountemail?.message}
            hint={`The address you sign in to ${product} with.`}
            inputMode="email"
          />
        ) : null}
      </FormSection>

      <FormSection title="Your query">
        <SelectField
          label="Type of query"
          registration={register('type')}
          error={errors.type?.message}
          options={QUERY_TYPES}
          placeholder="Choose one…"
        />
        <TextAreaField
          label="Your query"
          optional
          registration={register('query')}
          error={errors.query?.message}
          hint={`${queryLength} of ${LIMITS.feedbackDetails} characters`}
          maxLength={LIMITS.feedbackDetails}
        />
        <div>
          <CheckboxField
            registration={register('terms')}
            invalid={Boolean(errors.terms)}
            describedById={errorId('terms')}
          >
            I understand that what I send here goes to the {product} support team, is used only to answer me,
            and is kept for {RETENTION.contactMonths} months after my query is resolved.
          </CheckboxField>
          <FieldError id={errorId('terms')} message={errors.terms?.message} />
          <p className="mt-2 text-sm text-ocean-600">
            How we handle personal information is set out in our{' '}
            <Link to="/privacy" className={textLinkClass}>
              Privacy Policy
            </Link>
            .
          </p>
        </div>
      </FormSection>

      <SendSection web={web} captchaError={errors.captcha?.message} pending={isSubmitting}>
        Send message
      </SendSection>
    </form>
  );
}
