// The server's `resync` reaches every client at once when Redis is back; each client answers after a
// moment of its own, so the servers are not asked by everyone in the same instant. Resyncs heard meanwhile (one from
// each server) are answered once, from the earliest gap. No React here, so it is tested with fake timers.

/** Spread over this long: every message must be back within 5 s of Redis returning. */
export const RESYNC_SPREAD_MS = 1500;

export interface ResyncSpreader {
  heard(since: string): void;
  stop(): void;
}

export function spreadResyncs(
  answer: (since: string) => void,
  random: () => number = Math.random,
  spreadMs = RESYNC_SPREAD_MS,
): ResyncSpreader {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let earliest: string | undefined;
  return {
    heard(since) {
      // ISO 8601 times in UTC compare as strings.
      earliest = earliest !== undefined && earliest < since ? earliest : since;
      if (timer !== undefined) return;
      timer = setTimeout(() => {
        const from = earliest as string;
        timer = undefined;
        earliest = undefined;
        answer(from);
      }, random() * spreadMs);
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
      earliest = undefined;
    },
  };
}
