// /app/verify: the four boxes say what is missing on Submit, send the code by themselves at the fourth digit (once,
// while Submit says Checking…), empty after a wrong code with the server's sentence, and Resend Code says how it went.
import { CODE_MESSAGE } from '@rookery/shared/schemas/auth-forms.ts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { heldAnswer, refuse, type StandInHandlers, standInApi } from '../../../testing/api-stand-in.ts';
import { renderInApp } from '../../../testing/render.tsx';
import { VerifyScreen } from './verify-screen.tsx';

function renderVerify(handlers: StandInHandlers) {
  const api = standInApi(handlers);
  return { ...renderInApp(<VerifyScreen />, { at: '/app/verify' }), api };
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 4` });

describe('VerifyScreen', () => {
  it('says the code is missing on Submit and sends nothing', async () => {
    const { user, api } = renderVerify({});
    await user.type(box(1), '12');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(CODE_MESSAGE)).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('sends the code once at its fourth digit, saying Checking… meanwhile, then goes to /app', async () => {
    const checked = heldAnswer();
    const { user, api, location } = renderVerify({ verifycode: () => checked.promise });
    await user.type(box(1), '1234');
    const checking = await screen.findByRole('button', { name: 'Checking…' });
    expect(checking).toHaveProperty('disabled', true);
    expect(api.inputsOf('verifycode')).toEqual([{ code: '1234' }]);

    checked.release({});
    await waitFor(() => expect(location().pathname).toBe('/app'));
  });

  it("empties the boxes after a wrong code and shows the server's sentence", async () => {
    const { user } = renderVerify({ verifycode: () => refuse(400, 'Incorrect code') });
    await user.type(box(1), '1234');
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect code');
    expect([1, 2, 3, 4].map((n) => (box(n) as HTMLInputElement).value)).toEqual(['', '', '', '']);
  });

  it('says the code was resent, or its own words when Resend Code failed without any', async () => {
    let answer: () => unknown = () => ({});
    const { user } = renderVerify({ verify: () => answer() as never });
    await user.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(await screen.findByText('The code has been resent, please check your email again.')).toBeTruthy();

    answer = () => {
      throw new Error('offline');
    };
    await user.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Oops, something went wrong!');
  });
});
