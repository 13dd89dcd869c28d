// The shared date-safety rules: the emergency number by country code or name (RULES.md "Constants and limits"), and
// the trusted contact's and the share's validation messages.
import { describe, expect, it } from 'vitest';
import {
  emergencyNumberFor,
  FALLBACK_EMERGENCY_NUMBER,
  SAFETY_TEXT,
  ZShareDate,
  ZTrustedContact,
} from './date-safety.actions.ts';

describe('emergencyNumberFor', () => {
  it('answers RULES.md "Constants and limits" numbers by code or name, and 112 for anywhere else', () => {
    expect(['US', 'CA', 'nz', 'New Zealand', 'AU', 'Australia'].map(emergencyNumberFor)).toEqual([
      '911',
      '911',
      '111',
      '111',
      '000',
      '000',
    ]);
    expect(emergencyNumberFor('FR')).toBe(FALLBACK_EMERGENCY_NUMBER);
    expect(emergencyNumberFor(null)).toBe(FALLBACK_EMERGENCY_NUMBER);
  });
});

describe('ZTrustedContact and ZShareDate', () => {
  it('need a name and a valid email, take an optional phone, and 1 to 6 hours', () => {
    const messages = (value: unknown) =>
      ZTrustedContact.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages({})).toEqual([SAFETY_TEXT.nameRequired, SAFETY_TEXT.emailRequired]);
    expect(messages({ name: 'Robin', email: 'robin@', phone: 'x' })).toEqual([
      SAFETY_TEXT.emailInvalid,
      SAFETY_TEXT.phoneInvalid,
    ]);
    expect(ZTrustedContact.parse({ name: ' Robin ', email: 'r@example.test' })).toEqual({
      name: 'Robin',
      email: 'r@example.test',
      phone: '',
    });
    const date = '7d3c8a52-3f7e-4c1e-9f5c-2b1a0e9d8c7b';
    expect(ZShareDate.parse({ date }).safe_after_hours).toBe(3);
    expect(ZShareDate.safeParse({ date, safe_after_hours: 7 }).success).toBe(false);
    expect(ZShareDate.safeParse({ date, safe_after_hours: 0 }).success).toBe(false);
  });
});
