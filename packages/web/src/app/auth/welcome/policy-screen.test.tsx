// /app/policy: I agree asks for the box first (RULES.md "Validation"'s message), then accepts once while it says
// One moment…; a failure shows the server's sentence or the screen's own words.
import { TERMS_MESSAGE } from '@rookery/shared/schemas/auth-forms.ts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { heldAnswer, type StandInHandlers, standInApi } from '../../../testing/api-stand-in.ts';
import { renderInApp } from '../../../testing/render.tsx';
import { PolicyScreen } from './policy-screen.tsx';

function renderPolicy(handlers: StandInHandlers) {
  const api = standInApi(handlers);
  return { ...renderInApp(<PolicyScreen />, { at: '/app/policy' }), api };
}

describe('PolicyScreen', () => {
  it('asks for the box to be ticked and sends nothing until it is', async () => {
    const { user, api } = renderPolicy({});
    await user.click(screen.getByRole('button', { name: 'I agree' }));
    expect(await screen.findByText(TERMS_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('checkbox').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).toEqual([]);
  });

  it('accepts once, saying One moment… meanwhile, then goes to /app', async () => {
    const accepted = heldAnswer();
    const { user, api, location } = renderPolicy({ accepttc: () => accepted.promise });
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'I agree' }));
    const busy = await screen.findByRole('button', { name: 'One moment…' });
    expect(busy).toHaveProperty('disabled', true);
    await user.click(busy);
    expect(api.inputsOf('accepttc')).toHaveLength(1);

    accepted.release({});
    await waitFor(() => expect(location().pathname).toBe('/app'));
  });

  it('says "Oops something went wrong" when accepting failed without the server saying why', async () => {
    const { user } = renderPolicy({
      accepttc: () => {
        throw new Error('offline');
      },
    });
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'I agree' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Oops something went wrong');
  });
});
