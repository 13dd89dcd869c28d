import { ERROR_TEXT } from '@rookery/shared/api/envelope.ts';
import { CHAT_MESSAGES, REPORT_REASONS } from '@rookery/shared/schemas/chat.ts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { ackError, ackNumber, DIALOG_FALLBACK, matchName } from './dialog-logic.ts';
import { giftCostText, giftImageLabel, needsStore } from './gift-logic.ts';
import { chatImageForm, checkChatImage, IMAGE_SEND_TEXT, uploadErrorText } from './image-send-logic.ts';
import { detailsCounter, type ReportValues, ZReportFields } from './report-form.ts';

describe('naming the other person', () => {
  it('uses the real name only for a full match', () => {
    expect(matchName({ full_match: 1, real_name: 'Ana Smith', display_name: 'Penguin' })).toBe('Ana Smith');
    expect(matchName({ full_match: 0, real_name: 'Ana Smith', display_name: 'Penguin' })).toBe('Penguin');
    expect(matchName({ full_match: 1, real_name: ' ', display_name: 'Penguin' })).toBe('Penguin');
  });
});

describe('acknowledgements', () => {
  it("shows the server's sentence, or the fallback when it gave none", () => {
    expect(ackError({ success: true })).toBeNull();
    expect(ackError({ success: false, error: 'You need a pebble to send a gift.' })).toBe(
      'You need a pebble to send a gift.',
    );
    expect(ackError({ success: false, error: '' })).toBe(DIALOG_FALLBACK);
  });

  it('reads a number only from a successful answer', () => {
    expect(ackNumber({ success: true, pebbles: 4 }, 'pebbles')).toBe(4);
    expect(ackNumber({ success: true, pebbles: '4' }, 'pebbles')).toBeUndefined();
    expect(ackNumber({ success: false, error: 'no' }, 'pebbles')).toBeUndefined();
  });
});

describe('the gift dialog', () => {
  it('offers the Store when the refusal is about pebbles or the balance cannot pay', () => {
    expect(needsStore(null, 0)).toBe(false);
    expect(needsStore('You need a pebble to send a gift.', 5)).toBe(true);
    expect(needsStore('Not enough Pebbles', undefined)).toBe(true);
    expect(needsStore('Forbidden', 0)).toBe(true);
    expect(needsStore('Forbidden', 3)).toBe(false);
  });

  it('names the cost and each image', () => {
    expect(giftCostText()).toBe('Sending a gift costs 1 pebble.');
    expect(giftImageLabel(3, '  a penguin   on ice ')).toBe('Image 3: a penguin on ice');
    expect(giftImageLabel(1, '')).toBe('Image 1');
    const long = giftImageLabel(2, 'word '.repeat(100));
    expect(long.length).toBeLessThanOrEqual('Image 2: '.length + 80);
    expect(long.endsWith('…')).toBe(true);
  });
});

/** The sheet's check as its form runs it: the report, or the first message of each field. */
function checkReport(values: ReportValues) {
  const parsed = ZReportFields.safeParse(values);
  if (parsed.success) return { ok: true, report: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { ok: false, errors };
}

describe('the report form is checked with ZReportForm', () => {
  it('gives the RULES.md "Validation" messages when nothing is chosen or written', () => {
    expect(checkReport({ reason: '', details: '   ' })).toEqual({
      ok: false,
      errors: { reason: CHAT_MESSAGES.reasonRequired, details: CHAT_MESSAGES.detailsRequired },
    });
  });

  it('accepts only the reasons as RULES.md "Validation" spells them', () => {
    expect(REPORT_REASONS).toEqual(['Harrassment', 'Inappropriate content', 'Fraudulent Behaviour', 'Other']);
    expect(checkReport({ reason: 'Harassment', details: 'x' })).toEqual({
      ok: false,
      errors: { reason: 'Please select a reason for the report.' },
    });
  });

  it('takes 1 to 2000 characters of details, trimmed', () => {
    expect(checkReport({ reason: 'Other', details: ' He was rude. ' })).toEqual({
      ok: true,
      report: { reason: 'Other', details: 'He was rude.' },
    });
    expect(checkReport({ reason: 'Other', details: 'x'.repeat(2000) }).ok).toBe(true);
    expect(checkReport({ reason: 'Other', details: 'x'.repeat(2001) })).toEqual({
      ok: false,
      errors: { details: CHAT_MESSAGES.detailsRequired },
    });
    expect(detailsCounter('abc')).toBe('3/2000');
  });
});

describe('sending an image', () => {
  const file = (type: string, size: number, name = 'photo.jpg') => ({ type, size, name });

  it('takes jpg and png up to 10 MB', () => {
    expect(checkChatImage(file('image/jpeg', 1000))).toBeNull();
    expect(checkChatImage(file('image/png', 10 * 1024 * 1024, 'a.png'))).toBeNull();
    expect(checkChatImage(file('', 10, 'old-phone.JPEG'))).toBeNull();
  });

  it('refuses other types, empty files and files too large', () => {
    expect(checkChatImage(file('image/gif', 10, 'a.gif'))).toBe(IMAGE_SEND_TEXT.wrongType);
    expect(checkChatImage(file('', 10, 'a.heic'))).toBe(IMAGE_SEND_TEXT.wrongType);
    expect(checkChatImage(file('image/jpeg', 0))).toBe(IMAGE_SEND_TEXT.empty);
    expect(checkChatImage(file('image/jpeg', 10 * 1024 * 1024 + 1))).toBe(IMAGE_SEND_TEXT.tooLarge);
  });

  it("turns a failed upload into words: the server's specific sentence, else ours by status", () => {
    expect(uploadErrorText(new ApiError(403, 'Images are for full matches only.', true))).toBe(
      'Images are for full matches only.',
    );
    expect(uploadErrorText(new ApiError(413, ERROR_TEXT.tooLarge, true))).toBe(IMAGE_SEND_TEXT.tooLarge);
    expect(uploadErrorText(new ApiError(415, ERROR_TEXT.unsupportedType, true))).toBe(
      IMAGE_SEND_TEXT.wrongType,
    );
    expect(uploadErrorText(new ApiError(0, ERROR_TEXT.unexpected, false))).toBe(IMAGE_SEND_TEXT.offline);
    expect(uploadErrorText(new ApiError(500, ERROR_TEXT.unexpected, true))).toBe(IMAGE_SEND_TEXT.failed);
    expect(uploadErrorText(new Error('boom'))).toBe(IMAGE_SEND_TEXT.failed);
  });

  it('puts the room before the file in the multipart body', () => {
    const form = chatImageForm('room-1', new Blob(['x'], { type: 'image/png' }), 'a.png');
    expect([...form.keys()]).toEqual(['room', 'file']);
    expect(form.get('room')).toBe('room-1');
    expect((form.get('file') as File).name).toBe('a.png');
  });
});
