// Whether this server's disk is full: a write that failed for want of space says so here, and the data
// folder's free space is read when /readyz asks, so readiness reports a full disk while /healthz stays green.
import { statfs } from 'node:fs/promises';

/** A write refused for want of space counts as "full" for this long, even if a little space came back since. */
const REMEMBER_MS = 60_000;
/** Less free space than this in the data folder is full: PostgreSQL and PGlite need room for their next segment. */
const FULL_BELOW_BYTES = 16 * 1024 * 1024;

export type DiskState = 'ok' | 'full';

export interface DiskSpace {
  /** A write just failed with ENOSPC (or the database's disk_full). */
  noteFull(): void;
  state(): Promise<DiskState>;
}

export function createDiskSpace(dataDir: string, clock: () => number = Date.now): DiskSpace {
  let fullAt = Number.NEGATIVE_INFINITY;
  return {
    noteFull() {
      fullAt = clock();
    },
    async state() {
      if (clock() - fullAt < REMEMBER_MS) return 'full';
      try {
        const found = await statfs(dataDir);
        return found.bavail * found.bsize < FULL_BELOW_BYTES ? 'full' : 'ok';
      } catch {
        // A folder that cannot be read is not a full one; the writes themselves will say more.
        return 'ok';
      }
    },
  };
}
