// /app/emaillogin: the address this device last signed in with is filled in (after a session ran out only the
// password is asked for again), nothing is filled in on a device that signed out, and "Forgot Password" takes the
// typed address to the reset screen.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getCookie, removeCookie, setCookie } from '../../../lib/cookies.ts';
import { standInApi } from '../../../testing/api-stand-in.ts';
import { renderInApp } from '../../../testing/render.tsx';
import { EmailLoginScreen } from './email-login-screen.tsx';

const renderLogin = () => renderInApp(<EmailLoginScreen />, { at: '/app/emaillogin' });
const emailBox = () => screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement;

describe('EmailLoginScreen', () => {
  it('fills in the address this device last signed in with, and asks only for the password', () => {
    standInApi({});
    setCookie('email', 'ada@example.com');
    renderLogin();
    expect(emailBox().value).toBe('ada@example.com');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
  });

  it('fills in nothing on a device that signed out (the cookie is gone)', () => {
    standInApi({});
    removeCookie('email');
    renderLogin();
    expect(emailBox().value).toBe('');
  });

  it('takes the typed address to the reset screen', async () => {
    standInApi({});
    const { user, location } = renderLogin();
    await user.type(emailBox(), 'grace@example.com');
    await user.click(screen.getByRole('button', { name: /Forgot Password/i }));
    await vi.waitFor(() => expect(location().pathname).toBe('/app/resetpassword'));
    expect(getCookie('email')).toBe('grace@example.com');
  });
});
