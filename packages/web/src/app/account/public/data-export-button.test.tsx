// 'Download my data': one press downloads the zip while a progress bar says so and the button cannot be pressed
// again, then says what was saved; a refusal shows its sentence with Try again; a lost session goes to /app.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../testing/render.tsx';
import { DataExportButton } from './data-export-button.tsx';

/** A download the test lets go when it chooses. */
function heldDownload() {
  let release: (response: Response) => void = () => undefined;
  const response = new Promise<Response>((resolve) => {
    release = resolve;
  });
  const fetch = vi.fn(() => response);
  vi.stubGlobal('fetch', fetch);
  return { fetch, release };
}

const zip = (bytes: number) =>
  new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Length': String(bytes),
      'Content-Disposition': 'attachment; filename="rookery-data.zip"',
    },
  });

const refusal = (status: number, error: string) =>
  new Response(JSON.stringify({ success: false, error }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

describe('DataExportButton', () => {
  it('downloads once, with a progress bar meanwhile, then says what was saved', async () => {
    const download = heldDownload();
    const { user } = renderInApp(<DataExportButton />, { at: '/app/settings' });
    const button = screen.getByRole('button', { name: /Download my data/ });
    await user.click(button);

    expect(await screen.findByRole('progressbar', { name: 'Download progress' })).toBeTruthy();
    expect(button).toHaveProperty('disabled', true);
    await user.click(button);
    expect(download.fetch).toHaveBeenCalledTimes(1);

    download.release(zip(2048));
    expect((await screen.findByRole('status')).textContent).toBe('Saved rookery-data.zip (2 KB)');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(button).toHaveProperty('disabled', false);
  });

  it('shows a refusal in its own words, and Try again asks once more', async () => {
    const download = heldDownload();
    const { user } = renderInApp(<DataExportButton />, { at: '/app/settings' });
    await user.click(screen.getByRole('button', { name: /Download my data/ }));
    download.release(refusal(429, 'Too many requests, please try again later.'));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Too many requests, please try again later.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(download.fetch).toHaveBeenCalledTimes(2));
  });

  it('goes to /app when the session has ended, saying nothing', async () => {
    const download = heldDownload();
    const { user, location } = renderInApp(<DataExportButton />, { at: '/app/settings' });
    await user.click(screen.getByRole('button', { name: /Download my data/ }));
    download.release(refusal(401, 'Unauthorized'));

    await waitFor(() => expect(location().pathname).toBe('/app'));
  });
});
