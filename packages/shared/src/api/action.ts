// How one /api action is described: its method, the gate it sits behind, its input schema and output type.
import type { z } from 'zod';

/**
 * public: anyone; session: any signed-in person (API.md 3 "Any session");
 * member: signed in, verified and terms accepted.
 */
export type Gate = 'public' | 'session' | 'member';

export interface ActionSpec<I extends z.ZodType = z.ZodType, O extends object = object> {
  method: 'GET' | 'POST';
  gate: Gate;
  input: I;
  /** Phantom: carries the output type for the typed client; never read at run time. */
  output?: O;
}

export function defineAction<I extends z.ZodType, O extends object>(spec: {
  method: 'GET' | 'POST';
  gate: Gate;
  input: I;
}): ActionSpec<I, O> {
  return spec;
}

export type ActionInput<A> = A extends ActionSpec<infer I, object> ? z.output<I> : never;
export type ActionOutput<A> = A extends ActionSpec<z.ZodType, infer O> ? O : never;
