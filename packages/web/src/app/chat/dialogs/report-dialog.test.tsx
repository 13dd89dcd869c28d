// The chat's Report sheet: the RULES.md "Validation" messages as the sheet shows them, the report sent once with the
// match's ids, the sheet held open while it goes, a refusal shown in the sheet, and the thank-you that leaves the
// chat.
import type { Ack } from '@rookery/shared/events.ts';
import { CHAT_MESSAGES } from '@rookery/shared/schemas/chat.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { matchWithPip } from '../../../testing/people.ts';
import { renderInApp } from '../../../testing/render.tsx';
import type { ChatEmit } from '../public/chat-types.ts';
import { ReportDialog } from './report-dialog.tsx';

const MATCH = matchWithPip();

type Answer = Ack<Record<string, unknown>>;

/** The chat screen's part: the picture menu's Report opens the sheet, and closing it puts it away. */
function ChatWithReport({ emit, onDone }: { emit: ChatEmit; onDone: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Report
      </button>
      <ReportDialog open={open} onClose={() => setOpen(false)} match={MATCH} emit={emit} onDone={onDone} />
    </>
  );
}

function setUp(answer: () => Promise<Answer> = async () => ({ success: true })) {
  const emit = vi.fn<ChatEmit>(answer);
  const onDone = vi.fn();
  const view = renderInApp(<ChatWithReport emit={emit} onDone={onDone} />, {
    at: '/app/chat',
  });
  return { ...view, emit, onDone };
}

async function openSheet(user: ReturnType<typeof setUp>['user']) {
  const opener = screen.getByRole('button', { name: 'Report' });
  await user.click(opener);
  return { opener, sheet: screen.getByRole('dialog', { name: 'Report Pip' }) };
}

describe('ReportDialog', () => {
  it('opens named for the match and says what reporting does', async () => {
    const { user } = setUp();
    const { sheet } = await openSheet(user);

    expect(sheet.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      screen.getByText(/Reporting ends your match with Pip straight away, for both of you\./),
    ).toBeTruthy();
    expect(
      within(sheet)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Harassment', 'Inappropriate content', 'Fraudulent behaviour', 'Other']);
  });

  it('sends nothing without a reason and details, and says what is missing under each', async () => {
    const { user, emit } = setUp();
    await openSheet(user);
    await user.click(screen.getByRole('button', { name: 'Send Report' }));

    expect(
      screen.getByRole('group', { name: 'Reason', description: CHAT_MESSAGES.reasonRequired }),
    ).toBeTruthy();
    const details = screen.getByRole('textbox', { name: 'Details' });
    expect(details.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { description: `${CHAT_MESSAGES.detailsRequired} 0/2000` })).toBe(
      details,
    );
    expect(emit).not.toHaveBeenCalled();
  });

  it('takes each message away as its field is put right, and counts the details', async () => {
    const { user } = setUp();
    await openSheet(user);
    await user.click(screen.getByRole('button', { name: 'Send Report' }));
    await user.click(screen.getByRole('radio', { name: 'Inappropriate content' }));
    expect(screen.queryByText(CHAT_MESSAGES.reasonRequired)).toBeNull();
    expect(screen.getByText(CHAT_MESSAGES.detailsRequired)).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Details' }), 'Rude to me');
    expect(screen.queryByText(CHAT_MESSAGES.detailsRequired)).toBeNull();
    expect(screen.getByText('10/2000')).toBeTruthy();
  });

  it('only spaces are no details', async () => {
    const { user, emit } = setUp();
    await openSheet(user);
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    await user.type(screen.getByRole('textbox', { name: 'Details' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Send Report' }));

    expect(screen.getByText(CHAT_MESSAGES.detailsRequired)).toBeTruthy();
    expect(emit).not.toHaveBeenCalled();
  });

  it('sends the report once with the match, stays while it goes, then thanks and leaves the chat on OK', async () => {
    let answer: (ack: Answer) => void = () => undefined;
    const { user, emit, onDone } = setUp(() => new Promise<Answer>((resolve) => (answer = resolve)));
    await openSheet(user);
    await user.click(screen.getByRole('radio', { name: 'Harassment' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Details' }),
      '  Kept messaging after I said stop.  ',
    );
    await user.click(screen.getByRole('button', { name: 'Send Report' }));

    expect(emit).toHaveBeenCalledExactlyOnceWith('report', {
      room: 'm-1',
      unmatcher: 'u-me',
      unmatchee: 'u-pip',
      full_match: 0,
      reason: 'Harrassment',
      details: 'Kept messaging after I said stop.',
    });
    const sending = screen.getByRole('button', { name: 'Sending…' });
    expect(sending).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveProperty('disabled', true);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Report Pip' })).toBeTruthy();

    answer({ success: true });
    const thanks = await screen.findByRole('dialog', { name: 'Thank you for telling us' });
    expect(thanks.textContent).toContain('Your match with Pip has ended and your report is with our team.');
    expect(onDone).not.toHaveBeenCalled();
    await user.click(within(thanks).getByRole('button', { name: 'OK' }));
    expect(onDone).toHaveBeenCalledOnce();
  });

  it("shows the server's refusal above Send Report and keeps what was written", async () => {
    const refusal = 'You have sent too many reports today. Please try again tomorrow.';
    const { user } = setUp(async () => ({ success: false, error: refusal }));
    await openSheet(user);
    await user.click(screen.getByRole('radio', { name: 'Fraudulent behaviour' }));
    await user.type(screen.getByRole('textbox', { name: 'Details' }), 'Asked me for money');
    await user.click(screen.getByRole('button', { name: 'Send Report' }));

    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(screen.getByRole('radio', { name: 'Fraudulent behaviour' })).toHaveProperty('checked', true);
    expect(screen.getByRole('textbox', { name: 'Details' })).toHaveProperty('value', 'Asked me for money');
    expect(screen.getByRole('button', { name: 'Send Report' })).toHaveProperty('disabled', false);
  });

  it('closes on Escape before anything is sent, and gives focus back to Report', async () => {
    const { user, emit } = setUp();
    const { opener } = await openSheet(user);
    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
    expect(emit).not.toHaveBeenCalled();
  });
});
