// The trusted contact's form: a name and an email, and no phone number (nothing sends to one, so none is asked
// for); a number kept from before goes back unchanged; the shared schema's messages under the fields.
import { SAFETY_TEXT } from '@rookery/shared/api/date-safety.actions.ts';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { heldAnswer, refuse, standInApi } from '../../testing/api-stand-in.ts';
import { renderInApp } from '../../testing/render.tsx';
import { TrustedContactForm } from './trusted-contact-form.tsx';

describe('TrustedContactForm', () => {
  it('asks for a name and an email only, and sends them', async () => {
    const api = standInApi({
      settrustedcontact: (data) => ({ contact: { ...(data as object), confirmed: false } as never }),
    });
    const onSaved = vi.fn();
    const { user } = renderInApp(<TrustedContactForm dateId="d-1" current={null} onSaved={onSaved} />, {
      at: '/app/dates',
    });
    expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('name'))).toEqual(['name', 'email']);
    expect(screen.queryByLabelText(/phone/i)).toBeNull();

    await user.type(screen.getByRole('textbox', { name: 'Their name' }), 'Sis');
    await user.type(screen.getByRole('textbox', { name: /Their email/ }), 'sis@example.com');
    await user.click(screen.getByRole('button', { name: 'Save contact' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(api.calls.map((call) => [call.action, call.input])).toEqual([
      ['settrustedcontact', { name: 'Sis', email: 'sis@example.com', phone: '' }],
    ]);
  });

  it('sends a number kept from before back unchanged, without showing it', async () => {
    const api = standInApi({
      settrustedcontact: (data) => ({ contact: { ...(data as object), confirmed: true } as never }),
    });
    const current = { name: 'Sis', email: 'sis@example.com', phone: '+64 21 555 0100' };
    const { user } = renderInApp(<TrustedContactForm dateId="d-1" current={current} onSaved={() => {}} />, {
      at: '/app/dates',
    });
    expect(screen.queryByDisplayValue('+64 21 555 0100')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save contact' }));
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]?.input).toEqual(current);
  });

  it('says what is missing under each field and sends nothing', async () => {
    const api = standInApi({});
    const { user } = renderInApp(<TrustedContactForm dateId="d-1" current={null} onSaved={() => {}} />, {
      at: '/app/dates',
    });
    await user.click(screen.getByRole('button', { name: 'Save contact' }));
    expect(await screen.findByText(SAFETY_TEXT.nameRequired)).toBeTruthy();
    expect(screen.getByText(SAFETY_TEXT.emailRequired)).toBeTruthy();
    expect(api.calls).toEqual([]);
  });
});

describe('TrustedContactForm while saving', () => {
  it('says Saving… and cannot be sent twice; a failure shows its words and lets the person try again', async () => {
    const saved = heldAnswer();
    let answer: () => unknown = () => saved.promise;
    const api = standInApi({ settrustedcontact: () => answer() as never });
    const { user } = renderInApp(<TrustedContactForm dateId="d-1" current={null} onSaved={() => {}} />, {
      at: '/app/dates',
    });
    await user.type(screen.getByRole('textbox', { name: 'Their name' }), 'Sis');
    await user.type(screen.getByRole('textbox', { name: /Their email/ }), 'sis@example.com');
    await user.click(screen.getByRole('button', { name: 'Save contact' }));
    const saving = await screen.findByRole('button', { name: 'Saving…' });
    expect(saving).toHaveProperty('disabled', true);
    await user.click(saving);
    expect(api.inputsOf('settrustedcontact')).toHaveLength(1);

    saved.release(refuse(400, SAFETY_TEXT.emailInvalid));
    expect((await screen.findByRole('alert')).textContent).toBe(SAFETY_TEXT.emailInvalid);

    answer = () => {
      throw new Error('offline');
    };
    await user.click(screen.getByRole('button', { name: 'Save contact' }));
    expect(await screen.findByText('Your contact could not be saved.')).toBeTruthy();
  });
});
