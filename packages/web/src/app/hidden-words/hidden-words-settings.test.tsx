// Settings → Hidden words: a word is added and saved with the list, a list the server's schema refuses says why
// without a round trip, and a failed save says so in its own words.
import { HIDDEN_WORDS, HIDDEN_WORDS_TEXT } from '@rookery/shared/domain/hidden-words.ts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type StandInHandlers, standInApi } from '../../testing/api-stand-in.ts';
import { renderInApp } from '../../testing/render.tsx';
import { HiddenWordsSettings } from './hidden-words-settings.tsx';

function renderWords(handlers: StandInHandlers) {
  const api = standInApi({ hiddenwords: () => ({ words: ['spoiler'] }), ...handlers });
  return { ...renderInApp(<HiddenWordsSettings />, { at: '/app/settings' }), api };
}

describe('HiddenWordsSettings', () => {
  it('adds a word to the list and empties the field', async () => {
    const { user, api } = renderWords({ sethiddenwords: (input) => ({ words: input.words as string[] }) });
    expect(await screen.findByText('spoiler')).toBeTruthy();
    const field = screen.getByRole('textbox', { name: 'Add a word or phrase' });
    await user.type(field, '  crypto  ');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(api.inputsOf('sethiddenwords')).toEqual([{ words: ['spoiler', 'crypto'] }]));
    expect(await screen.findByText('crypto')).toBeTruthy();
    expect(field).toHaveProperty('value', '');
  });

  it('says a word is too long without asking the server', async () => {
    const { user, api } = renderWords({});
    await screen.findByText('spoiler');
    await user.type(
      screen.getByRole('textbox', { name: 'Add a word or phrase' }),
      'x'.repeat(HIDDEN_WORDS.maxLength + 1),
    );
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(HIDDEN_WORDS_TEXT.tooLong)).toBeTruthy();
    expect(api.inputsOf('sethiddenwords')).toEqual([]);
  });

  it('says "Couldn\'t save your hidden words." when the save failed without words', async () => {
    const { user } = renderWords({
      sethiddenwords: () => {
        throw new Error('offline');
      },
    });
    await screen.findByText('spoiler');
    await user.click(screen.getByRole('button', { name: 'Remove spoiler' }));
    expect(await screen.findByText("Couldn't save your hidden words.")).toBeTruthy();
  });
});
