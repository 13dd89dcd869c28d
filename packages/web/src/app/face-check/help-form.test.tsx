// "Ask a moderator": the message goes once while the button says Sending…, trimmed; a refusal shows the server's
// sentence; once sent, the form says a moderator will look. The face check that cannot be read says so.
import { FACE_CHECK_TEXT } from '@rookery/shared/face-check.ts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { heldAnswer, refuse, standInApi } from '../../testing/api-stand-in.ts';
import { renderInApp } from '../../testing/render.tsx';
import { FaceCheckSection } from './face-check-section.tsx';
import { HelpForm } from './help-form.tsx';

describe('HelpForm', () => {
  it('sends the message once while it says Sending…, then says a moderator will look', async () => {
    const asked = heldAnswer();
    const api = standInApi({ facecheckhelp: () => asked.promise as never, facecheck: () => ({}) as never });
    const { user } = renderInApp(<HelpForm />, { at: '/app/profile1' });
    await user.type(
      screen.getByRole('textbox', { name: /Message for the moderator/ }),
      '  My photos are old.  ',
    );
    await user.click(screen.getByRole('button', { name: 'Ask a moderator' }));
    const sending = await screen.findByRole('button', { name: 'Sending…' });
    expect(sending).toHaveProperty('disabled', true);
    await user.click(sending);
    expect(api.inputsOf('facecheckhelp')).toEqual([{ message: 'My photos are old.' }]);

    asked.release({ check: { state: 'review' } });
    expect(await screen.findByText(FACE_CHECK_TEXT.helpSent)).toBeTruthy();
  });

  it("shows the server's refusal", async () => {
    standInApi({ facecheckhelp: () => refuse(429, 'Too many requests, please try again later.') });
    const { user } = renderInApp(<HelpForm />, { at: '/app/profile1' });
    await user.click(screen.getByRole('button', { name: 'Ask a moderator' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests, please try again later.');
  });
});

describe('FaceCheckSection', () => {
  it('says the face check could not be read, in its own words', async () => {
    standInApi({
      facecheck: () => {
        throw new Error('offline');
      },
      profileimages: () => ({ images: [] }),
    });
    renderInApp(<FaceCheckSection />, { at: '/app/profile1' });
    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load your face check.");
  });
});
