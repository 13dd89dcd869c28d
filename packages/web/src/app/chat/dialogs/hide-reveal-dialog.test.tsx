// "Hide my photos and name again": Yes hides once while the question says so and stays open, then closes; a refusal
// shows inside the question.
import { REVEAL_TEXT } from '@rookery/shared/api/chat.actions.ts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { heldAnswer, refuse, type StandInHandlers, standInApi } from '../../../testing/api-stand-in.ts';
import { matchWithPip } from '../../../testing/people.ts';
import { renderInApp } from '../../../testing/render.tsx';
import type { ChatEmit } from '../public/chat-types.ts';
import { ConfirmHideFullProfile } from './hide-reveal-dialog.tsx';

function setUp(handlers: StandInHandlers) {
  const api = standInApi(handlers);
  const onClose = vi.fn();
  const view = renderInApp(
    <ConfirmHideFullProfile
      open
      onClose={onClose}
      match={matchWithPip({ full_match: 1 })}
      emit={vi.fn<ChatEmit>()}
    />,
    { at: '/app/chat' },
  );
  return { ...view, api, onClose };
}

describe('ConfirmHideFullProfile', () => {
  it('hides once, the question open and busy meanwhile, then closes', async () => {
    const hidden = heldAnswer<{ full_match: 0 }>();
    const { user, api, onClose } = setUp({ hidefullprofile: () => hidden.promise });
    expect(screen.getByRole('dialog', { name: 'Hide my photos and name again?' }).textContent).toContain(
      REVEAL_TEXT.confirm,
    );
    await user.click(screen.getByRole('button', { name: 'Hide them' }));
    await waitFor(() => expect(api.inputsOf('hidefullprofile')).toEqual([{ room: 'm-1' }]));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();

    hidden.release({ full_match: 0 });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it("shows the server's refusal inside the question", async () => {
    const { user, onClose } = setUp({ hidefullprofile: () => refuse(403, 'This match is not full.') });
    await user.click(screen.getByRole('button', { name: 'Hide them' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This match is not full.');
    expect(onClose).not.toHaveBeenCalled();
  });
});
