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
}

/** Counters in this process; windows that ended are swept at most once a minute. */
export function createMemoryLimitStore(clock: () => number = () => Date.now()): LimitStore {
  const windows = new Map<string, { count: number; endsAt: number }>();
  let lastSweep = clock();

  function sweep(now: number) {
    if (now - lastSweep < 60_000) return;
    lastSweep = now;
    for (const [key, window] of windows) if (window.endsAt <= now) windows.delete(key);
  }

  return {
    async increment(key, windowMs) {
      const now = clock();
      sweep(now);
      let window = windows.get(key);
      if (!window || window.endsAt <= now) {
        window = { count: 0, endsAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
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
  };
}
