// /app/register: the RULES.md "Validation" messages under each field as the form shows them, the request while it
// goes, the server's refusal, and /app once the account is made.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getCookie } from '../../../lib/cookies.ts';
import { heldAnswer, refuse, standInApi } from '../../../testing/api-stand-in.ts';
import { renderInApp } from '../../../testing/render.tsx';
import { RegisterScreen } from './register-screen.tsx';

const HINT = "We'll send a four digit code to check it's you.";

function renderRegister() {
  return renderInApp(<RegisterScreen />, { at: '/app/register' });
}

async function fillIn(user: ReturnType<typeof renderRegister>['user'], values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await user.type(screen.getByLabelText(label), value);
  }
}

describe('RegisterScreen', () => {
  it('is titled, names the product and says how long a password must be', () => {
    standInApi({});
    renderRegister();

    expect(screen.getByRole('heading', { level: 1, name: 'Join Rookery' })).toBeTruthy();
    expect(document.title).toBe('Register · Rookery');
    expect(screen.getByRole('textbox', { name: 'Email', description: HINT })).toBeTruthy();
    expect(screen.getByLabelText('Password').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('At least 8 characters.')).toBeTruthy();
  });

  it('sends nothing when empty: each field says what it needs, and focus goes to the first', async () => {
    const api = standInApi({});
    const { user } = renderRegister();
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const name = await screen.findByRole('textbox', { name: 'Name', description: 'Name is required' });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Email', description: 'Email is required' })).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.queryByText(HINT)).toBeNull();
    expect(document.activeElement).toBe(name);
    expect(api.calls).toEqual([]);
  });

  it('refuses an address that is not one, and a short password', async () => {
    const api = standInApi({});
    const { user } = renderRegister();
    await fillIn(user, { Name: 'Ada', Email: 'ada@', Password: 'short' });
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(screen.queryByText('Name is required')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }));
    expect(api.calls).toEqual([]);
  });

  it('signs up once, says so while it waits, then goes to /app', async () => {
    const signedUp = heldAnswer();
    const api = standInApi({ '/signin': () => signedUp.promise });
    const { user, location } = renderRegister();
    await fillIn(user, { Name: ' Ada Lovelace ', Email: 'ada@example.com', Password: 'analytical engine' });
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const busy = await screen.findByRole('button', { name: 'Creating your account…' });
    expect(busy).toHaveProperty('disabled', true);
    await user.click(busy);
    expect(api.inputsOf('/signin')).toEqual([
      {
        platform: 'Register',
        name: 'Ada Lovelace',
        username: 'ada@example.com',
        password: 'analytical engine',
        deviceid: 'web',
      },
    ]);
    expect(location().pathname).toBe('/app/register');

    signedUp.release({});
    await waitFor(() => expect(location().pathname).toBe('/app'));
    expect(screen.queryByRole('heading', { name: 'Join Rookery' })).toBeNull();
    // The code step that /app leads to reads the address the code went to.
    expect(getCookie('email')).toBe('ada@example.com');
  });

  it("shows the server's refusal under the fields and lets the person try again", async () => {
    standInApi({ '/signin': () => refuse(400, 'An account with this email already exists') });
    const { user, location } = renderRegister();
    await fillIn(user, { Name: 'Ada', Email: 'ada@example.com', Password: 'analytical engine' });
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect((await screen.findByRole('alert')).textContent).toBe('An account with this email already exists');
    expect(screen.getByRole('button', { name: 'Register' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveProperty('value', 'ada@example.com');
    expect(location().pathname).toBe('/app/register');
  });

  it("says 'Oops something went wrong!' when no answer comes", async () => {
    standInApi({
      '/signin': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = renderRegister();
    await fillIn(user, { Name: 'Ada', Email: 'ada@example.com', Password: 'analytical engine' });
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Oops something went wrong!');
  });
});
