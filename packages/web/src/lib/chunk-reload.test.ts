// The reload-once guard: a failed chunk reloads the page, a second failure soon after does not (no loop), and a
// failure long after the last reload (another deployment) reloads again.
import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_GAP_MS, type ReloadDeps, reloadOnce, withChunkReload } from './chunk-reload.ts';

function fakeDeps(start = 1_000_000): ReloadDeps & { clock: { t: number }; reloads: number } {
  const items = new Map<string, string>();
  const clock = { t: start };
  const deps = {
    clock,
    reloads: 0,
    storage: {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
    },
    reload: () => {
      deps.reloads += 1;
    },
    now: () => clock.t,
  };
  return deps;
}

describe('reloadOnce', () => {
  it('reloads the first time, not again within the gap, and again after it', () => {
    const deps = fakeDeps();
    expect(reloadOnce(deps)).toBe(true);
    deps.clock.t += 5_000;
    expect(reloadOnce(deps)).toBe(false);
    expect(deps.reloads).toBe(1);
    deps.clock.t += CHUNK_RELOAD_GAP_MS;
    expect(reloadOnce(deps)).toBe(true);
    expect(deps.reloads).toBe(2);
  });

  it('never reloads without storage to remember it in', () => {
    const reload = vi.fn();
    expect(reloadOnce({ storage: null, reload, now: () => 1 })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('withChunkReload', () => {
  it('passes a loaded module through without reloading', async () => {
    const deps = fakeDeps();
    await expect(
      withChunkReload(
        async () => ({ ok: 1 }),
        () => deps,
      )(),
    ).resolves.toEqual({ ok: 1 });
    expect(deps.reloads).toBe(0);
  });

  it('reloads on the first failure (and never settles), rethrows the second', async () => {
    const deps = fakeDeps();
    const failing = withChunkReload(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      () => deps,
    );
    const first = failing();
    const settled = await Promise.race([
      first.then(
        () => 'settled',
        () => 'settled',
      ),
      Promise.resolve('pending'),
    ]);
    expect(settled).toBe('pending');
    expect(deps.reloads).toBe(1);
    await expect(failing()).rejects.toThrow('dynamically imported module');
    expect(deps.reloads).toBe(1);
  });

  it("waits for the reload when Vite's preload handler took the failure (the module is undefined)", async () => {
    const deps = fakeDeps();
    const taken = withChunkReload(
      async () => undefined,
      () => deps,
    )();
    const settled = await Promise.race([
      taken.then(
        () => 'settled',
        () => 'settled',
      ),
      new Promise((resolve) => setTimeout(() => resolve('pending'), 20)),
    ]);
    expect(settled).toBe('pending');
  });
});
