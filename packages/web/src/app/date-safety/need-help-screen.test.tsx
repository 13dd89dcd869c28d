// /app/datehelp: the alert to the trusted contact goes only after the consent is ticked, once, while the button says
// Alerting…; a failed alert says so in the server's words or the screen's own.
import type { DateSafety } from '@rookery/shared/api/date-safety.actions.ts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { heldAnswer, type StandInHandlers, standInApi } from '../../testing/api-stand-in.ts';
import { MEMBER } from '../../testing/people.ts';
import { renderInApp } from '../../testing/render.tsx';
import { NeedHelpScreen } from './need-help-screen.tsx';

const NOW = new Date().toISOString();
const SAFETY: DateSafety = {
  date: { id: 'd1', location: 'Penguin Cafe', date_at: NOW, match_name: 'Alex' },
  contact: { name: 'Sis', email: 'sis@example.test', phone: '', confirmed: true },
  shared_at: NOW,
  safe_by: NOW,
  arrived_at: null,
  safe_at: null,
  alerted_at: null,
  in_window: true,
  emergency_number: '111',
  ended: null,
  alert: null,
};

function renderHelp(handlers: StandInHandlers) {
  const api = standInApi({
    menudata: () => ({ md: [MEMBER] }),
    datesafety: () => ({ safety: SAFETY }),
    ...handlers,
  });
  return { ...renderInApp(<NeedHelpScreen />, { at: '/app/datehelp?date=d1' }), api };
}

describe('NeedHelpScreen', () => {
  it('alerts the contact only once the consent is ticked, once, saying Alerting… meanwhile', async () => {
    const sent = heldAnswer<object>();
    const { user, api } = renderHelp({ needhelp: () => sent.promise as never });
    const alertButton = await screen.findByRole('button', { name: 'Alert Sis now' });
    expect(alertButton).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('checkbox'));
    await user.click(alertButton);
    const alerting = await screen.findByRole('button', { name: 'Alerting…' });
    expect(alerting).toHaveProperty('disabled', true);
    await user.click(alerting);
    expect(api.inputsOf('needhelp')).toEqual([{ date: 'd1' }]);

    sent.release({ alert: { kind: 'help', at: NOW, sent_at: NOW, trying: false }, with_position: false });
    expect(
      await screen.findByText('It went without your position: your location was not available.'),
    ).toBeTruthy();
  });

  it('says "The alert was not sent." when it failed without the server saying why', async () => {
    const { user } = renderHelp({
      needhelp: () => {
        throw new Error('offline');
      },
    });
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Alert Sis now' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The alert was not sent.');
    expect(screen.getByRole('button', { name: 'Alert Sis now' })).toHaveProperty('disabled', false);
  });
});
