// Parts of /app that its first screen does not need at once (the update banner, the live layer): their code is
// fetched when the first screen has drawn what it is for (first-screen.ts; the deck's first picture) and the
// browser is then idle, so the first /app route stays within the RULES.md "Budgets" budget and its largest paint
// does not share the network with them.
import { type ComponentType, Suspense, useEffect, useState } from 'react';
import { afterFirstScreen } from './first-screen.ts';

export interface IdleWait {
  /** The longest wait for an idle moment before running anyway. */
  timeoutMs: number;
  /** Safari has no requestIdleCallback: this short timer instead. */
  fallbackMs: number;
}

/** Runs `run` at the browser's next idle moment; returns the cancel. */
export function whenIdle(run: () => void, { timeoutMs, fallbackMs }: IdleWait): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(run, fallbackMs);
    return () => window.clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(run, { timeout: timeoutMs });
  return () => window.cancelIdleCallback(handle);
}

/** Runs `run` at the first idle moment after the first screen has drawn; returns the cancel. */
export function whenIdleAfterFirstScreen(run: () => void, wait: IdleWait): () => void {
  let cancelIdle: (() => void) | undefined;
  const cancelWait = afterFirstScreen(() => {
    cancelIdle = whenIdle(run, wait);
  });
  return () => {
    cancelWait();
    cancelIdle?.();
  };
}

/** Mounts `part` (a lazy component: its own chunk) at the first idle moment after the first screen has drawn. */
export function AfterPaint({ part: Part, wait }: { part: ComponentType; wait: IdleWait }) {
  const [idle, setIdle] = useState(false);
  const { timeoutMs, fallbackMs } = wait;
  useEffect(
    () => whenIdleAfterFirstScreen(() => setIdle(true), { timeoutMs, fallbackMs }),
    [timeoutMs, fallbackMs],
  );
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <Part />
    </Suspense>
  );
}
