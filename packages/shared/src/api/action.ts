// How one /api action is described: its method, the gate it sits behind, its input schema and output type.
import type { z } from 'zod';

/**
 * public: anyone; session: any signed-in person (RULES.md "Reads and writes");
 * member: signed in, verified and terms accepted.
 */
export type Gate = 'public' | 'session' | 'member';

/**
 * The refusal of a GET with side effects that another website set off (a link, an image, a form): the browser's
 * `Sec-Fetch-Site: cross-site`. The mobile app sends no such header and is not affected.
 */
export const CROSS_SITE_TEXT =
  'This request came from another website, so nothing was done. Please open Rookery and try again there.';

export interface ActionSpec<I extends z.ZodType = z.ZodType, O extends object = object> {
  method: 'GET' | 'POST';
  gate: Gate;
  input: I;
  /**
   * A GET that changes something (mails a code, charges a flip, counts against a limit): refused when a browser says
   * another site sent it (CROSS_SITE_TEXT). Kept as GET for the existing clients (RULES.md "Calls the app makes").
   */
  sideEffects?: true;
  /** Phantom: carries the output type for the typed client; never read at run time. */
  output?: O;
  /**
   * The answer's schema (without the envelope's `success`), beside the input: what a client may read. Published
   * as JSON Schema in contract/ (`npm run contract`); under NODE_ENV=test the server checks every answer against it
   * and fails loudly, so the existing server tests prove it. Required: an action without one does not compile.
   */
  outputSchema: z.ZodType;
}

export function defineAction<I extends z.ZodType, O extends object>(spec: {
  method: 'GET' | 'POST';
  gate: Gate;
  input: I;
  sideEffects?: true;
  outputSchema: z.ZodType;
}): ActionSpec<I, O> {
  return spec;
}

export type ActionInput<A> = A extends ActionSpec<infer I, object> ? z.output<I> : never;
export type ActionOutput<A> = A extends ActionSpec<z.ZodType, infer O> ? O : never;
