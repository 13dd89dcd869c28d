// What both public forms share: the shared schema as the resolver (with the captcha required only when the
// server asks for one), sending to POST /api webform, the server's error for the alert banner, and starting
// the captcha over after a failed attempt (an answer is spent once the server has seen it).
import { zodResolver } from '@hookform/resolvers/zod';
import type { WebFormOptions } from '@rookery/shared/schemas/web-form-rules.ts';
import type { WebFormRequest } from '@rookery/shared/schemas/web-forms.ts';
import { useMemo, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { messageOf } from '../../../lib/api-error.ts';
import { sendWebForm } from '../dating-api.ts';
import { captchaRequired, useCaptchaSetup } from './use-captcha-setup.ts';

type FormSchema<I extends FieldValues, O extends WebFormRequest> = z.ZodType<O, I>;

export function useWebForm<I extends FieldValues & { captcha?: string | null }, O extends WebFormRequest>(
  makeSchema: (options: WebFormOptions) => FormSchema<I, O>,
  defaultValues: DefaultValues<I>,
) {
  const captcha = useCaptchaSetup();
  const required = captchaRequired(captcha);
  // useForm reads its options on every render, so the captcha becomes required once the server asks for one.
  const resolver: Resolver<I, unknown, O> = useMemo(
    () => zodResolver(makeSchema({ requireCaptcha: required })),
    [makeSchema, required],
  );

  const form = useForm<I, unknown, O>({
    resolver,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const [sent, setSent] = useState<O | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);

  // Both forms have a `captcha` field (the constraint on I); TypeScript cannot see that through the generic.
  const setCaptcha = (answer: string) =>
    form.setValue('captcha' as Path<I>, answer as PathValue<I, Path<I>>, {
      shouldValidate: form.formState.isSubmitted,
    });

  const onSubmit = form.handleSubmit(async (request: O) => {
    setServerError(null);
    try {
      await sendWebForm(request);
      setSent(request);
    } catch (error) {
      setServerError(messageOf(error));
      setCaptcha('');
      setCaptchaReset((n) => n + 1);
    }
  });

  return { form, onSubmit, captcha, setCaptcha, captchaReset, serverError, sent };
}
