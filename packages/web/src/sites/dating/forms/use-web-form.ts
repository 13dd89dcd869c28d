// What both public forms share: the shared schema as the resolver (with the captcha required only when the
// server asks for one), sending to POST /api webform, the server's error for the alert banner, and starting
// the captcha over after a failed attempt (an answer is spent once the server has seen it).
import type { WebFormOptions } from '@rookery/shared/schemas/web-form-rules.ts';
import type { WebFormRequest } from '@rookery/shared/schemas/web-forms.ts';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { DefaultValues, FieldValues, Path, PathValue } from 'react-hook-form';
import type { z } from 'zod';
import { messageOf } from '../../../lib/api-client.ts';
import { useSchemaForm } from '../../../lib/schema-form.ts';
import { sendWebForm } from '../dating-api.ts';
import { captchaRequired, useCaptchaSetup } from './use-captcha-setup.ts';

type FormSchema<I extends FieldValues, O extends WebFormRequest> = z.ZodType<O, I>;

export function useWebForm<I extends FieldValues & { captcha?: string | null }, O extends WebFormRequest>(
  makeSchema: (options: WebFormOptions) => FormSchema<I, O>,
  defaultValues: DefaultValues<I>,
) {
  const captcha = useCaptchaSetup();
  const required = captchaRequired(captcha);
  // The form reads its schema on every render, so the captcha becomes required once the server asks for one.
  const schema = useMemo(() => makeSchema({ requireCaptcha: required }), [makeSchema, required]);
  const form = useSchemaForm<FormSchema<I, O>, I>(schema, { defaultValues });
  const [captchaReset, setCaptchaReset] = useState(0);

  // Both forms have a `captcha` field (the constraint on I); TypeScript cannot see that through the generic.
  const setCaptcha = (answer: string) =>
    form.setValue('captcha' as Path<I>, answer as PathValue<I, Path<I>>, {
      shouldValidate: form.formState.isSubmitted,
    });

  const send = useMutation({
    mutationFn: (request: O) => sendWebForm(request),
    // An answer is spent once the server has seen it: the captcha starts over.
    onError: () => {
      setCaptcha('');
      setCaptchaReset((n) => n + 1);
    },
  });

  const onSubmit = form.handleSubmit((request: O) => send.mutateAsync(request).catch(() => undefined));

  return {
    form,
    onSubmit,
    captcha,
    setCaptcha,
    captchaReset,
    serverError: send.isError ? messageOf(send.error) : null,
    sent: send.isSuccess ? send.variables : null,
  };
}
