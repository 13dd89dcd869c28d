// Settings: Discovery's choices save themselves (Saving…, then Saved; a failed save says so with Retry), and a
// notification switch that did not save goes back and says so in its own words.
import type { Preferences } from '@rookery/shared/api/alerts.actions.ts';
import type { SettingsData } from '@rookery/shared/api/settings.actions.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type StandInHandlers, standInApi } from '../../testing/api-stand-in.ts';
import { MEMBER } from '../../testing/people.ts';
import { renderInApp } from '../../testing/render.tsx';
import { SettingsScreen } from './settings-screen.tsx';

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

const PREFERENCES: Preferences = {
  show_online: 1,
  message_sound: 1,
  push_messages: 1,
  push_matches: 1,
  push_calls: 1,
  push_dates: 1,
  push_gifts: 1,
};

function renderSettings(handlers: StandInHandlers) {
  const api = standInApi({
    menudata: () => ({ md: [MEMBER] }),
    settings: () => ({ data: SETTINGS }) as never,
    preferences: () => ({ preferences: PREFERENCES }),
    mydevices: () => ({ devices: [] }),
    ...handlers,
  });
  return { ...renderInApp(<SettingsScreen />, { at: '/app/settings' }), api };
}

const discovery = () => within(screen.getByRole('region', { name: 'Discovery' }));

describe('SettingsScreen', () => {
  it("saves Discovery's choice by itself and says Saved", async () => {
    const { user, api } = renderSettings({ settings: (input) => ({ data: SETTINGS, ...input }) as never });
    await user.click(await screen.findByRole('switch', { name: /Show me in the deck/ }));
    expect(discovery().getByRole('status').textContent).toBe('Saving…');
    await waitFor(() => expect(discovery().getByRole('status').textContent).toBe('Saved'));
    expect(api.calls.filter((call) => call.action === 'settings' && call.method === 'POST')).toHaveLength(1);
  });

  it("says Couldn't save with Retry when Discovery's save failed, and Retry saves again", async () => {
    let fail = true;
    const { user } = renderSettings({
      settings: (input) => {
        if (Object.keys(input).length > 0 && fail) throw new Error('offline');
        return { data: SETTINGS } as never;
      },
    });
    await user.click(await screen.findByRole('switch', { name: /Show me in the deck/ }));
    await waitFor(() => expect(discovery().getByRole('status').textContent).toContain("Couldn't save"));
    fail = false;
    await user.click(discovery().getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(discovery().getByRole('status').textContent).toBe('Saved'));
  });

  it('says "Couldn\'t save. Please try again." and turns back a switch the server did not save', async () => {
    const { user } = renderSettings({
      setpreferences: () => {
        throw new Error('offline');
      },
    });
    const sound = await screen.findByRole('switch', { name: /Message sound/ });
    // The switches wait for the preferences they show.
    await waitFor(() => expect(sound).toHaveProperty('disabled', false));
    await user.click(sound);
    expect(await screen.findByText("Couldn't save. Please try again.")).toBeTruthy();
    expect(sound.getAttribute('aria-checked')).toBe('true');
  });
});
