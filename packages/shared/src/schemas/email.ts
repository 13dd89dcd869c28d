// The basic address pattern of RULES.md "Validation": text, @, a domain, a dot and at least two letters.
import { z } from 'zod';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

/** A required email with the given messages; trimmed, at most 254 characters (RFC 5321). */
export function emailField(required: string, invalid: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(254, invalid)
    .regex(EMAIL_PATTERN, invalid);
}
