// A new build replaces the hashed chunk files, so a tab opened before a deployment fails to load a screen it has
// not loaded yet ("Failed to fetch dynamically imported module"). Such a failure reloads the page once, onto the
// new build; the time of that reload is kept in sessionStorage, so a chunk that fails again (a real outage)
// shows its error instead of reloading in a loop.

const KEY = 'rookery:chunk-reload';
/** A second failure within this long after a reload is not fixed by reloading again. */
export const CHUNK_RELOAD_GAP_MS = 60_000;

export interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  reload: () => void;
  now: () => number;
}

function browserDeps(): ReloadDeps {
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    // Storage refused (private mode settings): without a guard, never reload.
  }
  return { storage, reload: () => window.location.reload(), now: Date.now };
}

/** Reloads unless it already did so moments ago; says whether it did. */
export function reloadOnce(deps: ReloadDeps = browserDeps()): boolean {
  const { storage, reload, now } = deps;
  if (!storage) return false;
  const last = Number(storage.getItem(KEY) ?? 0);
  if (Number.isFinite(last) && now() - last < CHUNK_RELOAD_GAP_MS) return false;
  try {
    storage.setItem(KEY, String(now()));
  } catch {
    return false;
  }
  reload();
  return true;
}

/**
 * A lazy import that reloads the page once when its chunk cannot be fetched. While the page reloads the promise
 * never settles (no error screen flashes first); otherwise the error goes on to the route's error handling.
 */
export function withChunkReload<M>(load: () => Promise<M>, deps?: () => ReloadDeps): () => Promise<M> {
  return async () => {
    try {
      const loaded = await load();
      // Vite's preload helper resolves with nothing when main.tsx's vite:preloadError handler took the failure (and
      // is reloading the page): wait for the reload rather than render a page from a missing module.
      if (loaded === undefined) return new Promise<M>(() => undefined);
      return loaded;
    } catch (error) {
      if (reloadOnce(deps?.())) return new Promise<M>(() => undefined);
      throw error;
    }
  };
}
