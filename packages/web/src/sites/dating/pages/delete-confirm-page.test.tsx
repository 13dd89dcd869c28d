// /delete/confirm?token=: the account goes only after the question's Yes, once, while it says Deleting…; a refusal the
// link explains turns into its own view, any other shows above the buttons.
import { DELETION_LINK_MESSAGES as LINK } from '@rookery/shared/schemas/deletion-link.ts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { heldAnswer, refuse, type StandInHandlers, standInApi } from '../../../testing/api-stand-in.ts';
import { renderInApp } from '../../../testing/render.tsx';
import { DeleteConfirmPage } from './delete-confirm-page.tsx';

const EXPIRES = new Date(Date.now() + 86_400_000).toISOString();

function renderConfirm(handlers: StandInHandlers) {
  const api = standInApi({
    deletionlink: () => ({ accountemail: 'pip@example.test', expires: EXPIRES }),
    ...handlers,
  });
  return { ...renderInApp(<DeleteConfirmPage />, { at: '/delete/confirm?token=t-1' }), api };
}

async function confirm(user: ReturnType<typeof renderConfirm>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Delete the account' }));
  const question = screen.getByRole('dialog', { name: 'Delete the account for good?' });
  await user.click(within(question).getByRole('button', { name: 'Delete the account' }));
  return question;
}

describe('DeleteConfirmPage', () => {
  it('deletes once after Yes, saying Deleting… meanwhile, then says it is done', async () => {
    const deleted = heldAnswer();
    const { user, api } = renderConfirm({ confirmdeletion: () => deleted.promise });
    const question = await confirm(user);
    const busy = await within(question).findByRole('button', { name: 'Deleting…' });
    expect(busy).toHaveProperty('disabled', true);
    await user.click(busy);
    expect(api.inputsOf('confirmdeletion')).toEqual([{ token: 't-1' }]);
    deleted.release({});
    expect(await screen.findByRole('heading', { name: /deleted/i })).toBeTruthy();
  });

  it('turns a link that stopped working into its own view', async () => {
    const { user } = renderConfirm({ confirmdeletion: () => refuse(410, LINK.expired) });
    await confirm(user);
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeTruthy();
  });

  it('shows any other refusal above the buttons, to try again', async () => {
    const { user } = renderConfirm({
      confirmdeletion: () => refuse(429, 'Too many requests, please try again later.'),
    });
    await confirm(user);
    expect(await screen.findByText('Too many requests, please try again later.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete the account' })).toHaveProperty('disabled', false);
  });
});
