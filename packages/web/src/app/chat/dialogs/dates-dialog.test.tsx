// The Dates sheet's Request a Date: RULES.md "Validation"'s messages under When and Where (and gone once fixed),
// the request sent once while the button says Sending…, a refusal shown in the sheet, and the form emptied after.
import type { Ack } from '@rookery/shared/events.ts';
import { CHAT_MESSAGES } from '@rookery/shared/schemas/chat.ts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { matchWithPip } from '../../../testing/people.ts';
import { renderInApp } from '../../../testing/render.tsx';
import type { ChatEmit } from '../public/chat-types.ts';
import { DatesDialog } from './dates-dialog.tsx';

type Answer = Ack<Record<string, unknown>>;

function setUp(setdate: () => Promise<Answer> = async () => ({ success: true })) {
  const emit = vi.fn<ChatEmit>(async (event) =>
    event === 'setdate' ? setdate() : { success: true, dates: [] },
  );
  const view = renderInApp(
    <DatesDialog open onClose={() => {}} match={matchWithPip()} emit={emit} dates={[]} />,
    { at: '/app/chat' },
  );
  return { ...view, emit, sent: () => emit.mock.calls.filter(([event]) => event === 'setdate') };
}

/** Tomorrow from the calendar, and a time. */
async function pickWhen(user: ReturnType<typeof setUp>['user']) {
  const today = new Date();
  const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
  await user.click(screen.getByRole('button', { name: /Day/ }));
  if (tomorrow.getMonth() !== today.getMonth())
    await user.click(screen.getByRole('button', { name: /next month/i }));
  const days = within(screen.getByRole('grid'));
  const day = days.getAllByRole('button').find((one) => one.textContent === String(tomorrow.getDate()));
  if (!day) throw new Error('The calendar has no tomorrow');
  await user.click(day);
  await user.type(screen.getByLabelText('Time'), '19:30');
}

describe('DatesDialog: Request a Date', () => {
  it('says what is missing under When and Where, and sends nothing; a fixed field loses its message', async () => {
    const { user, sent } = setUp();
    await user.click(await screen.findByRole('button', { name: 'Request a Date' }));
    expect(await screen.findByText(CHAT_MESSAGES.dateRequired)).toBeTruthy();
    expect(screen.getByText(CHAT_MESSAGES.locationRequired)).toBeTruthy();
    expect(sent()).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /Where/ }), 'Te Papa');
    expect(screen.queryByText(CHAT_MESSAGES.locationRequired)).toBeNull();
    expect(screen.getByText(CHAT_MESSAGES.dateRequired)).toBeTruthy();
  });

  it('sends once while it says Sending…, then says so and empties the form', async () => {
    let answer: (value: Answer) => void = () => undefined;
    const { user, sent } = setUp(() => new Promise((resolve) => (answer = resolve)));
    await pickWhen(user);
    await user.type(screen.getByRole('textbox', { name: /Where/ }), '  Te Papa café ');
    await user.click(screen.getByRole('button', { name: 'Request a Date' }));

    const sending = await screen.findByRole('button', { name: 'Sending…' });
    expect(sending).toHaveProperty('disabled', true);
    await user.click(sending);
    expect(sent()).toHaveLength(1);
    expect(sent()[0]?.[1]).toMatchObject({
      room: 'm-1',
      requestor: 'u-me',
      requestee: 'u-pip',
      location: 'Te Papa café',
    });

    answer({ success: true });
    expect(
      await screen.findByText(/^You requested a date for .+\. Pip can accept or decline it in the chat\.$/),
    ).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Where/ })).toHaveProperty('value', '');
  });

  it("shows the server's refusal in the sheet and keeps what was written", async () => {
    const { user } = setUp(async () => ({ success: false, error: 'Too many date requests, try later.' }));
    await pickWhen(user);
    await user.type(screen.getByRole('textbox', { name: /Where/ }), 'Te Papa');
    await user.click(screen.getByRole('button', { name: 'Request a Date' }));
    expect(await screen.findByText('Too many date requests, try later.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Where/ })).toHaveProperty('value', 'Te Papa');
  });
});
