// /app/delete: the account goes only after Yes, once, while both buttons say "Deleting your account…"; then the
// session ends and the person reads goodbye. A refusal shows the server's sentence; a session already gone goes to /app.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { heldAnswer, refuse, type StandInHandlers, standInApi } from '../../testing/api-stand-in.ts';
import { renderInApp } from '../../testing/render.tsx';
import { DeleteAccountScreen } from './delete-account-screen.tsx';

function renderDelete(handlers: StandInHandlers) {
  const api = standInApi(handlers);
  return { ...renderInApp(<DeleteAccountScreen />, { at: '/app/delete', before: ['/app/settings'] }), api };
}

describe('DeleteAccountScreen', () => {
  it('deletes only after Yes, once, saying so meanwhile, then signs out and says goodbye', async () => {
    const deleted = heldAnswer();
    const { user, api, location } = renderDelete({
      deleteaccount: () => deleted.promise,
      '/signout': () => ({}),
    });
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const question = await screen.findByRole('dialog', {
      name: 'Are you sure you want to delete your account?',
    });
    expect(api.calls).toEqual([]);

    await user.click(within(question).getByRole('button', { name: 'Yes, delete it' }));
    const busy = await within(question).findByRole('button', { name: 'Deleting your account…' });
    expect(busy).toHaveProperty('disabled', true);
    await user.click(busy);
    expect(api.calls.map((call) => call.action)).toEqual(['deleteaccount']);

    deleted.release({});
    await waitFor(() => expect(location().pathname).toBe('/app/goodbye'));
    expect(api.calls.map((call) => call.action)).toEqual(['deleteaccount', '/signout']);
  });

  it("shows the server's refusal and keeps the account's button", async () => {
    const { user } = renderDelete({
      deleteaccount: () => refuse(429, 'Too many requests, please try again later.'),
    });
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, delete it' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests, please try again later.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete my account' })).toHaveProperty('disabled', false);
  });

  it('goes to /app, saying nothing, when the session had already ended', async () => {
    const { user, location } = renderDelete({ deleteaccount: () => refuse(401, 'Unauthorized') });
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, delete it' }));

    await waitFor(() => expect(location().pathname).toBe('/app'));
  });
});
