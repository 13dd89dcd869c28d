// /app/resetemail: the form checks its fields with RULES.md "Validation"'s messages, sends once while it says Sending
// a code…, then asks for the new address's code; Resend Code says how it went, in its own words when it failed.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setCookie } from '../../../lib/cookies.ts';
import { heldAnswer, refuse, type StandInHandlers, standInApi } from '../../../testing/api-stand-in.ts';
import { renderInApp } from '../../../testing/render.tsx';
import { ResetEmailScreen } from './reset-email-screen.tsx';

function renderChange(handlers: StandInHandlers) {
  setCookie('email', 'pip@example.test');
  const api = standInApi(handlers);
  return { ...renderInApp(<ResetEmailScreen />, { at: '/app/resetemail' }), api };
}

async function fill(user: ReturnType<typeof renderChange>['user']) {
  await user.type(screen.getByLabelText('Password'), 'penguins1');
  await user.type(screen.getByLabelText('New Email'), 'pip@new.test');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

describe('ResetEmailScreen', () => {
  it('says what is wrong under the fields and sends nothing', async () => {
    const { user, api } = renderChange({});
    await user.type(screen.getByLabelText('New Email'), 'not an address');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('invalid email address')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('sends once while it says Sending a code…, then confirms the new address with its code', async () => {
    const sent = heldAnswer();
    const { user, api, location } = renderChange({
      changeemail: () => sent.promise,
      verifynewemail: () => ({ email: 'pip@new.test' }),
    });
    await fill(user);
    const sending = await screen.findByRole('button', { name: 'Sending a code…' });
    expect(sending).toHaveProperty('disabled', true);
    await user.click(sending);
    expect(api.inputsOf('changeemail')).toEqual([
      { email: 'pip@example.test', password: 'penguins1', newemail: 'pip@new.test' },
    ]);

    sent.release({});
    await user.type(await screen.findByRole('textbox', { name: 'Digit 1 of 4' }), '1234');
    await waitFor(() => expect(location().pathname).toBe('/app'));
    expect(api.inputsOf('verifynewemail')).toEqual([{ code: '1234' }]);
  });

  it("shows the server's refusal of the change", async () => {
    const { user } = renderChange({ changeemail: () => refuse(401, 'Incorrect password') });
    await fill(user);
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect password');
  });

  it('says "Oops, something went wrong!" when Resend Code failed without words', async () => {
    let answer: () => unknown = () => ({});
    const { user } = renderChange({ changeemail: () => answer() as never });
    await fill(user);
    answer = () => {
      throw new Error('offline');
    };
    await user.click(await screen.findByRole('button', { name: 'Resend Code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Oops, something went wrong!');
  });
});
