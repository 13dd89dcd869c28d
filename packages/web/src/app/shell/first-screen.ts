// The moment the page's first screen has drawn what it is for (the deck: its first card's picture, the largest paint
// of /app). What does not serve that screen (after-paint.tsx: the update banner and the live layer; the deck's
// dialogs) starts after it instead of taking the network and the main thread from it: on /app the live layer's
// chunks came while the deck's picture did (Lighthouse). A screen in the app's frame counts as drawn when it mounts
// unless it says it is still drawing (app-layout.tsx `drawing`); a page no screen marks (the sign-in screens) goes on
// after LONGEST_WAIT_MS.
let drawn = false;
const waiting = new Set<() => void>();

/** How long what waits for the first screen waits at most (a picture that never loads, a screen that never marks). */
export const LONGEST_WAIT_MS = 4000;

/** Says the first screen has drawn; what waits for it runs now. Later calls do nothing. */
export function markFirstScreenDrawn(): void {
  if (drawn) return;
  drawn = true;
  const runs = [...waiting];
  waiting.clear();
  for (const run of runs) run();
}

/** Runs `run` once the first screen has drawn (at once if it has), or after LONGEST_WAIT_MS; returns the cancel. */
export function afterFirstScreen(run: () => void): () => void {
  if (drawn) {
    run();
    return () => undefined;
  }
  const once = () => {
    window.clearTimeout(timer);
    waiting.delete(once);
    run();
  };
  const timer = window.setTimeout(once, LONGEST_WAIT_MS);
  waiting.add(once);
  return () => {
    window.clearTimeout(timer);
    waiting.delete(once);
  };
}
