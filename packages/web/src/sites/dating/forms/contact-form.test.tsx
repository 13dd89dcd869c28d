// /contact: the shared schema's messages under each field, the message sent once while the button says Sending…,
// the server's refusal above the button, and the thank-you naming the address the reply goes to.
import { WEB_FORM_MESSAGES } from '@rookery/shared/schemas/web-form-rules.ts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { heldAnswer, refuse, type StandInHandlers, standInApi } from '../../../testing/api-stand-in.ts';
import { renderInApp } from '../../../testing/render.tsx';
import { ContactForm } from './contact-form.tsx';

function renderContact(handlers: StandInHandlers) {
  const api = standInApi({ captchasitekey: () => ({ provider: 'none', sitekey: '' }), ...handlers });
  return { ...renderInApp(<ContactForm />, { at: '/contact' }), api };
}

async function fill(user: ReturnType<typeof renderContact>['user']) {
  await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Pip');
  await user.type(screen.getByRole('textbox', { name: /Contact email/ }), 'pip@example.test');
  await user.click(screen.getByRole('radio', { name: 'No' }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Type of query' }), 'General enquiry');
  await user.click(screen.getByRole('checkbox'));
}

describe('ContactForm', () => {
  it('says what is missing under each field and sends nothing', async () => {
    const { user, api } = renderContact({});
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(WEB_FORM_MESSAGES.name)).toBeTruthy();
    expect(screen.getByText(WEB_FORM_MESSAGES.contactEmail)).toBeTruthy();
    expect(screen.getByText(WEB_FORM_MESSAGES.hasAccount)).toBeTruthy();
    expect(screen.getByText(WEB_FORM_MESSAGES.queryType)).toBeTruthy();
    expect(screen.getByText(WEB_FORM_MESSAGES.terms)).toBeTruthy();
    expect(api.inputsOf('webform')).toEqual([]);
  });

  it('sends once while the button says Sending…, then thanks and names the reply address', async () => {
    const sent = heldAnswer();
    const { user, api } = renderContact({ webform: () => sent.promise });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const sending = await screen.findByRole('button', { name: 'Sending…' });
    expect(sending).toHaveProperty('disabled', true);
    await user.click(sending);
    expect(api.inputsOf('webform')).toHaveLength(1);
    expect(api.inputsOf('webform')[0]).toMatchObject({
      form: 'contact',
      name: 'Pip',
      type: 'General enquiry',
    });

    sent.release({});
    expect(await screen.findByText('pip@example.test')).toBeTruthy();
  });

  it("shows the server's refusal and keeps what was written", async () => {
    const { user } = renderContact({
      webform: () => refuse(429, 'Too many requests, please try again later.'),
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Too many requests, please try again later.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveProperty('value', 'Pip');
    expect(screen.getByRole('button', { name: 'Send message' })).toHaveProperty('disabled', false);
  });
});
