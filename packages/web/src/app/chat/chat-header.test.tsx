// The chat's top bar: the name a match level shows, what the line under it says, the call buttons a level allows,
// the picture menu (menu-button pattern: focus in, arrows, Escape back to the button) and Back.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { matchWithPip } from '../../testing/people.ts';
import { type InAppOptions, renderInApp } from '../../testing/render.tsx';
import { ChatHeader } from './chat-header.tsx';
import type { MatchData } from './public/chat-types.ts';

const BASIC = matchWithPip({ imageid: 'img-1' });
const FULL: MatchData = { ...BASIC, full_match: 1, real_name: 'Philippa Jones' };

function renderHeader(
  match: MatchData,
  props: { online?: boolean; appOnline?: boolean } = {},
  options: InAppOptions = {},
) {
  const onChoose = vi.fn();
  const onCall = vi.fn();
  const view = renderInApp(
    <ChatHeader
      match={match}
      online={props.online ?? false}
      appOnline={props.appOnline}
      onChoose={onChoose}
      onCall={onCall}
    />,
    { at: '/app/chat', ...options },
  );
  return { ...view, onChoose, onCall };
}

describe('ChatHeader', () => {
  it('names a basic match by their display name, with a voice call only', async () => {
    const { user, onCall } = renderHeader(BASIC);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Pip');
    expect(screen.getByText('Match')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Video call' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Voice call' }));
    expect(onCall).toHaveBeenCalledExactlyOnceWith('audio');
  });

  it('names a full match by their real name, with video too and the choice to hide again', async () => {
    const { user, onCall } = renderHeader(FULL);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Philippa Jones');
    expect(screen.getByText('Full match')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Video call' }));
    expect(onCall).toHaveBeenCalledExactlyOnceWith('video');

    await user.click(screen.getByRole('button', { name: 'Philippa Jones: profile menu' }));
    const menu = screen.getByRole('list', { name: "Philippa Jones's profile menu" });
    expect(
      within(menu)
        .getAllByRole('button')
        .map((item) => item.textContent),
    ).toEqual(['View Profile', 'Hide my photos and name again', 'Unmatch', 'Report', 'Block']);
  });

  it('says when they are here, or have the app open, and shows the Verified badge', () => {
    const { unmount } = renderHeader({ ...BASIC, verified: 1 }, { online: true });
    expect(screen.getByRole('button', { name: 'Pip, online: profile menu' })).toBeTruthy();
    expect(screen.getByText('Online now')).toBeTruthy();
    expect(screen.getByText('Verified').getAttribute('title')).toMatch(/^Passed a face check/);
    unmount();

    renderHeader(BASIC, { appOnline: true });
    expect(screen.getByText('Online now')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pip: profile menu' })).toBeTruthy();
    expect(screen.queryByText('Verified')).toBeNull();
  });

  it('opens the picture menu with focus on its first item, moves by arrows and closes on Escape', async () => {
    const { user, onChoose } = renderHeader(BASIC);
    const button = screen.getByRole('button', { name: 'Pip: profile menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('list', { name: "Pip's profile menu" })).toBeNull();

    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'View Profile' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Unmatch' }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Block' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'View Profile' }));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('list', { name: "Pip's profile menu" })).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('tells the screen what was chosen, closes the menu and leaves focus on its button', async () => {
    const { user, onChoose } = renderHeader(BASIC);
    const button = screen.getByRole('button', { name: 'Pip: profile menu' });
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Report' }));

    expect(onChoose).toHaveBeenCalledExactlyOnceWith('report');
    expect(screen.queryByRole('list', { name: "Pip's profile menu" })).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes the menu on a press outside it', async () => {
    const { user } = renderHeader(BASIC);
    await user.click(screen.getByRole('button', { name: 'Pip: profile menu' }));
    await user.click(screen.getByRole('heading', { level: 1 }));

    expect(screen.queryByRole('list', { name: "Pip's profile menu" })).toBeNull();
  });

  it('shows a deleted account as such: no picture menu and no calls', () => {
    renderHeader({ ...FULL, user_id: '', deleted: 1, verified: 1 });

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Deleted user');
    expect(screen.getByText('Account deleted')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /profile menu/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /call/ })).toBeNull();
    expect(screen.queryByText('Verified')).toBeNull();
  });

  it('goes back to the page before, or to the matches when the chat was opened first', async () => {
    const first = renderHeader(BASIC);
    await first.user.click(screen.getByRole('button', { name: 'Back' }));
    expect(first.location().pathname).toBe('/app/matches');
    first.unmount();

    const after = renderHeader(BASIC, {}, { before: ['/app/notifications'] });
    await after.user.click(screen.getByRole('button', { name: 'Back' }));
    expect(after.location().pathname).toBe('/app/notifications');
  });
});
