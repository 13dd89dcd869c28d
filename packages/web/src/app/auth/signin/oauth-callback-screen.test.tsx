// The provider's way back: an answer this tab did not start is refused in words before the server is asked; a
// refusal of the server is its own sentence.
import { screen } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { refuse, standInApi } from '../../../testing/api-stand-in.ts';
import { renderInApp } from '../../../testing/render.tsx';
import { startState } from './oauth.ts';
import { OAuthCallbackScreen } from './oauth-callback-screen.tsx';

describe('OAuthCallbackScreen', () => {
  it('refuses an answer this tab did not start, without asking the server', async () => {
    const api = standInApi({});
    renderInApp(<OAuthCallbackScreen provider="facebook" />, { at: '/app/oauth/facebook' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This Facebook sign-in was not started here, or it has expired. Please try again.',
    );
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/app/signin');
    expect(api.calls).toEqual([]);
  });

  it("shows the server's refusal of the provider's token", async () => {
    const state = startState('facebook');
    window.history.replaceState(null, '', `/app/oauth/facebook#access_token=tok&state=${state}`);
    onTestFinished(() => window.history.replaceState(null, '', '/app'));
    const api = standInApi({ '/signin': () => refuse(401, 'Facebook sign-in failed') });
    renderInApp(<OAuthCallbackScreen provider="facebook" />, { at: '/app/oauth/facebook' });
    expect((await screen.findByRole('alert')).textContent).toBe('Facebook sign-in failed');
    expect(api.inputsOf('/signin')).toHaveLength(1);
  });
});
