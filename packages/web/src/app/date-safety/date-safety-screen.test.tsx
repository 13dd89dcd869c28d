// /app/datesafety: sharing a date says Sharing… while it goes and cannot be pressed twice; a failed share, check-in or
// repeated request shows the server's sentence or the screen's own words; a date that cannot be read says so.
import { type DateSafety, SAFETY_TEXT } from '@rookery/shared/api/date-safety.actions.ts';
import { ERROR_TEXT } from '@rookery/shared/api/envelope.ts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { heldAnswer, refuse, type StandInHandlers, standInApi } from '../../testing/api-stand-in.ts';
import { MEMBER } from '../../testing/people.ts';
import { renderInApp } from '../../testing/render.tsx';
import { DateSafetyScreen } from './date-safety-screen.tsx';

const HOUR = 3_600_000;

function safety(over: Partial<DateSafety> = {}): DateSafety {
  return {
    date: {
      id: 'd1',
      location: 'Penguin Cafe',
      date_at: new Date(Date.now() + HOUR).toISOString(),
      match_name: 'Alex',
    },
    contact: { name: 'Sis', email: 'sis@example.test', phone: '', confirmed: true },
    shared_at: null,
    safe_by: null,
    arrived_at: null,
    safe_at: null,
    alerted_at: null,
    in_window: true,
    emergency_number: '111',
    ended: null,
    alert: null,
    ...over,
  };
}

function renderSafety(handlers: StandInHandlers) {
  const api = standInApi({ menudata: () => ({ md: [MEMBER] }), ...handlers });
  return { ...renderInApp(<DateSafetyScreen />, { at: '/app/datesafety?date=d1' }), api };
}

const offline = () => {
  throw new Error('offline');
};

describe('DateSafetyScreen', () => {
  it('shares the date once, saying Sharing… meanwhile, then says by when to say one is safe', async () => {
    const shared = heldAnswer<{ safety: DateSafety }>();
    const now = new Date().toISOString();
    const { user, api } = renderSafety({
      datesafety: () => ({ safety: safety() }),
      sharedate: () => shared.promise,
      mysharedates: () => ({ dates: [] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Share my date' }));

    const sharing = await screen.findByRole('button', { name: 'Sharing…' });
    expect(sharing).toHaveProperty('disabled', true);
    await user.click(sharing);
    expect(api.inputsOf('sharedate')).toHaveLength(1);
    expect(api.inputsOf('sharedate')[0]).toMatchObject({ date: 'd1', safe_after_hours: 3 });

    shared.release({ safety: safety({ shared_at: now, safe_by: now }) });
    expect(await screen.findByText(/^Shared with Sis\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Share again' })).toBeTruthy();
  });

  it("shows the server's refusal of a share, and its own words when the share failed without any", async () => {
    let answer: () => unknown = () => refuse(400, SAFETY_TEXT.shareTooEarly);
    const { user } = renderSafety({
      datesafety: () => ({ safety: safety() }),
      sharedate: () => answer() as never,
    });
    await user.click(await screen.findByRole('button', { name: 'Share my date' }));
    expect((await screen.findByRole('alert')).textContent).toBe(SAFETY_TEXT.shareTooEarly);

    answer = offline;
    await user.click(screen.getByRole('button', { name: 'Share my date' }));
    expect(await screen.findByText('Not shared.')).toBeTruthy();
  });

  it('says a check-in that failed without words was "Not checked in."', async () => {
    const now = new Date().toISOString();
    const { user } = renderSafety({
      datesafety: () => ({ safety: safety({ shared_at: now, safe_by: now }) }),
      checkin: offline,
    });
    await user.click(await screen.findByRole('button', { name: "I've arrived" }));
    expect((await screen.findByRole('alert')).textContent).toBe('Not checked in.');
  });

  it('sends the request to a contact who has not accepted again, and says so or why not', async () => {
    const waiting = safety({
      contact: { name: 'Sis', email: 'sis@example.test', phone: '', confirmed: false },
    });
    let answer: () => unknown = offline;
    const { user, api } = renderSafety({
      datesafety: () => ({ safety: waiting }),
      settrustedcontact: () => answer() as never,
    });
    await user.click(await screen.findByRole('button', { name: 'Send the request again' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The request was not sent.');

    answer = () => ({ contact: waiting.contact });
    await user.click(screen.getByRole('button', { name: 'Send the request again' }));
    expect(await screen.findByText('Sent again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send the request again' })).toHaveProperty('disabled', true);
    expect(api.inputsOf('settrustedcontact').at(-1)).toEqual({
      name: 'Sis',
      email: 'sis@example.test',
      phone: '',
    });
  });

  it('says the date is unknown when it cannot be read, or the server says why', async () => {
    renderSafety({ datesafety: offline });
    expect((await screen.findByRole('alert')).textContent).toBe(SAFETY_TEXT.dateUnknown);
  });

  it("shows the server's own sentence when it refuses the date", async () => {
    renderSafety({ datesafety: () => refuse(429, ERROR_TEXT.tooMany) });
    expect((await screen.findByRole('alert')).textContent).toBe(ERROR_TEXT.tooMany);
  });
});
