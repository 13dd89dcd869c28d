// Where fixed-window counters live. In memory they hold for one server; with REDIS_URL the Redis store
// (redis-limit-store.ts) shares them, so a limit counts a person's hits on every server together.

export interface WindowCount {
  /** Hits in the open window (0 when none is open). */
  count: number;
  /** Milliseconds until the open window ends (0 when none is open). */
  endsInMs: number;
}

export interface LimitStore {
  /** Counts one hit, opening a window of `windowMs` when none is open. */
  increment(key: string, windowMs: number): Promise<WindowCount>;
  /** The open window's count, without counting. */
  read(key: string): Promise<WindowCount>;
  delete(key: string): Promise<void>;
  close(): Promise<void>;
  /** Shared stores only (Redis): whether the counters reach it now, or fall back to this server's memory. */
  connected?(): boolean;
  /** Memory stores only: windows held now (tests check the bound). */
  size?(): number;
}

/** How many windows one server keeps in memory before it evicts (LIMIT_MEMORY_KEYS). */
export const MEMORY_KEYS_DEFAULT = 100_000;

export interface MemoryLimitStoreOptions {
  clock?: () => number;
  /** The most windows held at once; beyond it the least spent are evicted (see below). */
  maxKeys?: number;
}

/**
 * Counters in this process; windows that ended are swept at most once a minute. The map is bounded: at
 * `maxKeys` windows, ended ones go first, then the tenth with the fewest hits (the longest idle among equals).
 * Eviction gives an evicted key its spent hits back, so it picks the least spent: a key near its ceiling outlives
 * every key with fewer hits, and flooding the map with fresh addresses (one hit each) never frees a busy one.
 */
export function createMemoryLimitStore(options: MemoryLimitStoreOptions | (() => number) = {}): LimitStore {
  const { clock = () => Date.now(), maxKeys = MEMORY_KEYS_DEFAULT } =
    typeof options === 'function' ? { clock: options } : options;
  const windows = new Map<string, { count: number; endsAt: number; lastHit: number }>();
  let lastSweep = clock();

  function sweep(now: number, force = false) {
    if (!force && now - lastSweep < 60_000) return;
    lastSweep = now;
    for (const [key, window] of windows) if (window.endsAt <= now) windows.delete(key);
  }

  /** Makes room for one more window. */
  function makeRoom(now: number) {
    if (windows.size < maxKeys) return;
    sweep(now, true);
    if (windows.size < maxKeys) return;
    const batch = Math.max(1, Math.ceil(maxKeys / 10));
    const leastSpent = [...windows].sort(([, a], [, b]) => a.count - b.count || a.lastHit - b.lastHit);
    for (const [key] of leastSpent.slice(0, batch)) windows.delete(key);
  }

  return {
    async increment(key, windowMs) {
      const now = clock();
      sweep(now);
      let window = windows.get(key);
      if (!window || window.endsAt <= now) {
        if (!window) makeRoom(now);
        window = { count: 0, endsAt: now + windowMs, lastHit: now };
        windows.set(key, window);
      }
      window.count += 1;
      window.lastHit = now;
      return { count: window.count, endsInMs: window.endsAt - now };
    },
    async read(key) {
      const now = clock();
      const window = windows.get(key);
      if (!window || window.endsAt <= now) return { count: 0, endsInMs: 0 };
      return { count: window.count, endsInMs: window.endsAt - now };
    },
    async delete(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
    size: () => windows.size,
  };
}
