// The media hub's Submit order and upload limits (RULES.md "States and transitions", "Validation").
import { describe, expect, it } from 'vitest';
import { canAddRecording, canUploadMorePhotos, isAcceptedPhoto, submitProblem } from './media-hub-logic.ts';

describe('submitProblem', () => {
  it('asks for the public image first, then a private photo, then lets the person go on', () => {
    expect(submitProblem(false, 0)).toEqual({
      title: 'No Public Image',
      text: 'Please select a public image for your profile!',
    });
    expect(submitProblem(false, 2)?.title).toBe('No Public Image');
    expect(submitProblem(true, 0)).toEqual({
      title: 'No Private Images',
      text: 'Please upload at least one private photo.',
    });
    expect(submitProblem(true, 1)).toBeNull();
  });
});

describe('limits', () => {
  it('allows three private photos and two recordings', () => {
    expect([0, 1, 2, 3].map(canUploadMorePhotos)).toEqual([true, true, true, false]);
    expect([0, 1, 2].map(canAddRecording)).toEqual([true, true, false]);
  });
});

describe('isAcceptedPhoto', () => {
  it('takes jpg and png only', () => {
    expect(isAcceptedPhoto({ type: 'image/jpeg', name: 'a.jpg' })).toBe(true);
    expect(isAcceptedPhoto({ type: 'image/png', name: 'a.png' })).toBe(true);
    expect(isAcceptedPhoto({ type: 'image/gif', name: 'a.gif' })).toBe(false);
    expect(isAcceptedPhoto({ type: 'image/webp', name: 'a.png' })).toBe(false);
    expect(isAcceptedPhoto({ type: '', name: 'IMG_1.JPEG' })).toBe(true);
    expect(isAcceptedPhoto({ type: '', name: 'notes.txt' })).toBe(false);
  });
});
