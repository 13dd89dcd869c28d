// Update detection: a different build id means an update, the same or an unknown one does not, the development
// server never does; the store tells its listeners once and Reload runs what the service worker code handed it.
import { describe, expect, it, vi } from 'vitest';
import { createUpdateStore, isNewBuild, loadedBuild } from './update-state.ts';

describe('isNewBuild', () => {
  it('is an update only when both ids are known, real builds and different', () => {
    expect(isNewBuild('a1b2c3d4e5f6', 'f6e5d4c3b2a1')).toBe(true);
    expect(isNewBuild('a1b2c3d4e5f6', 'a1b2c3d4e5f6')).toBe(false);
    expect(isNewBuild(null, 'a1b2c3d4e5f6')).toBe(false);
    expect(isNewBuild('a1b2c3d4e5f6', null)).toBe(false);
    expect(isNewBuild('dev', 'a1b2c3d4e5f6')).toBe(false);
    expect(isNewBuild('a1b2c3d4e5f6', 'dev')).toBe(false);
  });
});

describe('loadedBuild', () => {
  it("reads the shell's meta, or null without one", () => {
    const withMeta = { querySelector: () => ({ content: 'abc123' }) } as unknown as Document;
    const without = { querySelector: () => null } as unknown as Document;
    expect(loadedBuild(withMeta)).toBe('abc123');
    expect(loadedBuild(without)).toBeNull();
  });
});

describe('createUpdateStore', () => {
  it('tells listeners once, and Reload runs the latest handover (or the plain reload)', () => {
    const reload = vi.fn();
    const store = createUpdateStore(reload);
    const heard = vi.fn();
    store.subscribe(heard);
    expect(store.getSnapshot()).toBe(false);
    store.apply();
    expect(reload).toHaveBeenCalledTimes(1);

    const handover = vi.fn();
    store.ready();
    store.ready(handover);
    expect(store.getSnapshot()).toBe(true);
    expect(heard).toHaveBeenCalledTimes(1);
    store.apply();
    expect(handover).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
