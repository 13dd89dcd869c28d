import { describe, expect, it } from 'vitest';
import { ZChangeEmail, ZCode, ZEmailLogin, ZNewPassword, ZRegister } from './auth-forms.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('auth form schemas carry the RULES.md "Validation" messages', () => {
  it('email login', () => {
    expect(firstMessage(ZEmailLogin.safeParse({ username: '', password: 'x' }))).toBe('Email is required');
    expect(firstMessage(ZEmailLogin.safeParse({ username: 'ana@', password: 'x' }))).toBe(
      'Invalid email address',
    );
    expect(firstMessage(ZEmailLogin.safeParse({ username: 'ana@ex.co', password: '' }))).toBe(
      'Password is required',
    );
    expect(ZEmailLogin.safeParse({ username: ' ana@ex.co ', password: 'x' }).data?.username).toBe(
      'ana@ex.co',
    );
  });

  it('register', () => {
    expect(firstMessage(ZRegister.safeParse({ name: '', username: 'a@b.co', password: 'longenough' }))).toBe(
      'Name is required',
    );
    expect(firstMessage(ZRegister.safeParse({ name: 'Ana', username: 'a@b.co', password: 'short' }))).toBe(
      'Password must be at least 8 characters',
    );
  });

  it('codes are four digits', () => {
    expect(ZCode.safeParse('0421').success).toBe(true);
    for (const bad of ['042', '04211', 'abcd', '', '12 3']) {
      expect(firstMessage(ZCode.safeParse(bad))).toBe('Please enter the four digit code.');
    }
  });

  it('new password and its confirmation', () => {
    expect(firstMessage(ZNewPassword.safeParse({ password: '', confirm: '' }))).toBe('Password is required');
    expect(firstMessage(ZNewPassword.safeParse({ password: 'abcdefgh', confirm: 'abcdefgi' }))).toBe(
      'Passwords do not match!',
    );
  });

  it('change email', () => {
    expect(firstMessage(ZChangeEmail.safeParse({ email: 'a@b.co', password: 'x', newemail: '' }))).toBe(
      'New Email is required',
    );
    expect(firstMessage(ZChangeEmail.safeParse({ email: 'a@b', password: 'x', newemail: 'c@d.co' }))).toBe(
      'invalid email address',
    );
  });
});
