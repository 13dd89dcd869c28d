// The Profile Corner's form: RULES.md "Validation"'s messages under the fields and the date of birth as an alert, the
// profile saved once while Save says Saving…, and a refused save said in the server's words.
import { PROFILE_MESSAGES } from '@rookery/shared/schemas/profile.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { heldAnswer, refuse, type StandInHandlers, standInApi } from '../../testing/api-stand-in.ts';
import { renderInApp } from '../../testing/render.tsx';
import { ProfileEditor } from './profile-editor.tsx';
import { NEW_PROFILE, type ProfileFormValues } from './profile-form-values.ts';

const STORED: ProfileFormValues = {
  ...NEW_PROFILE,
  display_name: 'Pip',
  DOB: '1990-05-01',
  gender: 'Female',
  real_name: 'Pippa',
  preference: 'Man',
  has_kids: 'false',
  want_kids: 'Undecided',
};

function renderEditor(initial: ProfileFormValues, handlers: StandInHandlers = {}) {
  const api = standInApi(handlers);
  const view = renderInApp(<ProfileEditor initial={initial} isNew={false} country="NZ" />, {
    at: '/app/profile1',
  });
  return { ...view, api };
}

describe('ProfileEditor', () => {
  it('says what is missing under the fields, and sends nothing', async () => {
    const { user, api } = renderEditor({ ...STORED, display_name: '', gender: undefined });
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(PROFILE_MESSAGES.displayName)).toBeTruthy();
    expect(screen.getByText(PROFILE_MESSAGES.gender)).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('asks for the date of birth in an alert', async () => {
    const { user } = renderEditor({ ...STORED, DOB: '' });
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    const alert = await screen.findByRole('dialog', { name: 'Date of birth' });
    expect(alert.textContent).toContain(PROFILE_MESSAGES.dob);
  });

  it('saves once while Save says Saving…, then goes on to the media hub', async () => {
    const saved = heldAnswer();
    const { user, api, location } = renderEditor(STORED, { updateprofile: () => saved.promise });
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    const saving = await screen.findByRole('button', { name: 'Saving…' });
    expect(saving).toHaveProperty('disabled', true);
    await user.click(saving);
    expect(api.inputsOf('updateprofile')).toHaveLength(1);
    expect(api.inputsOf('updateprofile')[0]).toMatchObject({
      profile: { display_name: 'Pip', has_kids: false },
    });

    saved.release({});
    await waitFor(() => expect(location().pathname).toBe('/app/profile2'));
  });

  it("says the profile was not saved, in the server's words", async () => {
    const { user } = renderEditor(STORED, {
      updateprofile: () => refuse(400, 'Tagline must be at most 60 characters'),
    });
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    const alert = await screen.findByRole('dialog', { name: 'Your profile was not saved' });
    expect(within(alert).getByText('Tagline must be at most 60 characters')).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('button', { name: 'Save profile' })).toHaveProperty('disabled', false);
  });
});
