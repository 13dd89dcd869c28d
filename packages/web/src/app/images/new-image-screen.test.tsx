// /app/newimage: the description and the style are asked for with the shared schema's messages (again on each change
// after a first try), the job is asked for once while Generate says Starting…, the server's word check shows under
// the description, and a person with no pebble is told how to get one.
import { IMAGE_PROMPT_MESSAGES } from '@rookery/shared/schemas/image-prompt.ts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { heldAnswer, refuse, type StandInHandlers, standInApi } from '../../testing/api-stand-in.ts';
import { renderInApp } from '../../testing/render.tsx';
import { NewImageScreen } from './new-image-screen.tsx';

function renderNew(handlers: StandInHandlers, { pebbles = 2, free = false } = {}) {
  const api = standInApi({
    pebbles: () => ({ pebbles }),
    userimagespage: () => ({ images: [], total: 1, pageSize: 9, free }),
    ...handlers,
  });
  return { ...renderInApp(<NewImageScreen />, { at: '/app/newimage' }), api };
}

async function describeAndStyle(user: ReturnType<typeof renderNew>['user'], words: string) {
  await user.type(screen.getByRole('textbox', { name: 'Describe your image' }), words);
  await user.click(screen.getByRole('radio', { name: 'Comic' }));
}

describe('NewImageScreen', () => {
  it('asks for a description and a style, and lets each message go once fixed', async () => {
    const { user, api } = renderNew({});
    await user.click(await screen.findByRole('button', { name: 'Generate' }));
    expect(await screen.findByText(IMAGE_PROMPT_MESSAGES.description)).toBeTruthy();
    expect(screen.getByText(IMAGE_PROMPT_MESSAGES.style)).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Describe your image' }), 'A penguin on a scone');
    expect(screen.queryByText(IMAGE_PROMPT_MESSAGES.description)).toBeNull();
    expect(screen.getByText(IMAGE_PROMPT_MESSAGES.style)).toBeTruthy();
    expect(api.inputsOf('generateimage')).toEqual([]);
  });

  it('starts the job once while Generate says Starting…', async () => {
    const started = heldAnswer<{ jobid: string; pebbles: number }>();
    const { user, api } = renderNew({
      generateimage: () => started.promise,
      imagejob: () => ({ status: 'queued', progress: 0 }) as never,
    });
    await describeAndStyle(user, 'A penguin on a scone');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    const starting = await screen.findByRole('button', { name: 'Starting…' });
    expect(starting).toHaveProperty('disabled', true);
    await user.click(starting);
    expect(api.inputsOf('generateimage')).toEqual([{ description: 'A penguin on a scone', style: 'comic' }]);
    started.release({ jobid: 'j-1', pebbles: 1 });
    expect(await screen.findByRole('heading', { name: 'Hold tight' })).toBeTruthy();
  });

  it("puts the server's word check under the description", async () => {
    const { user } = renderNew({ generateimage: () => refuse(400, 'Please describe it another way.') });
    await describeAndStyle(user, 'A penguin on a scone');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Please describe it another way.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Describe your image' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
  });

  it('says how to get a pebble when there is none, without asking the server', async () => {
    const { user, api } = renderNew({}, { pebbles: 0 });
    expect((await screen.findByTestId('pebble-balance')).textContent).toBe('0 pebbles');
    await describeAndStyle(user, 'A penguin on a scone');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByRole('dialog', { name: 'You need a pebble' })).toBeTruthy();
    expect(api.inputsOf('generateimage')).toEqual([]);
  });
});
