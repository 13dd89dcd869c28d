// The sentence for an input that did not parse (RULES.md "Wire envelope"): the schema's own message where it has one,
// and for zod's built-in ones ("Invalid input: expected string, received undefined", "Too big: expected string to
// have <=100 characters", a pattern's regular expression) a plain sentence naming the field instead.
import { ERROR_TEXT } from '@rookery/shared/api/envelope.ts';
import type { z } from 'zod';

/** How zod's English defaults begin; our schemas' own messages are sentences that do not. */
const ZOD_DEFAULT =
  /^(?:Invalid (?:input|option|string|number|key in|element in|value)|Too (?:big|small):|Unrecognized key)/;

export function inputErrorOf(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return ERROR_TEXT.badInput;
  if (!ZOD_DEFAULT.test(issue.message)) return issue.message;
  const field = [...issue.path].reverse().find((part) => typeof part === 'string');
  if (!field) return ERROR_TEXT.badInput;
  if (issue.code === 'invalid_type' && issue.message.endsWith('received undefined')) {
    return `Please fill in the ${field}.`;
  }
  const origin = 'origin' in issue ? issue.origin : '';
  if (issue.code === 'too_big') {
    if (origin === 'array' || origin === 'set') return `The ${field} has too many items.`;
    return origin === 'string' ? `The ${field} is too long.` : `The ${field} is too large.`;
  }
  if (issue.code === 'too_small') {
    if (origin === 'array' || origin === 'set') return `The ${field} has too few items.`;
    return origin === 'string' ? `The ${field} is too short.` : `The ${field} is too small.`;
  }
  return `Please check the ${field}.`;
}
