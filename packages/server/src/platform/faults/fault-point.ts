// Fault injection for the crash tests: a step of a background promise (an alert marked and queued, a
// mail handed over, a job marked done) names itself here, and a process started with FAULT_KILL_AT=<step>[,<step>]
// SIGKILLs itself there, so a test can prove that a crash between any two steps loses nothing and doubles nothing.
// Never armed in production.

const armed = new Set(
  process.env.NODE_ENV === 'production'
    ? []
    : (process.env.FAULT_KILL_AT ?? '')
        .split(',')
        .map((step) => step.trim())
        .filter(Boolean),
);

/** Ends this process at once (no shutdown hook, nothing flushed) when `step` is armed; a no-op otherwise. */
export function faultPoint(step: string): void {
  if (!armed.has(step)) return;
  process.kill(process.pid, 'SIGKILL');
  // The signal is delivered before anything else runs; block in case the kernel takes a moment.
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5000);
}
