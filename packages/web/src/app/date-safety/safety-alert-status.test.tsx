// What the person sees of their alert to the trusted contact: "Sis has been alerted." once the mail is out,
// "Still trying to reach Sis … Call 111" while the mail server keeps failing, and, on the "I need help" screen,
// the change from one to the other by itself (the date's state is polled while the mail is not out).
import type { DateSafety, SafetyAlert } from '@rookery/shared/api/date-safety.actions.ts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { standInApi } from '../../testing/api-stand-in.ts';
import { MEMBER } from '../../testing/people.ts';
import { renderInApp } from '../../testing/render.tsx';
import { NeedHelpScreen } from './need-help-screen.tsx';
import { SafetyAlertStatus } from './safety-alert-status.tsx';

const NOW = new Date().toISOString();
const STILL_TRYING =
  'Still trying to reach Sis: our mail is not getting through yet. Call 111 if you are in danger.';

function safetyWith(alert: SafetyAlert | null): DateSafety {
  return {
    date: { id: 'd1', location: 'Penguin Cafe, Main St', date_at: NOW, match_name: 'Alex' },
    contact: { name: 'Sis', email: 'sis@example.test', phone: '+64 21 555 0100', confirmed: true },
    shared_at: NOW,
    safe_by: NOW,
    arrived_at: NOW,
    safe_at: null,
    alerted_at: null,
    in_window: true,
    emergency_number: '111',
    ended: null,
    alert,
  };
}

const help = (over: Partial<SafetyAlert>): SafetyAlert => ({
  kind: 'help',
  at: NOW,
  sent_at: null,
  trying: false,
  ...over,
});

describe('SafetyAlertStatus', () => {
  it('says "Sis has been alerted." once the help mail is out, and offers no call', () => {
    renderInApp(<SafetyAlertStatus safety={safetyWith(help({ sent_at: NOW }))} />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Sis has been alerted.');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText(/Still trying/)).toBeNull();
  });

  it('says it is still trying to reach Sis, with a Call 111 link, while the mail is not getting through', () => {
    renderInApp(<SafetyAlertStatus safety={safetyWith(help({ trying: true }))} />);
    // An error tone: announced at once.
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText(STILL_TRYING)).toBeTruthy();
    const call = within(alert).getByRole('link', { name: 'Call 111' });
    expect(call.getAttribute('href')).toBe('tel:111');
    expect(alert.textContent).toBe(`${STILL_TRYING}Call 111`);
    expect(screen.queryByText('Sis has been alerted.')).toBeNull();
  });

  it('says "Sending to Sis…" before the first try, and nothing without an alert', () => {
    const { unmount } = renderInApp(<SafetyAlertStatus safety={safetyWith(help({}))} />);
    expect(screen.getByRole('status').textContent).toBe('Sending to Sis…');
    unmount();
    renderInApp(<SafetyAlertStatus safety={safetyWith(null)} />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('"I need help" screen', () => {
  it('goes from "still trying … Call 111" to "Sis has been alerted." by itself as the mail gets out', async () => {
    // The server: the alert queued, then the mail server failing (trying), then out.
    const states = [safetyWith(null), safetyWith(help({ trying: true })), safetyWith(help({ sent_at: NOW }))];
    let polled = 0;
    // The person declines to give their position.
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: { getCurrentPosition: (_ok: unknown, refused: () => void) => refused() },
    });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'geolocation');
    });
    const api = standInApi({
      menudata: () => ({ md: [MEMBER] }),
      datesafety: () => ({ safety: states[Math.min(polled++, states.length - 1)] as DateSafety }),
      needhelp: () => ({ sent: true, with_position: false, alert: help({}) }),
    });
    const { user } = renderInApp(<NeedHelpScreen />, { at: '/app/datehelp?date=d1' });

    await user.click(await screen.findByRole('checkbox', { name: /Send my current position/ }));
    await user.click(screen.getByRole('button', { name: 'Alert Sis now' }));

    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe(
      `${STILL_TRYING}Call 111`,
    );
    expect(screen.getByText('It went without your position: your location was not available.')).toBeTruthy();
    expect(
      (await screen.findByText('Sis has been alerted.', {}, { timeout: 5000 })).closest('[role="status"]'),
    ).toBeTruthy();
    expect(screen.queryByText(/Still trying/)).toBeNull();
    expect(api.calls.filter((c) => c.action === 'needhelp')).toHaveLength(1);
  }, 15_000);
});
