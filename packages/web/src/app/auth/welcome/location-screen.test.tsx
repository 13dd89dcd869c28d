// /app/location: Allow hands the browser's position to logincheck and goes on to /app; a blocked or missing
// position is said in words a person can act on, with a retry.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { type StandInHandlers, standInApi } from '../../../testing/api-stand-in.ts';
import { renderInApp } from '../../../testing/render.tsx';
import { LocationScreen } from './location-screen.tsx';

function withPosition(answer: (ok: PositionCallback, fail: PositionErrorCallback) => void) {
  const geolocation = { getCurrentPosition: answer } as unknown as Geolocation;
  // happy-dom has no position to give: this page's own, taken back after the test.
  Object.defineProperty(navigator, 'geolocation', { configurable: true, get: () => geolocation });
  onTestFinished(() => {
    Reflect.deleteProperty(navigator, 'geolocation');
  });
}

function renderLocation(handlers: StandInHandlers = {}) {
  const api = standInApi(handlers);
  return { ...renderInApp(<LocationScreen />, { at: '/app/location' }), api };
}

describe('LocationScreen', () => {
  it('gives logincheck the position and goes on to /app', async () => {
    withPosition((ok) =>
      ok({
        coords: { latitude: -36.8, longitude: 174.7, accuracy: 12 },
        timestamp: 5,
      } as GeolocationPosition),
    );
    const { user, api, location } = renderLocation({ logincheck: () => ({}) as never });
    await user.click(screen.getByRole('button', { name: 'Allow location' }));
    await waitFor(() => expect(location().pathname).toBe('/app'));
    expect(api.inputsOf('logincheck')).toHaveLength(1);
  });

  it('says how to allow a blocked location, and asks again on Try again', async () => {
    const ask = vi.fn((_ok: PositionCallback, fail: PositionErrorCallback) =>
      fail({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError),
    );
    withPosition(ask);
    const { user, api } = renderLocation();
    await user.click(screen.getByRole('button', { name: 'Allow location' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      "Location is blocked for this site. Allow it in your browser's site settings, then try again.",
    );
    expect(api.calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(ask).toHaveBeenCalledTimes(2));
  });

  it('says the location could not be had when the browser gave none', async () => {
    withPosition((_ok, fail) => fail({ code: 3, PERMISSION_DENIED: 1 } as GeolocationPositionError));
    const { user } = renderLocation();
    await user.click(screen.getByRole('button', { name: 'Allow location' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      "We couldn't get your location. Check that location is allowed for this site and try again.",
    );
  });
});
