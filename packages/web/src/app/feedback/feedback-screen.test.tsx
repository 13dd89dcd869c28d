// /app/contact: the shared schema's messages as the form shows them, the message sent once while the button says
// so, the server's refusal, the thank-you and a second message; and the menu gate of every signed-in screen.
import { ERROR_TEXT } from '@rookery/shared/api/envelope.ts';
import { FEEDBACK_MESSAGES } from '@rookery/shared/schemas/feedback.ts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { heldAnswer, refuse, type StandInHandlers, standInApi } from '../../testing/api-stand-in.ts';
import { MEMBER } from '../../testing/people.ts';
import { renderInApp } from '../../testing/render.tsx';
import { FeedbackScreen } from './feedback-screen.tsx';

function renderContact(handlers: StandInHandlers = {}) {
  const api = standInApi({ menudata: () => ({ md: [MEMBER] }), ...handlers });
  return { ...renderInApp(<FeedbackScreen />, { at: '/app/contact' }), api };
}

async function write(user: ReturnType<typeof renderContact>['user'], type: string, details: string) {
  await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), type);
  await user.type(screen.getByRole('textbox', { name: 'Details' }), details);
}

describe('FeedbackScreen', () => {
  it('sends nothing until a type is chosen and details are given, and says so under each', async () => {
    const { user, api } = renderContact();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const type = await screen.findByRole('combobox', { name: 'Type', description: FEEDBACK_MESSAGES.type });
    expect(type.getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByRole('textbox', { name: 'Details', description: `${FEEDBACK_MESSAGES.details} 0/2000` }),
    ).toBeTruthy();
    expect(document.activeElement).toBe(type);
    expect(api.inputsOf('feedback')).toEqual([]);
  });

  it('counts the details up to their limit', async () => {
    const { user } = renderContact();
    await user.type(screen.getByRole('textbox', { name: 'Details' }), 'The map is blank');

    expect(screen.getByRole('textbox', { name: 'Details', description: '16/2000' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Details' }).getAttribute('maxlength')).toBe('2000');
  });

  it('sends the message from the app, says Sending… while it goes, then thanks; another starts empty', async () => {
    const sent = heldAnswer();
    const { user, api } = renderContact({ feedback: () => sent.promise });
    await write(user, 'Technical issue', '  The map on Settings stays blank.  ');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const sending = await screen.findByRole('button', { name: 'Sending…' });
    expect(sending).toHaveProperty('disabled', true);
    await user.click(sending);
    expect(api.inputsOf('feedback')).toEqual([
      { source: 'App', type: 'Technical issue', details: 'The map on Settings stays blank.' },
    ]);

    sent.release({});
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you!' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Your message is with our team.');
    expect(screen.getByRole('link', { name: 'Back to Find' }).getAttribute('href')).toBe('/app/find');

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveProperty('value', '');
    expect(screen.getByRole('textbox', { name: 'Details' })).toHaveProperty('value', '');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', false);
  });

  it("shows the server's refusal and keeps what was written", async () => {
    const { user } = renderContact({ feedback: () => refuse(429, ERROR_TEXT.tooMany) });
    await write(user, 'Complaint', 'Someone was rude');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect((await screen.findByRole('alert')).textContent).toBe(ERROR_TEXT.tooMany);
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveProperty('value', 'Complaint');
    expect(screen.getByRole('textbox', { name: 'Details' })).toHaveProperty('value', 'Someone was rude');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', false);
  });

  it('sends a person who has not verified their email to /app, as every signed-in screen does', async () => {
    standInApi({ menudata: () => ({ md: [{ ...MEMBER, verify: 0 }] }) });
    const { location } = renderInApp(<FeedbackScreen />, { at: '/app/contact' });

    await waitFor(() => expect(location().pathname).toBe('/app'));
    expect(screen.queryByRole('heading', { name: 'Contact Us' })).toBeNull();
  });
});
