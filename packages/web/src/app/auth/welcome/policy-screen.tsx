// /app/policy (RULES.md "Screens and routes", "States and transitions", "Validation", "Errors"): the welcome page
// with the house rules and the consent to the Terms of Use.
import { LIMITS } from '@rookery/shared/limits.ts';
import { TERMS_MESSAGE } from '@rookery/shared/schemas/auth-forms.ts';
import { clsx } from 'clsx';
import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { textLinkClass } from '../../../components/button-styles.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { usePublicConfig } from '../../../lib/config-context.tsx';
import { getCookie } from '../../../lib/cookies.ts';
import { useSchemaForm } from '../../../lib/schema-form.ts';
import { AppScreen } from '../../shell/app-screen.tsx';
import { InlineAlert } from '../../shell/inline-alert.tsx';
import { AppButton } from '../../shell/submit-button.tsx';
import { useAcceptTerms } from '../api/welcome.ts';
import { HouseRules } from './house-rules.tsx';

// The box must be ticked; its message is the one of RULES.md "Validation", from the shared schemas.
const ZTerms = z.object({ agree: z.boolean().refine((agreed) => agreed, TERMS_MESSAGE) });

export function PolicyScreen() {
  const { product } = usePublicConfig();
  const navigate = useNavigate();
  const checkboxId = useId();
  const name = getCookie('name');
  const form = useSchemaForm(ZTerms, { defaultValues: { agree: false } });
  const error = form.formState.errors.agree?.message;
  const accept = useAcceptTerms();

  return (
    <AppScreen
      title="Welcome"
      heading={name ? `Welcome, ${name}!` : `Welcome to ${product}!`}
      intro={`${product} is a place for real people and real conversations. Before you start, here is how we look after each other.`}
    >
      <form
        onSubmit={form.handleSubmit(() =>
          accept.mutate(undefined, { onSuccess: () => navigate('/app', { replace: true }) }),
        )}
        noValidate
        className="flex flex-1 flex-col"
      >
        <HouseRules product={product} minimumAge={LIMITS.minimumAge} />
        <div className="mt-7 rounded-2xl bg-pebble-50 p-4">
          <div className="flex items-start gap-3">
            <input
              id={checkboxId}
              type="checkbox"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${checkboxId}-error` : undefined}
              className={clsx(
                'mt-0.5 size-6 shrink-0 rounded-md accent-coral-500',
                error && 'outline-2 outline-offset-2 outline-coral-500',
              )}
              {...form.register('agree')}
            />
            <label htmlFor={checkboxId} className="text-sm leading-relaxed text-ocean-800">
              I agree to the full{' '}
              <Link to="/terms" className={textLinkClass}>
                Terms of Use
              </Link>{' '}
              and will follow the house rules.
            </label>
          </div>
          {error ? (
            <p id={`${checkboxId}-error`} className="mt-2 text-sm font-medium text-coral-700">
              {error}
            </p>
          ) : null}
        </div>
        {accept.isError ? <InlineAlert className="mt-4">{messageOf(accept.error)}</InlineAlert> : null}
        <div className="mt-auto pt-7">
          <AppButton type="submit" pending={accept.isPending || accept.isSuccess} pendingLabel="One moment…">
            I agree
          </AppButton>
        </div>
      </form>
    </AppScreen>
  );
}
