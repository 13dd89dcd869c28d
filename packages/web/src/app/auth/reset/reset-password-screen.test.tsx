// /app/resetpassword: the code goes to the account's address, a wrong code stays silent (the boxes empty) unless the
// code path is closed, the new password is checked with RULES.md "Validation"'s messages, saved once while the
// button says Saving…, and a failure shows the server's sentence or the screen's own words.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setCookie } from '../../../lib/cookies.ts';
import { heldAnswer, refuse, type StandInHandlers, standInApi } from '../../../testing/api-stand-in.ts';
import { renderInApp } from '../../../testing/render.tsx';
import { ResetPasswordScreen } from './reset-password-screen.tsx';

function renderReset(handlers: StandInHandlers) {
  setCookie('email', 'pip@example.test');
  const api = standInApi({ pwresetcode: () => ({ email: 'pip@example.test' }), ...handlers });
  return {
    ...renderInApp(<ResetPasswordScreen />, { at: '/app/resetpassword', before: ['/app/emaillogin'] }),
    api,
  };
}

async function enterCode(user: ReturnType<typeof renderReset>['user']) {
  await user.type(await screen.findByRole('textbox', { name: 'Digit 1 of 4' }), '1234');
}

describe('ResetPasswordScreen', () => {
  it('mails a code, then asks for a new password that matches its confirmation', async () => {
    const { user, api } = renderReset({ verifypwreset: () => ({}) });
    await enterCode(user);
    expect(api.inputsOf('verifypwreset')).toEqual([{ email: 'pip@example.test', code: '1234' }]);

    await user.type(await screen.findByLabelText('New Password'), 'penguins1');
    await user.type(screen.getByLabelText('Confirm New Password'), 'penguins2');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Passwords do not match!')).toBeTruthy();
    expect(api.inputsOf('resetpw')).toEqual([]);
  });

  it('says why when the code path is closed after too many tries', async () => {
    const { user } = renderReset({
      verifypwreset: () => refuse(429, 'Too many attempts, please try again later.'),
    });
    await enterCode(user);
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts, please try again later.');
  });

  it('saves once while it says Saving…, and says so when it failed without words', async () => {
    const saved = heldAnswer();
    const { user, api } = renderReset({ verifypwreset: () => ({}), resetpw: () => saved.promise });
    await enterCode(user);
    await user.type(await screen.findByLabelText('New Password'), 'penguins1');
    await user.type(screen.getByLabelText('Confirm New Password'), 'penguins1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    const saving = await screen.findByRole('button', { name: 'Saving…' });
    expect(saving).toHaveProperty('disabled', true);
    await user.click(saving);
    expect(api.inputsOf('resetpw')).toEqual([
      { email: 'pip@example.test', code: '1234', password: 'penguins1' },
    ]);

    saved.release(refuse(500, ''));
    expect((await screen.findByRole('alert')).textContent).toBe('Oops, something went wrong!');
  });

  it('says the reset worked', async () => {
    const { user } = renderReset({ verifypwreset: () => ({}), resetpw: () => ({}) });
    await enterCode(user);
    await user.type(await screen.findByLabelText('New Password'), 'penguins1');
    await user.type(screen.getByLabelText('Confirm New Password'), 'penguins1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('dialog', { name: 'Reset Successful!' })).toBeTruthy();
  });
});
