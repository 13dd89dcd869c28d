// Settings → Account's name: RULES.md "Validation"'s messages under the field, the name saved once while the button
// says Saving…, and a refusal shown in the server's words.
import type { SettingsData } from '@rookery/shared/api/settings.actions.ts';
import { SETTINGS_MESSAGES } from '@rookery/shared/schemas/settings.ts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { heldAnswer, refuse, type StandInHandlers, standInApi } from '../../testing/api-stand-in.ts';
import { renderInApp } from '../../testing/render.tsx';
import { AccountDetails } from './account-details.tsx';

const SETTINGS: SettingsData = {
  name: 'Pip',
  email: 'pip@example.test',
  source: 'Email',
  gps_distance: 50,
  gps_in_miles: 0,
  listed: 1,
  device_country: 'NZ',
  country: 'NZ',
  verified_only: 0,
};

async function openNameForm(handlers: StandInHandlers) {
  const api = standInApi(handlers);
  const view = renderInApp(<AccountDetails settings={SETTINGS} />, { at: '/app/settings' });
  await view.user.click(screen.getByRole('button', { name: 'Change name' }));
  const field = screen.getByRole('textbox', { name: 'New name' });
  await view.user.clear(field);
  return { ...view, api, field };
}

describe('AccountDetails: the name', () => {
  it('says a name is needed, and sends nothing', async () => {
    const { user, api } = await openNameForm({});
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText(SETTINGS_MESSAGES.nameRequired)).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('saves once while it says Saving…, then shows the name again', async () => {
    const saved = heldAnswer();
    const { user, api, field } = await openNameForm({ newname: () => saved.promise });
    await user.type(field, '  Pippa ');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    const saving = await screen.findByRole('button', { name: 'Saving…' });
    expect(saving).toHaveProperty('disabled', true);
    await user.click(saving);
    expect(api.inputsOf('newname')).toEqual([{ name: 'Pippa' }]);

    saved.release({});
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'New name' })).toBeNull());
  });

  it("shows the server's refusal under the field", async () => {
    const { user, field } = await openNameForm({
      newname: () => refuse(429, 'Too many requests, please try again later.'),
    });
    await user.type(field, 'Pippa');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Too many requests, please try again later.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });
});
