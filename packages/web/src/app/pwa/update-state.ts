// Whether a newer build of the app is ready: a small store the banner reads, and the rule for
// telling a new build from the one the page was loaded from. Kept apart from the service worker code, which
// loads after the first paint, so the banner costs the first /app route almost nothing.
import { BUILD_META_NAME, DEV_BUILD_ID } from '@rookery/shared/installable-app.ts';

/** True when the server serves a different build than the page's (never for the development server). */
export function isNewBuild(loaded: string | null, served: string | null): boolean {
  if (!loaded || !served || loaded === DEV_BUILD_ID || served === DEV_BUILD_ID) return false;
  return loaded !== served;
}

/** The build id the /app shell was served with (its <meta>), or null outside /app. */
export function loadedBuild(doc: Pick<Document, 'querySelector'> = document): string | null {
  return doc.querySelector<HTMLMetaElement>(`meta[name="${BUILD_META_NAME}"]`)?.content || null;
}

export interface UpdateStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): boolean;
  /** A newer build is ready; `apply` is what Reload does (hands over to the waiting worker first, if any). */
  ready(apply?: () => void): void;
  apply(): void;
}

export function createUpdateStore(reload: () => void): UpdateStore {
  let isReady = false;
  let applyUpdate = reload;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => isReady,
    ready(apply) {
      if (apply) applyUpdate = apply;
      if (isReady) return;
      isReady = true;
      for (const listener of [...listeners]) listener();
    },
    apply: () => applyUpdate(),
  };
}

export const appUpdate = createUpdateStore(() => window.location.reload());
