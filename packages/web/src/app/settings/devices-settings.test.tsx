// Settings → Devices: the list of where the account is signed in, and signing one device (or every other one) out
// through the Yes/No question, against a stand-in server.
import type { Device } from '@rookery/shared/api/auth.actions.ts';
import { ERROR_TEXT } from '@rookery/shared/api/envelope.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { heldAnswer, refuse, standInApi } from '../../testing/api-stand-in.ts';
import { renderInApp } from '../../testing/render.tsx';
import { DevicesSettings } from './devices-settings.tsx';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const THIS: Device = {
  id: 'd-this',
  label: 'Chrome on Android',
  created: minutesAgo(600),
  lastSeen: minutesAgo(0),
  current: true,
};
const LAPTOP: Device = {
  id: 'd-laptop',
  label: 'Firefox on Windows',
  created: minutesAgo(900),
  lastSeen: minutesAgo(5),
  current: false,
};
const TABLET: Device = { ...LAPTOP, id: 'd-tablet', label: 'Safari on iPad', lastSeen: minutesAgo(30) };

function renderDevices() {
  return renderInApp(<DevicesSettings />, { at: '/app/settings' });
}

describe('DevicesSettings', () => {
  it('lists the devices, this one marked and the others each with its own Sign out', async () => {
    standInApi({ mydevices: () => ({ devices: [THIS, LAPTOP, TABLET] }) });
    renderDevices();

    const list = await screen.findByRole('list', { name: 'Signed-in devices' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Chrome on AndroidThis deviceActive now',
      'Firefox on WindowsLast active 5 min agoSign out',
      'Safari on iPadLast active 30 min agoSign out',
    ]);
    expect(
      screen.getByRole('button', {
        name: 'Sign out Firefox on Windows',
        description: 'Last active 5 min ago',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out of all other devices' })).toBeTruthy();
  });

  it('says so when this is the only device, and offers nothing to sign out', async () => {
    standInApi({ mydevices: () => ({ devices: [THIS] }) });
    renderDevices();

    expect(await screen.findByText("You're not signed in anywhere else.")).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Sign out/ })).toBeNull();
  });

  it('asks first with focus on Cancel; Cancel signs nothing out and focus goes back to the row', async () => {
    const api = standInApi({ mydevices: () => ({ devices: [THIS, LAPTOP] }) });
    const { user } = renderDevices();
    const signOut = await screen.findByRole('button', { name: 'Sign out Firefox on Windows' });
    await user.click(signOut);

    const dialog = screen.getByRole('dialog', { name: 'Sign out Firefox on Windows?' });
    expect(dialog.textContent).toContain('That device will need your password to sign in again.');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Enter}');

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(signOut);
    expect(api.inputsOf('enddevice')).toEqual([]);
  });

  it('signs the device out on Yes: busy while it goes, then closed, said, and the list read again', async () => {
    const ended = heldAnswer<{ current: boolean }>();
    let devices = [THIS, LAPTOP];
    const api = standInApi({
      mydevices: () => ({ devices }),
      enddevice: () => ended.promise,
    });
    const { user } = renderDevices();
    await user.click(await screen.findByRole('button', { name: 'Sign out Firefox on Windows' }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(api.inputsOf('enddevice')).toEqual([{ id: 'd-laptop' }]);
    const busy = screen.getByRole('button', { name: 'Signing out…' });
    expect(busy).toHaveProperty('disabled', true);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Sign out Firefox on Windows?' })).toBeTruthy();

    devices = [THIS];
    ended.release({ current: false });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('status').textContent).toBe('Firefox on Windows is signed out.');
    expect(await screen.findByText("You're not signed in anywhere else.")).toBeTruthy();
    expect(api.inputsOf('mydevices')).toHaveLength(2);
  });

  it('takes "Not found" (signed out already, elsewhere) as done', async () => {
    standInApi({
      mydevices: () => ({ devices: [THIS, LAPTOP] }),
      enddevice: () => refuse(404, ERROR_TEXT.notFound),
    });
    const { user } = renderDevices();
    await user.click(await screen.findByRole('button', { name: 'Sign out Firefox on Windows' }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    expect((await screen.findByRole('status')).textContent).toBe('Firefox on Windows is signed out.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's refusal inside the question, which stays open", async () => {
    standInApi({
      mydevices: () => ({ devices: [THIS, LAPTOP, TABLET] }),
      endotherdevices: () => refuse(429, ERROR_TEXT.tooMany),
    });
    const { user } = renderDevices();
    await user.click(await screen.findByRole('button', { name: 'Sign out of all other devices' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign out of all other devices?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(ERROR_TEXT.tooMany);
    expect(within(dialog).getByRole('button', { name: 'Sign out' })).toHaveProperty('disabled', false);
  });

  it("says when the devices can't be read, and reads them again on Try again", async () => {
    let offline = true;
    standInApi({
      mydevices: () => {
        if (offline) throw new TypeError('Failed to fetch');
        return { devices: [THIS, LAPTOP] };
      },
    });
    const { user } = renderDevices();

    expect((await screen.findByRole('alert')).textContent).toBe("Couldn't load your devices.Try again");
    offline = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Sign out Firefox on Windows' })).toBeTruthy();
  });
});
