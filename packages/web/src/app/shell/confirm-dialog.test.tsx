// The one Yes/No question (ConfirmDialog on AppDialog and the Radix Modal): where focus goes on opening, what
// closes it and where focus goes back to, and that nothing closes it while Yes runs.
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../testing/render.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

interface QuestionProps {
  onYes?: () => void;
  focusNo?: boolean;
  pending?: boolean;
  error?: string;
}

/** A screen's button that asks the question, as the screens hold it (open in the screen's state). */
function DeletePhoto({ onYes, focusNo, pending, error }: QuestionProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete photo
      </button>
      <ConfirmDialog
        open={open}
        title="Delete this photo?"
        onYes={onYes}
        onNo={() => setOpen(false)}
        focusNo={focusNo}
        pending={pending}
        pendingLabel="Deleting…"
        error={error}
      >
        It goes from your profile for good.
      </ConfirmDialog>
    </>
  );
}

describe('ConfirmDialog', () => {
  it('opens named by its question, with focus on Yes', async () => {
    const { user } = renderInApp(<DeletePhoto />);
    await user.click(screen.getByRole('button', { name: 'Delete photo' }));

    const dialog = screen.getByRole('dialog', { name: 'Delete this photo?' });
    expect(dialog.textContent).toContain('It goes from your profile for good.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Yes' }));
  });

  it('closes on Escape without answering Yes, and gives focus back to the button that opened it', async () => {
    const onYes = vi.fn();
    const { user } = renderInApp(<DeletePhoto onYes={onYes} />);
    const opener = screen.getByRole('button', { name: 'Delete photo' });
    await user.click(opener);
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(onYes).not.toHaveBeenCalled();
  });

  it('puts focus on No for a question that cannot be undone; No closes it and focus goes back', async () => {
    const { user } = renderInApp(<DeletePhoto focusNo />);
    const opener = screen.getByRole('button', { name: 'Delete photo' });
    await user.click(opener);

    const no = screen.getByRole('button', { name: 'No' });
    expect(document.activeElement).toBe(no);
    await user.click(no);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('runs the action on Yes and stays open for the answer', async () => {
    const onYes = vi.fn();
    const { user } = renderInApp(<DeletePhoto onYes={onYes} />);
    await user.click(screen.getByRole('button', { name: 'Delete photo' }));
    await user.click(screen.getByRole('button', { name: 'Yes' }));

    expect(onYes).toHaveBeenCalledOnce();
    expect(screen.getByRole('dialog', { name: 'Delete this photo?' })).toBeTruthy();
  });

  it('while Yes runs, says so and cannot be answered or closed again', async () => {
    const onYes = vi.fn();
    const { user } = renderInApp(<DeletePhoto onYes={onYes} pending />);
    await user.click(screen.getByRole('button', { name: 'Delete photo' }));

    const busy = screen.getByRole('button', { name: 'Deleting…' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(busy).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'No' })).toHaveProperty('disabled', true);
    await user.click(busy);
    await user.keyboard('{Escape}');

    expect(onYes).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Delete this photo?' })).toBeTruthy();
  });

  it('shows a refusal inside the question, where it was answered', async () => {
    const { user } = renderInApp(<DeletePhoto error="Too many attempts, please try again later." />);
    await user.click(screen.getByRole('button', { name: 'Delete photo' }));

    const dialog = screen.getByRole('dialog', { name: 'Delete this photo?' });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Too many attempts, please try again later.');
    expect(dialog.contains(alert)).toBe(true);
  });
});
