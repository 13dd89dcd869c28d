// Media deletions held back while a backup copies the media folder (backup.ts): the database dump is taken first,
// and every file it names must still be there when the copy reaches it. Files are written once under new names
// (written to a temporary file, then renamed), so only a deletion could take one away; held, it happens after.
import type { Storage } from '../storage/storage.ts';

export interface HoldableStorage {
  storage: Storage;
  /** Holds deletions until the returned release runs (it then performs them, in order). Holds nest. */
  hold(): () => Promise<void>;
}

export function holdableStorage(inner: Storage): HoldableStorage {
  let holds = 0;
  let held: (() => Promise<void>)[] = [];

  async function releaseOne(): Promise<void> {
    holds -= 1;
    if (holds > 0) return;
    const due = held;
    held = [];
    for (const deletion of due) await deletion().catch(() => {});
  }

  function deferred(run: () => Promise<void>): Promise<void> {
    if (holds === 0) return run();
    held.push(run);
    return Promise.resolve();
  }

  return {
    storage: {
      ...inner,
      delete: (key) => deferred(() => inner.delete(key)),
      deletePrefix: (prefix) => deferred(() => inner.deletePrefix(prefix)),
    },
    hold() {
      holds += 1;
      let released = false;
      return () => {
        if (released) return Promise.resolve();
        released = true;
        return releaseOne();
      };
    },
  };
}
