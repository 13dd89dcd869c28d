// The one way a form of the web app is held (docs/REFERENCE.md "Calls, queries and forms in the web app"): react-hook-form over the
// shared zod schema the server applies too, so the messages under the fields are RULES.md "Validation"'s own and
// the same before and after a round trip. The form checks on submit, then again on each change. What it sends goes
// to a mutation of the feature's api/ folder.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';

/** A schema whose input is a form's values. */
type FormSchema = z.ZodType<FieldValues, FieldValues>;

export type SchemaForm<S extends FormSchema, V extends FieldValues = z.input<S>> = UseFormReturn<
  V,
  unknown,
  z.output<S>
>;

/**
 * useForm with `schema` as its resolver. `V`, the values the fields hold, is the schema's input unless the form
 * starts wider (the profile editor starts with no gender chosen, which the schema then refuses with its message).
 */
export function useSchemaForm<S extends FormSchema, V extends FieldValues = z.input<S>>(
  schema: S,
  options: Omit<UseFormProps<V, unknown, z.output<S>>, 'resolver'> = {},
): SchemaForm<S, V> {
  return useForm<V, unknown, z.output<S>>({
    ...options,
    resolver: zodResolver(schema) as unknown as Resolver<V, unknown, z.output<S>>,
  });
}
