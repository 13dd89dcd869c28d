// Parts of /app that its first screen does not need at once (the update banner, the live layer): their code is
// fetched when the browser is first idle after the paint, so the first /app route stays within the RULES.md "Budgets"
// budget.
import { type ComponentType, Suspense, useEffect, useState } from 'react';

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

/** Mounts `part` (a lazy component: its own chunk) once the browser is idle after the paint. */
export function AfterPaint({ part: Part, wait }: { part: ComponentType; wait: IdleWait }) {
  const [idle, setIdle] = useState(false);
  const { timeoutMs, fallbackMs } = wait;
  useEffect(() => whenIdle(() => setIdle(true), { timeoutMs, fallbackMs }), [timeoutMs, fallbackMs]);
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <Part />
    </Suspense>
  );
}
