// /app/profile2: a part that could not be read says so in its own words with Try again; deleting a recording is asked
// first, holds the question while it goes, and shows a refusal inside it.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { heldAnswer, refuse, type StandInHandlers, standInApi } from '../../testing/api-stand-in.ts';
import { renderInApp } from '../../testing/render.tsx';
import { MediaHubScreen } from './media-hub-screen.tsx';

const offline = () => {
  throw new Error('offline');
};

function renderHub(handlers: StandInHandlers) {
  const api = standInApi({
    userimages: () => ({ images: [] }),
    profileimages: () => ({ images: [] }),
    voicerecordings: () => ({ vr: [{ id: 'r-1', prompt: 'laugh', filename: 'r-1.wav' }] }),
    vrprompts: () => ({ prompts: [{ value: 'laugh', label: 'What makes you laugh?', index: 0 }] }),
    // The players read their recording for its waveform; without it they show none.
    ...({ '/download': () => refuse(404, 'Not found') } as StandInHandlers),
    ...handlers,
  });
  return { ...renderInApp(<MediaHubScreen />, { at: '/app/profile2' }), api };
}

describe('MediaHubScreen', () => {
  it('says which part could not be read, in its own words, and reads it again on Try again', async () => {
    let failing = true;
    const { user } = renderHub({
      userimages: () => (failing ? offline() : { images: [] }),
      profileimages: offline,
      voicerecordings: offline,
    });
    expect(await screen.findByText("We couldn't load your public image.")).toBeTruthy();
    expect(screen.getByText("We couldn't load your private photos.")).toBeTruthy();
    expect(screen.getByText("We couldn't load your voice recordings.")).toBeTruthy();

    failing = false;
    const image = screen
      .getByText("We couldn't load your public image.")
      .closest('[role="alert"]') as HTMLElement;
    await user.click(within(image).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText("We couldn't load your public image.")).toBeNull());
  });

  it('deletes a recording after the question, holding it while it goes; a refusal shows inside', async () => {
    const deleted = heldAnswer();
    let answer: () => unknown = () => deleted.promise;
    const { user, api } = renderHub({ delvr: () => answer() as never });
    await user.click(await screen.findByRole('button', { name: 'Delete recording 1' }));
    const question = screen.getByRole('dialog', { name: 'Delete this recording?' });
    await user.click(within(question).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(api.inputsOf('delvr')).toEqual([{ filename: 'r-1.wav' }]));
    expect(screen.getByRole('dialog', { name: 'Delete this recording?' })).toBeTruthy();
    deleted.release(refuse(404, 'That recording is already gone.'));
    expect((await within(question).findByRole('alert')).textContent).toBe('That recording is already gone.');

    answer = () => ({});
    await user.click(within(question).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
