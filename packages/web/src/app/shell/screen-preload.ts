// Warming a screen before it is opened: its code, and the data it will ask for first. A screen folder may not import
// another's (the web folder rule), so the route table (app-routes.tsx), which knows every screen, registers how to
// warm each; a screen that knows where the person goes next (the entry splash, on its way to the deck) asks here.
import type { QueryClient } from '@tanstack/react-query';

/**
 * `withData`: the screen's first data too, once it is sure the person is going there. A promise, when there is
 * one, settles once the first requests are on their way.
 */
type Warm = (queryClient: QueryClient, withData: boolean) => void | Promise<void>;

const warmers = new Map<string, Warm>();

/** Registers how to warm the screen at `path` (app-routes.tsx). */
export function onPreload(path: string, warm: Warm): void {
  warmers.set(path, warm);
}

/**
 * Starts loading the screen at `path` (and its first data) if anything is registered for it; never fails. Settles
 * once the first requests are on their way.
 */
export async function preloadScreen(
  path: string,
  queryClient: QueryClient,
  withData: boolean,
): Promise<void> {
  try {
    await warmers.get(path)?.(queryClient, withData);
  } catch {
    // Warming is a head start only: the screen loads as usual when opened.
  }
}
